import {
  ErrorCode,
  PARTNER_VIEW_ITEMS,
  ALREADY_SYNCED_MESSAGE,
  NOT_SYNCED_MESSAGE,
  NO_FOLLOWERS_MESSAGE,
  PARTNER_VIEW_PAUSED_MESSAGE,
  SYNC_ALREADY_ANSWERED_MESSAGE,
  SYNC_NOT_FOUND_MESSAGE,
  SYNC_PREGNANT_REQUESTER_MESSAGE,
  SYNC_REQUESTER_TAKEN_MESSAGE,
  SYNC_REQUEST_NOT_FOUND_MESSAGE,
  SYNC_RESPONDER_NOT_PREGNANT_MESSAGE,
  SYNC_SELF_REQUEST_MESSAGE,
  TOO_MANY_SYNC_REQUESTS_MESSAGE,
  type PartnerData,
  type SyncAnswer,
  type SyncConnection,
  type SyncRequest,
} from '@bloom/contract';
import { currentWeek, knownTimeZone } from '@bloom/pregnancy';
import { nextLocalMidnight } from '../../platform/local-day.ts';
import { batchedPerDb } from '../../db/batched.ts';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { matches, render, type PolledAnswer, type RenderedAnswer } from '../../platform/etag.ts';
import type { PollCache } from '../../platform/poll-cache.ts';
import type { PartnerBatch, PartnerRead, PartnerSections, PersonalDataRegistry } from '../../platform/personal-data.ts';
import { accountIdByEmail, findPerson } from '../../platform/users/repo.ts';
import {
  answerRequest,
  claimAddressed,
  connect,
  deleteSyncs,
  dropOpenRequestsOf,
  findIncoming,
  followedPregnancies,
  followsSomeone,
  inTransaction,
  latestOutgoing,
  listConnections,
  listIncoming,
  lockIncoming,
  lockRequester,
  partnerLists,
  replaceOpenRequest,
  setSharingPaused,
  type IncomingRow,
} from './repo.ts';

/** Requests one partner may send in an hour: enough to fix a typo, too few to pester anyone. */
export const SYNC_REQUEST_LIMIT = { requests: 10, windowMs: 60 * 60_000 } as const;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

async function me(db: Db, userId: string) {
  const found = await findPerson(db, userId);
  if (!found) throw notFound();
  return found;
}

/** A request addressed to her, as she sees it: both people named. */
const toIncoming = (row: IncomingRow): SyncRequest => ({
  id: row.id,
  status: row.status,
  requesterId: row.requesterId,
  partnerId: row.partnerId,
  requesterName: fullName(row.requesterFirstName, row.requesterLastName),
  requesterEmail: row.requesterEmail,
  partnerName: fullName(row.partnerFirstName, row.partnerLastName),
  partnerEmail: row.partnerEmail,
  requestedAt: row.requestedAt.toISOString(),
});

/** A request she sent, as she sees it: the addressee unnamed, whether or not the e-mail has an account. */
function toOutgoing(
  row: { id: string; status: SyncRequest['status']; requestedAt: Date },
  userId: string,
  self: { email: string; firstName: string; lastName: string },
): SyncRequest {
  return {
    id: row.id,
    status: row.status,
    requesterId: userId,
    partnerId: null,
    requesterName: fullName(self.firstName, self.lastName),
    requesterEmail: self.email,
    partnerName: null,
    partnerEmail: null,
    requestedAt: row.requestedAt.toISOString(),
  };
}

/**
 * A partner who is not pregnant and follows nobody asks to follow the pregnant user with this
 * e-mail. The answer is the same whether or not the e-mail has an account, and the request
 * reads as pending to her either way; a new request replaces one still waiting. Refused: her
 * own e-mail (400), a pregnant requester (403), a partner already synced (409), more than
 * SYNC_REQUEST_LIMIT an hour (429).
 */
