import { isoDateOf, todayIn } from './calendar-day.ts';
import { MAX_WEEK_INPUT, MIN_WEEK_INPUT, PREGNANCY_WEEKS } from './weeks.ts';

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/**
 * Estimated due date as an instant: `now` plus (40 − weeks) weeks (spec §9), an exact
 * millisecond addition. Weeks past 40 give a date in the past, as the formula says.
 * What the profile stores is the calendar date of {@link dueDateIso}, not this instant.
 * @param weeks - weeks pregnant; null, undefined or a non-number gives null
 * @param now - the current instant
 * @returns the due date, or null when weeks is missing
 */
export function dueDateFromWeeks(weeks: number, now: Date): Date;
export function dueDateFromWeeks(weeks: number | null | undefined, now: Date): Date | null;
export function dueDateFromWeeks(weeks: number | null | undefined, now: Date): Date | null {
  if (weeks == null || !Number.isFinite(weeks)) {
    return null;
  }
  return new Date(now.getTime() + (PREGNANCY_WEEKS - weeks) * WEEK_DAYS * DAY_MS);
}

/**
 * The due date stored on the profile, as 'YYYY-MM-DD': today's calendar date in the user's
 * time zone plus (40 − weeks) × 7 days (spec §9). Counting from *her* today is what makes
 * {@link currentWeek} read back exactly `weeks` today, even late in the evening west of UTC.
 * Weeks must be a whole number from 1 to 42 (the inputs' range); 0, which the signup form
 * sends for "left empty", means unknown and gives no due date.
 * @param weeks - weeks pregnant
 * @param now - the current instant
 * @param timeZone - the user's IANA time zone (an unknown zone counts as UTC)
 * @returns the due date, or null when the weeks are unknown or out of range or `now` is invalid
 */
export function dueDateIso(weeks: number | null | undefined, now: Date, timeZone: string): string | null {
  if (weeks == null || !Number.isInteger(weeks) || weeks < MIN_WEEK_INPUT || weeks > MAX_WEEK_INPUT) {
    return null;
  }
  const today = todayIn(now, timeZone);
  return today === null ? null : isoDateOf(today + (PREGNANCY_WEEKS - weeks) * WEEK_DAYS);
}

/** Earliest and latest due dates, as 'YYYY-MM-DD', that read as a week from 1 to 42 today. */
export interface DueDateRange {
  readonly earliest: string;
  readonly latest: string;
}

/**
 * The due dates a person can set today: those whose {@link currentWeek} is a real week 1..42
 * rather than a clamped one, i.e. from 20 days ago (the last day of week 42) to 273 days ahead
 * (the first day of week 1), counted from today in her time zone.
 * @param now - the current instant
 * @param timeZone - the user's IANA time zone (an unknown zone counts as UTC)
 * @returns the inclusive range, or null for an invalid `now`
 */
export function dueDateRange(now: Date, timeZone: string): DueDateRange | null {
  const today = todayIn(now, timeZone);
  if (today === null) return null;
  const daysPastDue = (MAX_WEEK_INPUT - PREGNANCY_WEEKS + 1) * WEEK_DAYS - 1;
  const daysAhead = (PREGNANCY_WEEKS - MIN_WEEK_INPUT) * WEEK_DAYS;
  return { earliest: isoDateOf(today - daysPastDue), latest: isoDateOf(today + daysAhead) };
}
