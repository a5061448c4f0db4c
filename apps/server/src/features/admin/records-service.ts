import type { AdminPageQuery, EventType } from '@bloom/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordRead } from './audit.ts';
import type { EventSource, EventSources } from './events-sources.ts';
import { offsetOf, pageOf } from './paging.ts';

/*
 * The spec's per-table admin reads (§7): everyone's rows, or one user's, newest first. Each table's
 * page is its owner's (the personal-data registry's event source); each list is served by the
 * table's (time, id) index, or its (user_id, time) index for one user.
 */

type Query = AdminPageQuery & { userId?: string | undefined };

/** Every Date of a row as the API writes it ('YYYY-MM-DDTHH:mm:ss.sssZ'). */
function wire(row: Record<string, unknown>): Record<string, unknown> {
  // clientId is her device's retry key for an entry made offline: bookkeeping, not her record.
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => key !== 'clientId')
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

async function countRecords(db: Db, source: EventSource, userId: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(source.table)
    .where(userId ? eq(source.userId, userId) : undefined);
  return Number(row?.n ?? 0);
}

/** The audit's name of each page ('read.<what>'). */
export const RECORD_READS: Record<EventType, string> = {
  feature_usage: 'usage-stats',
  chat_message: 'chat-messages',
  calendar_entry: 'calendar-entries',
  symptom: 'symptoms',
  mood: 'moods',
  kick_session: 'kick-sessions',
  contraction: 'contractions',
  checklist_item: 'checklist-items',
  weight: 'weights',
  appointment: 'appointments',
};

export async function recordsPage(db: Db, sources: EventSources, type: EventType, actorId: string, query: Query) {
  const source = sources[type];
  const [rows, total] = await Promise.all([
    source.rows(db, { userId: query.userId, limit: query.pageSize, offset: offsetOf(query) }),
    countRecords(db, source, query.userId),
  ]);
  await recordRead(db, actorId, RECORD_READS[type], { targetUserId: query.userId, rows: rows.length, query });
  return pageOf(rows.map(wire), total, query);
}