export async function sendRequest(ctx: AppContext, userId: string, partnerEmail: string): Promise<SyncRequest> {
  const db = ctx.database.db;
  const self = await me(db, userId);
  const email = partnerEmail.trim().toLowerCase();
  if (email === self.email.toLowerCase()) {
    throw badRequest(SYNC_SELF_REQUEST_MESSAGE, { partnerEmail: SYNC_SELF_REQUEST_MESSAGE });
  }
  if (self.isPregnant) throw forbidden(SYNC_PREGNANT_REQUESTER_MESSAGE);
  if (await followsSomeone(db, userId)) throw conflict(ALREADY_SYNCED_MESSAGE);
  const { requests, windowMs } = SYNC_REQUEST_LIMIT;
  if (!(await ctx.rateLimiter.hit(`parent-sync:request:${userId}`, requests, windowMs))) {
    throw new AppError(429, TOO_MANY_SYNC_REQUESTS_MESSAGE, ErrorCode.rateLimited);
  }
  // An address without an account is kept: the request waits for whoever signs up with it.
  const row = await replaceOpenRequest(db, userId, (await accountIdByEmail(db, email)) ?? null, email);
  return toOutgoing(row, userId, self);
}

/** Requests addressed to her that wait for an answer, then the latest one she sent if it waits or was declined. */
export async function requestsOf(db: Db, userId: string): Promise<SyncRequest[]> {
  const self = await me(db, userId);
  await claimAddressed(db, userId, self.email);
  const [incoming, outgoing] = await Promise.all([listIncoming(db, userId), latestOutgoing(db, userId)]);
  const list = incoming.map(toIncoming);
  // An approved request lives on as the connection (or ended with it): only waiting or declined ones show.
  if (outgoing && outgoing.status !== 'approved') list.push(toOutgoing(outgoing, userId, self));
  return list;
}

/**
 * The pregnant user addressed approves or declines a waiting request. Approving starts the sync
 * and ends the requester's other waiting requests. Anyone else's request, or none, is 404; a
 * request answered before is 409; an addressee who is not pregnant is 403; a requester who
 * follows someone else by now is 409. All in one transaction: the request row is locked, so
 * two answers at once cannot both pass.
 */
export async function respond(db: Db, userId: string, requestId: string, status: SyncAnswer): Promise<SyncRequest> {
  const self = await me(db, userId);
  await claimAddressed(db, userId, self.email);
  await inTransaction(db, async (tx) => {
    if (!(await lockRequester(tx, userId, requestId))) throw notFound(SYNC_REQUEST_NOT_FOUND_MESSAGE);
    // Read again under the locks: another answer may have come first.
    const request = await lockIncoming(tx, userId, requestId);
    if (!request) throw notFound(SYNC_REQUEST_NOT_FOUND_MESSAGE);
    if (request.status !== 'pending') throw conflict(SYNC_ALREADY_ANSWERED_MESSAGE);
    if (!self.isPregnant) throw forbidden(SYNC_RESPONDER_NOT_PREGNANT_MESSAGE);
    await answerRequest(tx, userId, requestId, status);
    if (status === 'approved') {
      if (!(await connect(tx, userId, request.requesterId))) throw conflict(SYNC_REQUESTER_TAKEN_MESSAGE);
      await dropOpenRequestsOf(tx, request.requesterId);
    }
  });
  const [answered] = await findIncoming(db, userId, requestId);
  if (!answered) throw notFound(SYNC_REQUEST_NOT_FOUND_MESSAGE);
  return toIncoming(answered);
}

/** Her active syncs (spec §3 Sync connection, with the other person's id and the pause), newest first. */
export async function connectionsOf(db: Db, userId: string): Promise<SyncConnection[]> {
  return (await listConnections(db, userId)).map((row) => ({
    isParent: row.parentId === userId,
    partnerId: row.otherId,
    partnerName: fullName(row.otherFirstName, row.otherLastName),
    partnerEmail: row.otherEmail,
    connectedAt: row.connectedAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
  }));
}

/**
 * Ends a sync, from either side (spec §4 lets the partner; she may too, beyond the spec): the
 * one with `partnerId` when given, else every sync she is in. The caller reports the change to
 * the poll caches, so his next read of the partner view on any instance is refused.
 * 404 when there is nothing to end; someone else's sync is nothing to her.
 */
