import { isValidIsoDate, PREGNANCY_WEEKS } from '@bloom/pregnancy';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of the UTC calendar date, the same day count weeksFromDueDate uses. */
const utcDay = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/**
 * Reads the profile's due date. A bare 'YYYY-MM-DD' is that UTC day, as the server writes it,
 * so the countdown and the week shown beside it change at the same moment.
 * @param dueDate - the profile's due date
 * @returns the instant, or null when missing or unparseable
 */
export function parseDueDate(dueDate: string | null | undefined): Date | null {
  if (dueDate == null) return null;
  if (DATE_ONLY.test(dueDate)) return isValidIsoDate(dueDate) ? new Date(`${dueDate}T00:00:00Z`) : null;
  const parsed = new Date(dueDate);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * Whole days left until the due date, or until the end of week 40 when there is no due date.
 * @param dueDate - the profile's due date
 * @param week - the current week, used only without a due date
 * @param now - the current instant
 * @returns days left (negative once the due date has passed), or null when neither is known
 */
export function daysRemaining(dueDate: string | null | undefined, week: number | null, now: Date): number | null {
  const due = parseDueDate(dueDate);
  if (due !== null) return utcDay(due) - utcDay(now);
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
