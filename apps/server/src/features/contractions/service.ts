import {
  CONTRACTION_CLOCK_SKEW_MINUTES,
  CONTRACTION_IN_FUTURE_MESSAGE,
  CONTRACTION_LIST_LIMIT,
  CONTRACTION_MAX_MINUTES,
  CONTRACTION_OVERLAP_MESSAGE,
  CONTRACTION_SUMMARY_MINUTES,
  ErrorCode,
  PARTNER_VIEW_PAUSED_MESSAGE,
  type Contraction,
  type ContractionGuidance,
  type ContractionList,
  type ContractionSummary,
  type NewContraction,
} from '@bloom/contract';
import { contractionTiming } from '@bloom/knowledge';
import { currentWeek, knownTimeZone } from '@bloom/pregnancy';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { PartnerLink } from '../../platform/partner-link.ts';
import { findPregnancy } from '../../platform/users/repo.ts';
import {
  contractionBefore,
  contractionsSince,
  deleteContraction,
  insertContraction,
  listContractions,
  type ContractionRow,
} from './repo.ts';
import { fiveOneOneHolds, intervalSeconds, lastHour, pretermConcern, readSince } from './pattern.ts';

const MINUTE_MS = 60_000;

/** The page's health sentences, each with its source and review date, from the knowledge base. */
const guidance: ContractionGuidance = {
  how: contractionTiming.how,
  fiveOneOne: contractionTiming.fiveOneOne,
  preterm: contractionTiming.preterm,
  callAnyway: contractionTiming.callAnyway,
};

/**
 * Whose log a request reads or writes: her own, or, with `?for=<her id>`, hers for her synced
 * partner. He must follow her with sharing on: anyone else gets the same 404 whether or not
 * she exists, and he gets 403 while she has paused sharing (as the partner view). Deleting is
 * never done for her: only she removes a contraction (docs/product-decisions.md).
 * @param caller - the signed-in user
 * @param forId - the `for` query parameter, if any
 */
export async function logOwner(
  db: Db,
  partners: PartnerLink,
  caller: string,
  forId: string | undefined,
): Promise<string> {
  if (forId === undefined || forId === caller) return caller;
  const access = await partners.access(db, caller, forId);
  if (access === 'none') throw notFound();
  if (access === 'paused') throw forbidden(PARTNER_VIEW_PAUSED_MESSAGE, ErrorCode.syncPaused);
  return forId;
}

/** The wire shape; `previous` is the contraction before it (for the interval), if known. */
export function toContraction(row: ContractionRow, previous: ContractionRow | undefined): Contraction {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    durationSeconds: Math.round((row.endedAt.getTime() - row.startedAt.getTime()) / 1000),
    intervalSeconds: intervalSeconds(row, previous),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rows newest first to the wire shape: each one's previous is the next row (one more is read). */
export const toContractions = (rows: readonly ContractionRow[], limit: number): Contraction[] =>
  rows.slice(0, limit).map((row, i) => toContraction(row, rows[i + 1]));

/** Her latest contractions, newest first (the list reads one more, for the last one's interval). */
export async function recentContractions(db: Db, userId: string): Promise<ContractionList> {
  const rows = await listContractions(db, userId, CONTRACTION_LIST_LIMIT + 1);
  return { contractions: toContractions(rows, CONTRACTION_LIST_LIMIT) };
}

/**
 * Saves a timed contraction of hers. The contract checked its order and length; what needs the
 * clock or her other contractions is checked here: it may not end in the future (beyond a phone
 * clock's small lead), nor overlap one she has (409: she and her partner timed the same one).
 * One she already saved with the same client id is answered as stored (`created` false).
 * @param now - the server's current time
 */
export async function saveContraction(
  db: Db,
  userId: string,
  input: NewContraction,
  now: Date,
): Promise<{ entry: Contraction; created: boolean }> {
  const startedAt = new Date(input.startedAt);
  const endedAt = new Date(input.endedAt);
  if (endedAt.getTime() > now.getTime() + CONTRACTION_CLOCK_SKEW_MINUTES * MINUTE_MS) {
    throw badRequest(CONTRACTION_IN_FUTURE_MESSAGE, { endedAt: CONTRACTION_IN_FUTURE_MESSAGE });
  }
  const saved = await insertContraction(
    db,
    userId,
    { startedAt, endedAt, clientId: input.clientId ?? null },
    CONTRACTION_MAX_MINUTES * MINUTE_MS,
  );
  if (!saved) throw conflict(CONTRACTION_OVERLAP_MESSAGE);
  const entry = toContraction(saved.row, await contractionBefore(db, userId, saved.row.startedAt));
  return { entry, created: saved.created };
}

/**
 * Her last hour: the count, the averages, the 5-1-1 pattern, the preterm rule for her current
 * week (her due date in her time zone) and the advice (pattern.ts has the rules).
 * @param now - the server's current time
 */
export async function contractionSummary(db: Db, userId: string, now: Date): Promise<ContractionSummary> {
  const [sorted, profile] = await Promise.all([
    contractionsSince(db, userId, readSince(now)),
    findPregnancy(db, userId),
  ]);
  const week = profile ? currentWeek(profile, now, knownTimeZone(profile.timeZone)) : null;
  const fiveOneOne = fiveOneOneHolds(sorted, now);
  const preterm = pretermConcern(sorted, week, now);
  return {
    windowMinutes: CONTRACTION_SUMMARY_MINUTES,
    ...lastHour(sorted, now),
    fiveOneOne,
    preterm,
    advice: fiveOneOne || preterm ? 'call-now' : null,
    pregnancyWeeks: week,
    guidance,
  };
}

/** Deletes one of her contractions; another user's id (her partner's included) or an unknown one is a 404. */
export async function removeContraction(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteContraction(db, userId, id))) throw notFound();
}
