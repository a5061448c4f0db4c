import { daysUntilDue, isValidIsoDate, PREGNANCY_WEEKS } from '@bloom/pregnancy';
import { i18n } from '@/lib/i18n/index.ts';

/**
 * Reads the profile's due date ('YYYY-MM-DD', a calendar day) for display.
 * @param dueDate - the profile's due date
 * @returns midnight UTC of that day (format it in UTC), or null when missing or not a real date
 */
export function parseDueDate(dueDate: string | null | undefined): Date | null {
  return isValidIsoDate(dueDate) ? new Date(`${dueDate}T00:00:00Z`) : null;
}

/**
 * Whole days left until the due date, counted from today in her time zone by the same rule as
 * the current week (`daysUntilDue` of @bloom/pregnancy), so the countdown and the week change
 * at the same midnight. Without a due date it counts to the end of week 40.
 * @param dueDate - the profile's due date
 * @param week - the current week, used only without a due date
 * @param now - the current instant
 * @param timeZone - the profile's IANA time zone
 * @returns days left (negative once the due date has passed), or null when neither is known
 */
export function daysRemaining(
  dueDate: string | null | undefined,
  week: number | null,
  now: Date,
  timeZone: string,
): number | null {
  const days = daysUntilDue(dueDate, now, timeZone);
  if (days !== null) return days;
  return week === null ? null : (PREGNANCY_WEEKS - week) * 7;
}

/**
 * '3 weeks and 2 days to go', '1 week to go', '5 days to go', in the language on screen
 * (catalogue `dashboard:progress`; the parts are the hero's `weeks`/`days` plurals).
 * @param days - days left, above 0
 */
export function formatRemaining(days: number): string {
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  const t = (key: string, count: number, options: Record<string, unknown> = {}) =>
    i18n.t(key as 'progress.title', { ns: 'dashboard', count, ...options });
  if (weeks > 0 && rest > 0) {
    return t('progress.weeksDays', weeks, { weeks: t('hero.weeks', weeks), days: t('hero.days', rest) });
  }
  return weeks > 0 ? t('progress.weeksToGo', weeks) : t('progress.daysToGo', rest);
}
