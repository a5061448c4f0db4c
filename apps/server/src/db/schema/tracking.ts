import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    // The id her device gave an entry it may send again (the offline queue, issue 35): a retry with
    // the same one answers the stored entry. Null for entries made without one.
    clientId: uuid('client_id'),
  },
  (t) => [
    index('symptoms_user_idx').on(t.userId, t.loggedAt),
    index('symptoms_time_idx').on(t.loggedAt, t.id),
    uniqueIndex('symptoms_client_idx').on(t.userId, t.clientId),
  ],
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
    // The offline queue's id for the entry (as symptoms.client_id).
    clientId: uuid('client_id'),
  },
  (t) => [
    index('moods_user_idx').on(t.userId, t.loggedAt),
    index('moods_time_idx').on(t.loggedAt, t.id),
    uniqueIndex('moods_client_idx').on(t.userId, t.clientId),
  ],
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
    // Raised by every edit; her calendar feed's SEQUENCE for the entry (decision 019).
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('calendar_entries_user_date_idx').on(t.userId, t.date),
    // The admin's newest-first scans: everyone's entries, and one user's.
    index('calendar_entries_created_idx').on(t.createdAt, t.id),
    index('calendar_entries_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const providers = pgTable(
  'providers',
  {
    id: text('id').primaryKey(),
    // Null for the shared directory; set for a provider a user added for herself (private to her).
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    // National Provider Identifier of a directory provider (the importer's key); null for her own.
    npi: text('npi'),
    name: text('name').notNull(),
    specialty: text('specialty').notNull(),
    practice: text('practice').notNull(),
    phone: text('phone').notNull(),
    // The one-line address shown in the app; a directory row also keeps its parts.
    address: text('address').notNull(),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    // Null until the directory has a rating for the provider.
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    // Null when the directory does not say.
    acceptsNewPatients: boolean('accepts_new_patients'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    insurance: jsonb('insurance').$type<string[]>().notNull().default([]),
    // The fictional sample directory shipped with BLOOM; the app labels these rows as sample data.
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    index('providers_owner_idx').on(t.ownerId),
    uniqueIndex('providers_npi_idx').on(t.npi),
    index('providers_location_idx').on(t.lat, t.lng),
  ],
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
  (t) => [
    index('food_checks_user_idx').on(t.userId, t.checkedAt),
    // One row per food and user (any letter case): a new check of it moves that row to the top.
    uniqueIndex('food_checks_user_food_idx').on(t.userId, sql`lower(${t.foodName})`),
  ],
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
    // Raised by every change (a cancellation); her calendar feed's SEQUENCE for it (decision 019).
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('appointments_user_idx').on(t.userId, t.dateTime),
    // The admin's newest-first scans: everyone's appointments, and one user's.
    index('appointments_created_idx').on(t.createdAt, t.id),
    index('appointments_user_created_idx').on(t.userId, t.createdAt),
  ],
);
