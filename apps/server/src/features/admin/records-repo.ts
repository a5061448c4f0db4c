import { UNKNOWN_USER } from '@bloom/contract';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  calendarEntries,
  chatMessages,
  moods,
  providers,
  symptoms,
  usageStats,
  users,
} from '../../db/schema/index.ts';
import type { SourceTable } from './events-sources.ts';

/**
 * The spec's per-table admin reads (§7): everyone's rows, or one user's, newest first. Each list
 * is served by the table's (time, id) index, or its (user_id, time) index for one user.
 */
export interface RecordsWindow {
  userId?: string | undefined;
  limit: number;
  offset: number;
}

const ownedBy = (table: SourceTable, userId: string | undefined) => (userId ? eq(table.userId, userId) : undefined);

export async function countRecords(db: Db, table: SourceTable, userId: string | undefined): Promise<number> {
  // Any of the tables; typed as one of them only so drizzle's builder accepts the union.
  const [row] = await db
    .select({ n: count() })
    .from(table as typeof symptoms)
    .where(ownedBy(table, userId));
  return Number(row?.n ?? 0);
}

export function usageStatRows(db: Db, w: RecordsWindow) {
  return db
    .select({
      id: usageStats.id,
      userId: usageStats.userId,
      userName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, ${UNKNOWN_USER})`,
      featureType: usageStats.featureType,
      durationSeconds: usageStats.durationSeconds,
      timestamp: usageStats.timestamp,
    })
    .from(usageStats)
    .leftJoin(users, eq(users.id, usageStats.userId))
    .where(ownedBy(usageStats, w.userId))
    .orderBy(desc(usageStats.timestamp), desc(usageStats.id))
    .limit(w.limit)
    .offset(w.offset);
}

export function chatMessageRows(db: Db, w: RecordsWindow) {
  return db
    .select({
      id: chatMessages.id,
      userId: chatMessages.userId,
      message: chatMessages.message,
      isFromUser: chatMessages.isFromUser,
      timestamp: chatMessages.timestamp,
    })
    .from(chatMessages)
    .where(ownedBy(chatMessages, w.userId))
    .orderBy(desc(chatMessages.timestamp), desc(chatMessages.id))
    .limit(w.limit)
    .offset(w.offset);
}

export function calendarEntryRows(db: Db, w: RecordsWindow) {
  return db
    .select({
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
    })
    .from(calendarEntries)
    .where(ownedBy(calendarEntries, w.userId))
    .orderBy(desc(calendarEntries.createdAt), desc(calendarEntries.id))
    .limit(w.limit)
    .offset(w.offset);
}

export function symptomRows(db: Db, w: RecordsWindow) {
  return db
    .select({
      id: symptoms.id,
      userId: symptoms.userId,
      name: symptoms.name,
      severity: symptoms.severity,
      notes: symptoms.notes,
      loggedAt: symptoms.loggedAt,
    })
    .from(symptoms)
    .where(ownedBy(symptoms, w.userId))
    .orderBy(desc(symptoms.loggedAt), desc(symptoms.id))
    .limit(w.limit)
    .offset(w.offset);
}

export function moodRows(db: Db, w: RecordsWindow) {
  return db
    .select({
      id: moods.id,
      userId: moods.userId,
      mood: moods.mood,
      energy: moods.energy,
      tags: moods.tags,
      notes: moods.notes,
      loggedAt: moods.loggedAt,
    })
    .from(moods)
    .where(ownedBy(moods, w.userId))
    .orderBy(desc(moods.loggedAt), desc(moods.id))
    .limit(w.limit)
    .offset(w.offset);
}

/** Newest booked first; the provider's name as her own list shows it (directory or her own providers only). */
export function appointmentRows(db: Db, w: RecordsWindow) {
  return db
    .select({
      id: appointments.id,
      userId: appointments.userId,
      providerId: appointments.providerId,
      providerName: providers.name,
      providerIsSample: sql<boolean>`coalesce(${providers.isSample}, false)`,
      title: appointments.title,
      type: appointments.type,
      dateTime: appointments.dateTime,
      location: appointments.location,
      notes: appointments.notes,
      status: appointments.status,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .leftJoin(
      providers,
      and(
        eq(appointments.providerId, providers.id),
        or(isNull(providers.ownerId), eq(providers.ownerId, appointments.userId)),
      ),
    )
    .where(ownedBy(appointments, w.userId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(w.limit)
    .offset(w.offset);
}
