import {
  KICK_CLOCK_SKEW_MINUTES,
  KICK_SESSION_IN_FUTURE_MESSAGE,
  KICK_SESSION_LIST_LIMIT,
  type KickConcern,
  type KickGuidance,
  type KickSession,
  type KickSessionList,
  type NewKickSessionParsed,
} from '@bloom/contract';
import { kickCounting } from '@bloom/knowledge';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { deleteKickSession, insertKickSession, listKickSessions, type KickSessionRow } from './repo.ts';

const MINUTE_MS = 60_000;

/** The page's health sentences, each with its source and review date, from the knowledge base. */
const guidance: KickGuidance = {
  how: kickCounting.how,
  tooEarly: kickCounting.tooEarly,
  fewerThanTen: kickCounting.fewerThanTen,
  lessThanUsual: kickCounting.lessThanUsual,
  urgentSign: kickCounting.urgentSign,
};

/**
 * Why a session calls for the urgent-sign guidance, if it does. Her own sense that the baby
 * moves less comes first: that is the CDC warning sign itself. Otherwise movement 10 must have
 * come within 2 hours of the start (ACOG); a session stopped before that with fewer than 10 is
 * not reassuring either, so it is flagged too and the page says to keep counting or call.
 * @param session - a saved session
 */
export function kickConcern(
  session: Pick<KickSessionRow, 'startedAt' | 'tenthKickAt' | 'lessThanUsual'>,
): KickConcern | null {
  if (session.lessThanUsual) return 'less-than-usual';
  const window = kickCounting.withinMinutes * MINUTE_MS;
  if (!session.tenthKickAt || session.tenthKickAt.getTime() - session.startedAt.getTime() > window) {
    return 'fewer-than-10';
  }
  return null;
}

export function toKickSession(row: KickSessionRow): KickSession {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    kicks: row.kicks,
    tenthKickAt: row.tenthKickAt?.toISOString() ?? null,
    secondsToTen: row.tenthKickAt ? Math.round((row.tenthKickAt.getTime() - row.startedAt.getTime()) / 1000) : null,
    lessThanUsual: row.lessThanUsual,
    concern: kickConcern(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Her latest sessions, newest first, with the guidance the page shows. */
export async function recentKickSessions(db: Db, userId: string): Promise<KickSessionList> {
  const rows = await listKickSessions(db, userId, KICK_SESSION_LIST_LIMIT);
  return { sessions: rows.map(toKickSession), guidance };
}

/**
 * Saves a finished session. The contract checked its shape and order; what needs the clock is
 * checked here: it may not end in the future (beyond a phone clock's small lead). A session she
 * already saved with the same client id is answered as stored (`created` false).
 * @param now - the server's current time
 */
export async function saveKickSession(
  db: Db,
  userId: string,
  input: NewKickSessionParsed,
  now: Date,
): Promise<{ entry: KickSession; created: boolean }> {
  const endedAt = new Date(input.endedAt);
  if (endedAt.getTime() > now.getTime() + KICK_CLOCK_SKEW_MINUTES * MINUTE_MS) {
    throw badRequest(KICK_SESSION_IN_FUTURE_MESSAGE, { endedAt: KICK_SESSION_IN_FUTURE_MESSAGE });
  }
  const { row, created } = await insertKickSession(db, userId, {
    startedAt: new Date(input.startedAt),
    endedAt,
    kicks: input.kicks,
    tenthKickAt: input.tenthKickAt ? new Date(input.tenthKickAt) : null,
    lessThanUsual: input.lessThanUsual,
    clientId: input.clientId ?? null,
  });
  return { entry: toKickSession(row), created };
}

/** Deletes one of her sessions; another user's id or an unknown one is a 404. */
export async function removeKickSession(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteKickSession(db, userId, id))) throw notFound();
}
