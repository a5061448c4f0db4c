import type { UsageStatus } from '@bloom/contract';
import { knownTimeZone, localDay, nextLocalMidnight } from '../../platform/local-day.ts';

/**
 * The text-chat allowance rules (spec §4, §9): one session a day for everyone but
 * administrators, CHAT_SESSION_MINUTES long, starting with her first message of the day. The
 * day is her calendar day in users.time_zone and resets at her local midnight. Once the day's
 * session is used, each bonus token starts one more session. Pure functions: the service
 * applies them to the row it read (usage status) or locked (starting a session).
 */

/** Her chat_allowances row, or null before her first session ever. */
export interface AllowanceRow {
  /** Her local day that `sessionsUsed` counts ('YYYY-MM-DD'). */
  day: string;
  sessionsUsed: number;
  sessionStartedAt: Date | null;
  sessionEndsAt: Date | null;
}

export interface AllowanceFacts {
  isAdmin: boolean;
  timeZone: string | null;
  bonusTokens: number;
  allowance: AllowanceRow | null;
}

/** True while a session she started is running. */
export function sessionActive(row: AllowanceRow | null, now: Date): boolean {
  return row?.sessionEndsAt != null && row.sessionEndsAt.getTime() > now.getTime();
}

/** Sessions she started on her current local day (a row of an earlier day counts none). */
export function sessionsUsedToday(row: AllowanceRow | null, today: string): number {
  return row && row.day === today ? row.sessionsUsed : 0;
}

/** What her next message does to the allowance. */
export type SessionDecision =
  /** A session is running: the message is part of it. */
  | { kind: 'in-session' }
  /** The day's own session is free: the message starts it. */
  | { kind: 'start-daily' }
  /** The day's session is used: the message starts a new one if a bonus token is left. */
  | { kind: 'start-with-token' };

export function decideSession(row: AllowanceRow | null, today: string, now: Date): SessionDecision {
  if (sessionActive(row, now)) return { kind: 'in-session' };
  return sessionsUsedToday(row, today) === 0 ? { kind: 'start-daily' } : { kind: 'start-with-token' };
}

/**
 * Spec §3 Usage status. `used`: today's own session has been started (it may still be running:
 * `sessionActive` says so, with `sessionTimeRemaining` in whole seconds, rounded up so 0 is shown
 * only when it is over). `resetTime`: her next local midnight, when `used` turns false again.
 * Administrators have no limit: never used, no session, no reset.
 */
export function usageStatus(facts: AllowanceFacts, now: Date): UsageStatus {
  const tokens = { available: Math.max(0, facts.bonusTokens) };
  if (facts.isAdmin) {
    return { textChat: { used: false, sessionActive: false, sessionTimeRemaining: 0, resetTime: null }, tokens };
  }
  const timeZone = knownTimeZone(facts.timeZone);
  const row = facts.allowance;
  const active = sessionActive(row, now);
  return {
    textChat: {
      used: sessionsUsedToday(row, localDay(now, timeZone)) > 0,
      sessionActive: active,
      sessionTimeRemaining: active ? Math.ceil((row!.sessionEndsAt!.getTime() - now.getTime()) / 1000) : 0,
      resetTime: nextLocalMidnight(now, timeZone).toISOString(),
    },
    tokens,
  };
}
