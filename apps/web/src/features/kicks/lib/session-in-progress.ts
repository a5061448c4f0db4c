import {
  KICK_TARGET,
  KICK_WINDOW_MINUTES,
  KICKS_MAX,
  type KickConcern,
  type KickSession,
  type NewKickSession,
} from '@bloom/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { formatNumber } from '@/lib/i18n/index.ts';
import type { QueuedEntry } from '@/lib/offline-queue/queue-store.ts';

/**
 * The session she is counting, kept in localStorage until the server has it: a reload, a closed
 * tab or a failed save loses nothing. One per account on this device.
 */
const sessionSchema = z.object({
  startedAt: z.iso.datetime(),
  kicks: z.number().int().min(0).max(KICKS_MAX),
  tenthKickAt: z.iso.datetime().nullable(),
  lessThanUsual: z.boolean(),
  /** Set when she stopped; the session then waits to be saved. */
  endedAt: z.iso.datetime().nullable(),
});
export type SessionInProgress = z.infer<typeof sessionSchema>;

const storageKey = (userId: string) => `bloom:kick-session:${userId}`;

export function readSession(userId: string): SessionInProgress | null {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    const parsed = raw === null ? null : sessionSchema.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeSession(userId: string, session: SessionInProgress | null): void {
  if (session) localStorage.setItem(storageKey(userId), JSON.stringify(session));
  else localStorage.removeItem(storageKey(userId));
}

export const startSession = (now: Date): SessionInProgress => ({
  startedAt: now.toISOString(),
  kicks: 0,
  tenthKickAt: null,
  lessThanUsual: false,
  endedAt: null,
});

/** One more movement; the time of the 10th is kept for the time to 10. */
export function addKick(session: SessionInProgress, now: Date): SessionInProgress {
  if (session.endedAt || session.kicks >= KICKS_MAX) return session;
  const kicks = session.kicks + 1;
  return { ...session, kicks, tenthKickAt: kicks === KICK_TARGET ? now.toISOString() : session.tenthKickAt };
}

/** The request that saves a stopped session. */
export function toRequest(session: SessionInProgress & { endedAt: string }): NewKickSession {
  return {
    startedAt: session.startedAt,
    endedAt: session.endedAt,
    kicks: session.kicks,
    tenthKickAt: session.tenthKickAt,
    lessThanUsual: session.lessThanUsual,
  };
}

/**
 * A session kept on this device while offline (issue 35) as the page shows a saved one, with the
 * server's rule for the urgent-sign guidance (kicks/service.ts kickConcern): she said less than
 * usual, or movement 10 did not come within KICK_WINDOW_MINUTES.
 */
export function provisionalSession(entry: QueuedEntry): KickSession {
  const body = entry.body as NewKickSession;
  const secondsToTen = body.tenthKickAt
    ? Math.round((Date.parse(body.tenthKickAt) - Date.parse(body.startedAt)) / 1000)
    : null;
  const concern: KickConcern | null = body.lessThanUsual
    ? 'less-than-usual'
    : secondsToTen === null || secondsToTen > KICK_WINDOW_MINUTES * 60
      ? 'fewer-than-10'
      : null;
  return {
    id: entry.clientId,
    startedAt: body.startedAt,
    endedAt: body.endedAt,
    kicks: body.kicks,
    tenthKickAt: body.tenthKickAt ?? null,
    secondsToTen,
    lessThanUsual: body.lessThanUsual ?? false,
    concern,
    createdAt: entry.createdAt,
  };
}

/** '45 s', '12 min 5 s', '1 h 3 min': how long movement 10 took, in the language on screen. */
export function formatDuration(t: TFunction<'kicks'>, totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (hours > 0) return t('duration.hm', { h: formatNumber(hours), m: formatNumber(minutes) });
  if (minutes > 0) return t('duration.ms', { m: formatNumber(minutes), s: formatNumber(s % 60) });
  return t('duration.s', { s: formatNumber(s) });
}
