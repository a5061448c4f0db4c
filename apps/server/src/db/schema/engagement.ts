import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    isFromUser: boolean('is_from_user').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_user_idx').on(t.userId, t.timestamp),
    // The admin's newest-first scans over everyone's messages.
    index('chat_messages_time_idx').on(t.timestamp, t.id),
  ],
);

/**
 * Her text-chat allowance (spec §4, §9: one session a day): one row per user, so the 1 Hz
 * usage-status poll is one primary-key read. `day` is her local calendar day (users.time_zone)
 * that `sessions_used` counts; a row of an earlier day counts as none used. A session runs from
 * `session_started_at` until `session_ends_at` (CHAT_SESSION_MINUTES when it started).
 */
export const chatAllowances = pgTable('chat_allowances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  day: date('day').notNull(),
  sessionsUsed: integer('sessions_used').notNull().default(0),
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
  sessionEndsAt: timestamp('session_ends_at', { withTimezone: true }),
});

/**
 * Replies the server issued to a user (SHA-256 of the text), so `POST /api/chat/messages` saves
 * an assistant message only if BLOOM really sent it to her, and each issued reply only once.
 */
export const chatIssuedReplies = pgTable(
  'chat_issued_replies',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyHash: text('reply_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
  },
  (t) => [index('chat_issued_replies_user_idx').on(t.userId, t.replyHash)],
);

export const syncRequests = pgTable(
  'sync_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The account addressed; null while the typed address has no account (partner_email holds it).
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'cascade' }),
    // The address the requester typed, lower-cased: an account created with it later finds the request.
    partnerEmail: text('partner_email'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('sync_requests_partner_idx').on(t.partnerId),
    index('sync_requests_partner_email_idx').on(t.partnerEmail),
  ],
);

export const syncConnections = pgTable(
  'sync_connections',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // The pregnant user whose data is shared.
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The partner who reads it, read-only.
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    // Set while she has paused sharing: the partner reads nothing until she resumes.
    pausedAt: timestamp('paused_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sync_connections_partner_unique').on(t.partnerId)],
);

/** Cached answers of outside APIs (USDA, openFDA, Open Food Facts), shared by every instance. */
export const upstreamCache = pgTable('upstream_cache', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
