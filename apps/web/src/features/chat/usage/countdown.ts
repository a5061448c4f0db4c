import { i18n } from '@/lib/i18n/index.ts';

// Spec §4/§9: the session countdown is green above 300 s, orange above 60 s, red otherwise.
export const COUNTDOWN_GREEN_ABOVE_S = 300;
export const COUNTDOWN_ORANGE_ABOVE_S = 60;

export type CountdownTone = 'green' | 'orange' | 'red';

export function countdownTone(seconds: number): CountdownTone {
  if (seconds > COUNTDOWN_GREEN_ABOVE_S) return 'green';
  if (seconds > COUNTDOWN_ORANGE_ABOVE_S) return 'orange';
  return 'red';
}

/** '14:59' — minutes (at least two digits) and seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Whole hours until `resetTime`, rounded up ('Resets in 3 hours' at 2 h 1 min); null once past. */
export function hoursUntil(resetTime: string | null, now: number): number | null {
  if (!resetTime) return null;
  const ms = Date.parse(resetTime) - now;
  if (Number.isNaN(ms) || ms <= 0) return null;
  return Math.ceil(ms / 3_600_000);
}

/** 'Resets in 3 hours', in the language on screen. */
export const resetText = (hours: number) => i18n.t('usage.resets', { ns: 'chat', count: hours });