export async function removeConnection(db: Db, userId: string, partnerId?: string): Promise<void> {
  if ((await deleteSyncs(db, userId, partnerId)) > 0) return;
  throw notFound(partnerId === undefined ? NOT_SYNCED_MESSAGE : SYNC_NOT_FOUND_MESSAGE);
}

/**
 * She pauses or resumes sharing with one partner who follows her (`partnerId`) or with all of
 * them. Paused, the sync stays (his request is not needed again) but his view reads nothing.
 * 404 when nobody (or not that person) follows her.
 */
export async function setPaused(db: Db, userId: string, partnerId: string | undefined, paused: boolean) {
  if ((await setSharingPaused(db, userId, partnerId, paused)) > 0) return;
  throw notFound(partnerId === undefined ? NO_FOLLOWERS_MESSAGE : SYNC_NOT_FOUND_MESSAGE);
}

/**
 * What the partner sees of the pregnant user she follows (spec §3 Partner data), read-only and
 * only through the active sync: her first name, her current week (due date and her own time
 * zone, as on her profile), her latest symptoms and moods and her next scheduled appointments,
 * PARTNER_VIEW_ITEMS of each. 404 when she follows nobody, once the sync is removed (by either of
 * them) or either account is gone; 403 while she has paused sharing. Neither says why.
 */
export async function partnerData(
  db: Db,
  registry: PersonalDataRegistry,
  userId: string,
  at?: Date,
): Promise<PartnerData> {
  const view = await readPartnerView(db, registry, { partnerId: userId, at });
  if (view.kind === 'none') throw notFound(NOT_SYNCED_MESSAGE);
  if (view.kind === 'paused') throw forbidden(PARTNER_VIEW_PAUSED_MESSAGE, ErrorCode.syncPaused);
  return view.data;
}

/** The partner view as it stands: nobody followed, sharing paused, or what he may see. */
export type PartnerView =
  | { kind: 'none' }
  | { kind: 'paused'; parentId: string }
  | { kind: 'data'; parentId: string; data: PartnerData; until: Date };

/**
 * The partner view as the cache keeps it: the refusal, or only the ETag of what he may see. Nearly
 * every poll holds that tag (a 304); the rare one that does not reads the view again. Kept
 * rendered, the view's JSON (12 KB with her checklists) for 5,000 partners was a fifth of the
 * server's memory under the spec's polling load (docs/benchmarks.md, tenth session).
 */
export type CachedPartnerView = { kind: 'none' } | { kind: 'paused' } | { kind: 'data'; etag: string };

/**
 * The partner view for his 5-second poll, from `cache` when it holds it: its tag, and its JSON
 * unless `heldTag` (his If-None-Match) is that tag. The entry depends on him and on her (her
 * symptom, mood, appointment, profile or pause evicts it; so does the sync ending or starting,
 * reported by whoever changed it), and ends at her local midnight (her week may turn over) or
 * when the first appointment shown begins (it leaves the list), whichever is first.
 */
export async function cachedPartnerView(
  db: Db,
  registry: PersonalDataRegistry,
  cache: PollCache<CachedPartnerView>,
  userId: string,
  heldTag: string | undefined,
  at?: Date,
): Promise<PolledAnswer> {
  let fresh: RenderedAnswer | undefined;
  const view = await cache.get(
    userId,
    async () => {
      const read = await readPartnerView(db, registry, { partnerId: userId, at });
      if (read.kind === 'none') return { value: read, dependsOn: [userId] };
      if (read.kind === 'paused') return { value: { kind: 'paused' as const }, dependsOn: [userId, read.parentId] };
      fresh = render(read.data);
      return {
        value: { kind: 'data' as const, etag: fresh.etag },
        dependsOn: [userId, read.parentId],
        until: read.until.getTime(),
      };
    },
    (at ?? new Date()).getTime(),
  );
  if (view.kind === 'none') throw notFound(NOT_SYNCED_MESSAGE);
  if (view.kind === 'paused') throw forbidden(PARTNER_VIEW_PAUSED_MESSAGE, ErrorCode.syncPaused);
  if (fresh) return fresh;
  if (matches(heldTag, view.etag)) return { etag: view.etag };
  return render(await partnerData(db, registry, userId, at));
}

