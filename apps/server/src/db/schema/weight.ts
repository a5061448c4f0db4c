import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Her weight tool's details (owner: features/weight): weight and height before the pregnancy, in
 * kg and cm whatever units she types in (two decimals), the units she reads them in, and twins.
 * One row per user, made on her first save.
 */
export const weightProfiles = pgTable('weight_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prePregnancyWeightKg: doublePrecision('pre_pregnancy_weight_kg'),
  heightCm: doublePrecision('height_cm'),
  units: text('units', { enum: ['metric', 'imperial'] })
    .notNull()
    .default('metric'),
  twins: boolean('twins').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Her weights (owner: features/weight), one per calendar date, in kg (two decimals). */
export const weights = pgTable(
  'weights',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    // When she logged it (or last replaced that date's weight): the admin's events are ordered by it.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One weight per date; her list and the chart, newest date first.
    uniqueIndex('weights_user_date_idx').on(t.userId, t.date),
    // The admin's scans of one user's weights and of everyone's, newest first.
    index('weights_user_created_idx').on(t.userId, t.createdAt),
    index('weights_created_idx').on(t.createdAt, t.id),
  ],
);
