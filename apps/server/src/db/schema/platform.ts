import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every instance must share, made on first start (e.g. the key that turns client
 * addresses into rate-limit keys). Kept in the database, which every instance already trusts,
 * rather than in Redis, whose contents the secret exists to protect.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
