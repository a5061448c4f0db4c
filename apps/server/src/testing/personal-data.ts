// Test helpers bound to the app's personal-data registry (the routes get it through AppContext),
// with the signatures the tests were written against.
import type { Db } from '../db/client.ts';
import { mergedEventsQuery as mergedQuery, type EventFilter } from '../features/admin/events-repo.ts';
import { eventSourcesOf } from '../features/admin/events-sources.ts';
import { followedBy } from '../features/partner-sync/repo.ts';
import * as partnerSync from '../features/partner-sync/service.ts';
import { partnerSymptoms } from '../features/tracking/personal-data.ts';
import { PERSONAL_DATA } from '../personal-data.ts';
import type { PollCache } from '../platform/poll-cache.ts';

export const EVENT_SOURCES = eventSourcesOf({ personalData: PERSONAL_DATA });

/** The admin's merged events statement over the registered sources. */
export const mergedEventsQuery = (filter: EventFilter, limit: number, offset: number) =>
  mergedQuery(EVENT_SOURCES, filter, limit, offset);

/** The partner view as `partnerId` reads it. */
export const partnerData = (db: Db, partnerId: string, now?: Date) =>
  partnerSync.partnerData(db, PERSONAL_DATA, partnerId, now);

export const cachedPartnerView = (
  db: Db,
  cache: PollCache<partnerSync.CachedPartnerView>,
  partnerId: string,
  heldTag: string | undefined,
  now?: Date,
) => partnerSync.cachedPartnerView(db, PERSONAL_DATA, cache, partnerId, heldTag, now);

/** The symptoms the partner view reads for `partnerId` (none while she has paused sharing). */
export const followedSymptoms = (db: Db, partnerId: string, limit: number) =>
  partnerSymptoms(db, followedBy(partnerId), limit);