/** A partner view asked for: his id, and the moment to read it at (now unless a test says). */
interface ViewAsked {
  partnerId: string;
  at?: Date | undefined;
}

/**
 * The views of every partner asked for in one turn of the event loop (db/batched.ts): her sync
 * and profile in one statement, then each registered list (the personal-data registry's `partner`
 * readers, in parallel) in one statement for all of them, each scoped by the sync he follows so a
 * pause between two reads shows nothing new.
 */
async function readPartnerViews(db: Db, registry: PersonalDataRegistry, asked: ViewAsked[]): Promise<PartnerView[]> {
  const now = Date.now();
  const byMoment = new Map<number, number[]>();
  asked.forEach(({ at }, i) => {
    const moment = at?.getTime() ?? now;
    const indexes = byMoment.get(moment);
    if (indexes) indexes.push(i);
    else byMoment.set(moment, [i]);
  });
  const views: PartnerView[] = [];
  await Promise.all(
    [...byMoment].map(async ([at, indexes]) => {
      const read = await readViewsAt(
        db,
        registry,
        new Date(at),
        indexes.map((i) => asked[i]!.partnerId),
      );
      indexes.forEach((index, k) => (views[index] = read[k]!));
    }),
  );
  return views;
}

async function readViewsAt(db: Db, registry: PersonalDataRegistry, now: Date, partnerIds: string[]) {
  const views: PartnerView[] = partnerIds.map(() => ({ kind: 'none' }));
  const syncs = await followedPregnancies(db, partnerIds);
  const shown: { index: number; partnerId: string; timeZone: string }[] = [];
  syncs.forEach((sync, index) => {
    if (!sync || sync.firstName === null) return;
    if (sync.pausedAt) views[index] = { kind: 'paused', parentId: sync.parentId };
    else shown.push({ index, partnerId: partnerIds[index]!, timeZone: knownTimeZone(sync.timeZone) });
  });
  if (shown.length === 0) return views;
  const batch: PartnerBatch = {
    now,
    limit: PARTNER_VIEW_ITEMS,
    timeZones: shown.map((s) => s.timeZone),
    lists: (listDb, list) =>
      partnerLists(
        listDb,
        shown.map((s) => s.partnerId),
        list,
      ),
  };
  const readers = registry.flatMap((part) => Object.entries(part.partner ?? {}));
  const lists = await Promise.all(
    readers.map(async ([name, read]) => {
      const reads = await (read as (db: Db, batch: PartnerBatch) => Promise<PartnerRead<unknown>[]>)(db, batch);
      return [name, reads] as const;
    }),
  );
  shown.forEach(({ index, timeZone }, k) => {
    const sync = syncs[index]!;
    const data = {
      firstName: sync.firstName!,
      pregnancyWeeks: currentWeek({ dueDate: sync.dueDate, isPregnant: sync.isPregnant! }, now, timeZone),
      dueDate: sync.isPregnant ? (sync.dueDate ?? null) : null,
      ...(Object.fromEntries(lists.map(([name, reads]) => [name, reads[k]!.items])) as PartnerSections),
    };
    // Her week turns over at her own midnight: the view is right until then, or until a list says
    // otherwise (the first appointment shown begins). Each partner's entry ends at her own midnight,
    // not all of them at one instant.
    const untils = lists.map(([, reads]) => reads[k]!.until?.getTime()).filter((t): t is number => t !== undefined);
    const until = new Date(Math.min(nextLocalMidnight(now, timeZone).getTime(), ...untils));
    views[index] = { kind: 'data', parentId: sync.parentId, data, until };
  });
  return views;
}

/** One batching reader per registry (an app's), so concurrent views share their statements. */
const viewReaders = new WeakMap<PersonalDataRegistry, (db: Db, asked: ViewAsked) => Promise<PartnerView>>();
function readPartnerView(db: Db, registry: PersonalDataRegistry, asked: ViewAsked): Promise<PartnerView> {
  let read = viewReaders.get(registry);
  if (!read)
    viewReaders.set(registry, (read = batchedPerDb((batchDb, items) => readPartnerViews(batchDb, registry, items))));
  return read(db, asked);
}
