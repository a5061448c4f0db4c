import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { appointments, calendarEntries, moods, providers, symptoms } from './schema/index.ts';

/*
 * The columns of a record as the contract's entity carries it (spec §3), for every feature that
 * reads it: her own lists and the administrators' reads. Features do not import each other, so
 * the one shared selection lives with the schema.
 */

export const symptomColumns = {
  id: symptoms.id,
  userId: symptoms.userId,
  name: symptoms.name,
  severity: symptoms.severity,
  notes: symptoms.notes,
  loggedAt: symptoms.loggedAt,
};

export const moodColumns = {
  id: moods.id,
  userId: moods.userId,
  mood: moods.mood,
  energy: moods.energy,
  tags: moods.tags,
  notes: moods.notes,
  loggedAt: moods.loggedAt,
};

export const calendarEntryColumns = {
  id: calendarEntries.id,
  userId: calendarEntries.userId,
  date: calendarEntries.date,
  type: calendarEntries.type,
  title: calendarEntries.title,
  description: calendarEntries.description,
  time: calendarEntries.time,
  category: calendarEntries.category,
  foodItems: calendarEntries.foodItems,
  activities: calendarEntries.activities,
  notes: calendarEntries.notes,
  moodRating: calendarEntries.moodRating,
  energyLevel: calendarEntries.energyLevel,
  symptoms: calendarEntries.symptoms,
  createdAt: calendarEntries.createdAt,
};

/** With `providers` joined by `appointmentProviderJoin`. */
export const appointmentColumns = {
  id: appointments.id,
  userId: appointments.userId,
  providerId: appointments.providerId,
  providerName: providers.name,
  // The fictional sample directory is labelled wherever it shows; a removed provider is not sample data.
  providerIsSample: sql<boolean>`coalesce(${providers.isSample}, false)`,
  title: appointments.title,
  type: appointments.type,
  dateTime: appointments.dateTime,
  location: appointments.location,
  notes: appointments.notes,
  status: appointments.status,
  createdAt: appointments.createdAt,
};

/** A provider the appointment's owner may see: the shared directory or one of her own. */
export const bookableBy = (userId: string | typeof appointments.userId) =>
  or(isNull(providers.ownerId), eq(providers.ownerId, userId));

/** The provider of an appointment, as its owner may see it (a removed one leaves the name null). */
export const appointmentProviderJoin = and(eq(appointments.providerId, providers.id), bookableBy(appointments.userId));
