import type { AdminPageQuery } from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { appointments, calendarEntries, chatMessages, moods, symptoms, usageStats } from '../../db/schema/index.ts';
import { recordRead } from './audit.ts';
import type { SourceTable } from './events-sources.ts';
import { offsetOf, pageOf } from './paging.ts';
import {
  appointmentRows,
  calendarEntryRows,
  chatMessageRows,
  countRecords,
  moodRows,
  symptomRows,
  usageStatRows,
  type RecordsWindow,
} from './records-repo.ts';

type Query = AdminPageQuery & { userId?: string | undefined };

/** Every Date of a row as the API writes it ('YYYY-MM-DDTHH:mm:ss.sssZ'). */
type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
function wire<T extends Record<string, unknown>>(row: T): Wire<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as Wire<T>;
}

async function recordsPage<T extends Record<string, unknown>>(
  db: Db,
  actorId: string,
  read: { what: string; table: SourceTable; rows: (db: Db, w: RecordsWindow) => Promise<T[]> },
  query: Query,
) {
  const [rows, total] = await Promise.all([
    read.rows(db, { userId: query.userId, limit: query.pageSize, offset: offsetOf(query) }),
    countRecords(db, read.table, query.userId),
  ]);
  await recordRead(db, actorId, read.what, { targetUserId: query.userId, rows: rows.length, query });
  return pageOf(rows.map(wire), total, query);
}

export const usageStatsPage = (db: Db, actorId: string, query: Query) =>
  recordsPage(db, actorId, { what: 'usage-stats', table: usageStats, rows: usageStatRows }, query);
export const chatMessagesPage = (db: Db, actorId: string, query: Query) =>
  recordsPage(db, actorId, { what: 'chat-messages', table: chatMessages, rows: chatMessageRows }, query);
export const calendarEntriesPage = (db: Db, actorId: string, query: Query) =>
  recordsPage(db, actorId, { what: 'calendar-entries', table: calendarEntries, rows: calendarEntryRows }, query);
export const symptomsPage = (db: Db, actorId: string, query: Query) =>
  recordsPage(db, actorId, { what: 'symptoms', table: symptoms, rows: symptomRows }, query);
export const moodsPage = (db: Db, actorId: string, query: Query) =>
  recordsPage(db, actorId, { what: 'moods', table: moods, rows: moodRows }, query);
export const appointmentsPage = (db: Db, actorId: string, query: Query) =>
  recordsPage(db, actorId, { what: 'appointments', table: appointments, rows: appointmentRows }, query);
