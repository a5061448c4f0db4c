import { UNKNOWN_USER } from '@bloom/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointmentColumns,
  appointmentProviderJoin,
  calendarEntryColumns,
  moodColumns,
  symptomColumns,
} from '../../db/columns.ts';
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
    .select(calendarEntryColumns)
    .from(calendarEntries)
    .where(ownedBy(calendarEntries, w.userId))
    .orderBy(desc(calendarEntries.createdAt), desc(calendarEntries.id))
    .limit(w.limit)
    .offset(w.offset);
}

export function symptomRows(db: Db, w: RecordsWindow) {
  return db
    .select(symptomColumns)
    .from(symptoms)
    .where(ownedBy(symptoms, w.userId))
    .orderBy(desc(symptoms.loggedAt), desc(symptoms.id))
    .limit(w.limit)
    .offset(w.offset);
}

export function moodRows(db: Db, w: RecordsWindow) {
  return db
    .select(moodColumns)
    .from(moods)
    .where(ownedBy(moods, w.userId))
    .orderBy(desc(moods.loggedAt), desc(moods.id))
    .limit(w.limit)
    .offset(w.offset);
}

/** Newest booked first; the provider's name as her own list shows it (directory or her own providers only). */
export function appointmentRows(db: Db, w: RecordsWindow) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .leftJoin(providers, appointmentProviderJoin)
    .where(ownedBy(appointments, w.userId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(w.limit)
    .offset(w.offset);
}
