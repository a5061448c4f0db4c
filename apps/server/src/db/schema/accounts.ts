import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Stored lower-cased so uniqueness is case-insensitive.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: ['female', 'male', 'other'] }).notNull(),
    isPregnant: boolean('is_pregnant').notNull(),
    // The due date is the truth; weeks are derived from it and today (packages/pregnancy).
    dueDate: date('due_date'),
    // IANA zone used for "today" (current week, chat reset). Sent by the browser at signup.
    timeZone: text('time_zone').notNull().default('UTC'),
    homeZip: text('home_zip'),
    // Her own provider's phone, offered as "Call my provider" on the chat's urgent card.
    providerPhone: text('provider_phone'),
    babyGender: text('baby_gender', { enum: ['girl', 'boy'] }),
    // The language of her app and of the API's answers to her (issue 35): 'en' or 'es'.
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    isApproved: boolean('is_approved').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    bonusTokens: integer('bonus_tokens').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin's user list, newest first.
  (t) => [index('users_created_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the bearer token; the token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    epoch: integer('epoch').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time password-reset links. Only the SHA-256 of the token is stored; a row is spent by
 * setting used_at, so a link works once and never after its expiry.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Account e-mails waiting to be sent. Requests only insert a row; a background drainer sends
 * with a timeout and retries, so a slow or dead mail server never holds up a request.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetUserId, t.at)],
);

export const usageStats = pgTable(
  'usage_stats',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    featureType: text('feature_type', { enum: ['voice_chat', 'text_chat', 'calendar', 'others'] }).notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  // The second index serves the admin's newest-first scans over everyone (merged events, usage).
  (t) => [index('usage_stats_user_idx').on(t.userId, t.timestamp), index('usage_stats_time_idx').on(t.timestamp, t.id)],
);

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  tokens: integer('tokens').notNull(),
  maxRedemptions: integer('max_redemptions'),
  // How many times one person may redeem the code.
  perUserLimit: integer('per_user_limit').notNull().default(1),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  // Set when an administrator switches the code off; it is kept so its redemptions stay explained.
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => promoCodes.code, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Not unique: a code may allow several redemptions per person (per_user_limit), counted under the code's row lock.
  (t) => [index('promo_redemptions_code_user_idx').on(t.code, t.userId)],
);
