import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { appointments } from './tracking.ts';

/**
 * Her reminder settings and calendar link (owner: features/reminders; decision 019). A row
 * exists once she changes a setting or makes a link; no row reads as the defaults (no link,
 * no e-mails, discreet summaries).
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of her calendar link's secret (like sessions and reset links); null: no link.
    feedSecretHash: text('feed_secret_hash'),
    feedCreatedAt: timestamp('feed_created_at', { withTimezone: true }),
    emailDayBefore: boolean('email_day_before').notNull().default(false),
    showDetails: boolean('show_details').notNull().default(false),
    // Raised when every event of her feed changes at once (details shown or hidden, her due date
    // moved); each event's SEQUENCE is its own revision plus this one.
    feedRevision: integer('feed_revision').notNull().default(0),
    // The due date her feed's care items were last dated from.
    feedDueDate: date('feed_due_date'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminder_settings_feed_idx').on(t.feedSecretHash)],
);

/**
 * The day-before e-mails sent (owner: features/reminders): one row per appointment and start
 * time, inserted before the e-mail is queued, so of two sweeps (two instances) only the one
 * whose insert lands sends it. A rescheduled start would be reminded again.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.startsAt] }),
    index('appointment_reminders_user_idx').on(t.userId, t.sentAt),
  ],
);
