import { currentWeek, daysUntilDue, PREGNANCY_WEEKS } from '@bloom/pregnancy';

const WEEK_DAYS = 7;

/**
 * How many days into the current week she is (0-6), by the same rule as `currentWeek` of
 * @bloom/pregnancy: week w begins the day the due date is (40 − w) weeks away, so 'Week 20 ·
 * day 3' is 20 weeks and 3 days. The day changes at her midnight, with the week.
 * @param dueDate - the profile's due date
 * @param week - the current week from `currentWeek`
 * @param now - the current instant
 * @param timeZone - the profile's IANA time zone
 * @returns 0-6, or null without a due date or when the week was clamped (before week 1, after 42)
 */
export function dayOfWeek(
  dueDate: string | null | undefined,
  week: number,
  now: Date,
  timeZone: string,
): number | null {
  const days = daysUntilDue(dueDate, now, timeZone);
  if (days === null) return null;
  if (PREGNANCY_WEEKS - Math.ceil(days / WEEK_DAYS) !== week) return null;
  return (((-days % WEEK_DAYS) + WEEK_DAYS) % WEEK_DAYS) | 0;
}

/** What the greeting hero shows of her week at an instant: the week, the day in it and the days to go. */
export function weekFiguresAt(
  user: { isPregnant: boolean; dueDate: string | null; timeZone: string },
  now: Date,
): { week: number | null; day: number | null; daysToGo: number | null } {
  const week = currentWeek(user, now, user.timeZone);
  if (week === null) return { week, day: null, daysToGo: null };
  return {
    week,
    day: dayOfWeek(user.dueDate, week, now, user.timeZone),
    daysToGo: daysUntilDue(user.dueDate, now, user.timeZone),
  };
}
