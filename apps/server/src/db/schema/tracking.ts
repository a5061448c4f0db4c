import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const symptoms = pgTable(
  'symptoms',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    name: text('name').notNull(),
    severity: integer('severity').notNull(),
    notes: text('notes'),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('symptoms_user_idx').on(t.userId, t.loggedAt)],
);

export const moods = pgTable(
  'moods',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    mood: text('mood').notNull(),
    energy: integer('energy').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moods_user_idx').on(t.userId, t.loggedAt)],
);

export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    date: date('date').notNull(),
    type: text('type', { enum: ['note', 'event', 'symptom', 'milestone', 'food', 'activity'] }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    time: text('time'),
    category: text('category'),
    foodItems: jsonb('food_items').$type<string[]>(),
    activities: jsonb('activities').$type<string[]>(),
    notes: text('notes'),
    moodRating: integer('mood_rating'),
    energyLevel: integer('energy_level'),
    symptoms: jsonb('symptoms').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_entries_user_date_idx').on(t.userId, t.date)],
);

export const providers = pgTable(
  'providers',
  {
    id: text('id').primaryKey(),
    // Null for the shared sample directory; set for a provider a user added for herself (private to her).
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    specialty: text('specialty').notNull(),
    practice: text('practice').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    lat: real('lat'),
    lng: real('lng'),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    acceptsNewPatients: boolean('accepts_new_patients').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    insurance: jsonb('insurance').$type<string[]>().notNull().default([]),
  },
  (t) => [index('providers_owner_idx').on(t.ownerId)],
);

/** What a user checked in the food-safety search, for her Recent Checks (newest first). */
export const foodChecks = pgTable(
  'food_checks',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    foodName: text('food_name').notNull(),
    status: text('status', { enum: ['safe', 'caution', 'avoid', 'unknown'] }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('food_checks_user_idx').on(t.userId, t.checkedAt)],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: owner(),
    providerId: text('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    location: text('location'),
    notes: text('notes'),
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointments_user_idx').on(t.userId, t.dateTime)],
);
