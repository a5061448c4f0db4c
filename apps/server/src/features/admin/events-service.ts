import {
  EVENT_NOT_FOUND_MESSAGE,
  type AdminEventDetail,
  type AdminEventPage,
  type AdminEventsQuery,
  type EventType,
} from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { recordRead } from './audit.ts';
import { countEvents, eventRecord, mergedEvents } from './events-repo.ts';
import type { EventSources } from './events-sources.ts';
import { offsetOf, pageOf } from './paging.ts';

/** Dates as the API writes them; everything else as stored. */
const plain = (record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

export async function eventsPage(
  db: Db,
  sources: EventSources,
  actorId: string,
  query: AdminEventsQuery,
): Promise<AdminEventPage> {
  const filter = { userId: query.userId, type: query.type };
  const [items, total] = await Promise.all([
    mergedEvents(db, sources, filter, query.pageSize, offsetOf(query)),
    countEvents(db, sources, filter),
  ]);
  await recordRead(db, actorId, 'events', { targetUserId: query.userId, rows: items.length, query });
  return pageOf(items, total, query);
}

export async function eventDetail(
  db: Db,
  sources: EventSources,
  actorId: string,
  type: EventType,
  id: string,
): Promise<AdminEventDetail> {
  const [[event], record] = await Promise.all([
    mergedEvents(db, sources, { type, id }, 1, 0),
    eventRecord(db, sources[type], id),
  ]);
  if (!event || !record) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  await recordRead(db, actorId, 'event', { targetUserId: event.userId, rows: 1, query: { type, id } });
  return { event, record: plain(record) };
}
