import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Her timed contractions (owner: features/contractions): a start and an end each. Her synced
 * partner may add them for her (docs/product-decisions.md); they are hers all the same.
 */
export const contractions = pgTable(
  'contractions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The offline queue's id for the entry (as symptoms.client_id, issue 35).
    clientId: uuid('client_id'),
  },
  (t) => [
    // Her list, her summary's last hours, the overlap check, the partner view and the admin's
    // scans of one user's contractions.
    index('contractions_user_idx').on(t.userId, t.startedAt),
    // The admin's newest-first scan of everyone's contractions ('All User Data', /api/admin/contractions).
    index('contractions_time_idx').on(t.startedAt, t.id),
    // A retry with the same client id answers the stored entry.
    uniqueIndex('contractions_client_idx').on(t.userId, t.clientId),
  ],
);
