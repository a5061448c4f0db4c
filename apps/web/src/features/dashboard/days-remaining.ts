import { daysUntilDue, isValidIsoDate, PREGNANCY_WEEKS } from '@bloom/pregnancy';

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
 * '3 weeks and 2 days to go', '1 week to go', '5 days to go'.
 * @param days - days left, above 0
 */
export function formatRemaining(days: number): string {
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  const parts = [
    weeks > 0 ? `${weeks} ${weeks === 1 ? 'week' : 'weeks'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'day' : 'days'}` : '',
  ].filter(Boolean);
  return `${parts.join(' and ')} to go`;
}
