import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Her kick-counting sessions (owner: features/kicks). The time of movement 10 is kept rather
 * than every tap: it is all the time to 10 needs, and it says less about her day.
 */
export const kickSessions = pgTable(
  'kick_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    kicks: integer('kicks').notNull(),
    // Null when she felt fewer than 10 movements.
    tenthKickAt: timestamp('tenth_kick_at', { withTimezone: true }),
    lessThanUsual: boolean('less_than_usual').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The offline queue's id for the entry (as symptoms.client_id, issue 35).
    clientId: uuid('client_id'),
  },
  (t) => [
    // Her list, the partner view and the admin's scans of one user's sessions, newest first.
    index('kick_sessions_user_idx').on(t.userId, t.startedAt),
    // The admin's newest-first scan of everyone's sessions ('All User Data', /api/admin/kick-sessions).
    index('kick_sessions_time_idx').on(t.startedAt, t.id),
    // A retry with the same client id answers the stored entry.
    uniqueIndex('kick_sessions_client_idx').on(t.userId, t.clientId),
  ],
);
