import { isValidIsoDate, toIsoDate } from './iso-date.ts';

/*
 * Private helpers (not exported from the package): a calendar date is counted as a whole day
 * number, so "days between two dates" is a subtraction that no daylight-saving change can
 * shift by an hour. "Today" is the calendar date in the user's IANA time zone.
 */

const DAY_MS = 86_400_000;
const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Days since 1970-01-01 of a calendar date.
 * @param isoDate - a valid 'YYYY-MM-DD' date
 */
export function dayNumberOf(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

/** The 'YYYY-MM-DD' date of a day number. */
export function isoDateOf(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Today's calendar date in a time zone. An unknown zone counts as UTC rather than failing:
 * zones are validated where they enter the system, and a read must never break on one.
 * @param now - the current instant
 * @param timeZone - IANA zone such as 'America/Los_Angeles'
 * @returns the day number of today there, or null for an invalid `now`
 */
export function todayIn(now: Date, timeZone: string): number | null {
  if (Number.isNaN(now.getTime())) return null;
  let today: string;
  try {
    today = toIsoDate(now, timeZone);
  } catch {
    today = toIsoDate(now, 'UTC');
  }
  return dayNumberOf(today);
}

/**
 * The day number of a due date. A bare 'YYYY-MM-DD' (how the server stores and sends it) is that
 * calendar day; a Date or an ISO timestamp is read as its UTC date, which is how a date column
 * arrives as a Date (midnight UTC). An impossible date ('2026-02-30') is rejected instead of
 * being rolled into March.
 * @returns the day number, or null when missing or unreadable
 */
export function dueDayNumber(dueDate: Date | string | null | undefined): number | null {
  if (dueDate == null) return null;
  if (typeof dueDate === 'string' && DATE_ONLY_PATTERN.test(dueDate)) {
    return isValidIsoDate(dueDate) ? dayNumberOf(dueDate) : null;
  }
  const instant = dueDate instanceof Date ? dueDate : new Date(dueDate);
  const time = instant.getTime();
  return Number.isNaN(time) ? null : Math.floor(time / DAY_MS);
}
