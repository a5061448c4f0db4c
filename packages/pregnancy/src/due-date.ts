import { isValidIsoDate, toIsoDate } from './iso-date.ts';
import { MAX_WEEK_INPUT, MIN_WEEK_INPUT, PREGNANCY_WEEKS } from './weeks.ts';

/*
 * Time-zone choice: all arithmetic here is done in UTC. A UTC day is always
 * exactly 86,400,000 ms (UTC has no daylight-saving shifts), so "add N weeks" is
 * an exact millisecond addition and never lands an hour off across a DST change,
 * and the same inputs give the same answer on the server and in every browser.
 * The cost: a due date is the UTC calendar date, which for a user late in the
 * evening west of Greenwich can be one day after her local date.
 */

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;
const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Estimated due date: `now` plus (40 − weeks) weeks (spec §9), keeping the UTC
 * time of day of `now`. Weeks past 40 give a date in the past, as the formula says.
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
 * Estimated due date as a 'YYYY-MM-DD' string in UTC, the form stored on the profile.
 * @param weeks - weeks pregnant; null, undefined or a non-number gives null
 * @param now - the current instant
 * @returns the UTC calendar date of {@link dueDateFromWeeks}, or null when weeks is missing or `now` is invalid
 */
export function dueDateIso(weeks: number | null | undefined, now: Date): string | null {
  const due = dueDateFromWeeks(weeks, now);
  if (due === null || Number.isNaN(due.getTime())) {
    return null;
  }
  return toIsoDate(due, 'UTC');
}

/** Days since 1970-01-01 of the UTC calendar date of an instant. */
function utcDayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

function parseDueDate(dueDate: Date | string): Date | null {
  if (dueDate instanceof Date) {
    return Number.isNaN(dueDate.getTime()) ? null : dueDate;
  }
  // A bare 'YYYY-MM-DD' is read as that UTC day, matching how dueDateIso wrote it.
  // An impossible one ('2026-02-30') is rejected rather than left to Date, which rolls it into March.
  if (DATE_ONLY_PATTERN.test(dueDate)) {
    return isValidIsoDate(dueDate) ? new Date(`${dueDate}T00:00:00Z`) : null;
  }
  const parsed = new Date(dueDate);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * Current pregnancy week derived from a due date, so a profile's week advances
 * as time passes instead of staying at the number typed at signup:
 * 40 − ceil(remaining UTC days / 7), clamped to 1..42. Counting whole UTC days
 * (not milliseconds) makes the week change at UTC midnight exactly every 7 days,
 * and it inverts {@link dueDateIso}: `weeksFromDueDate(dueDateIso(w, now), now) === w` for whole weeks 1..42.
 * @param dueDate - a Date, a 'YYYY-MM-DD' string (read as UTC) or an ISO timestamp string
 * @param now - the current instant
 * @returns the current week 1..42, or null when the due date is missing or unparseable
 */
export function weeksFromDueDate(dueDate: Date | string | null | undefined, now: Date): number | null {
  if (dueDate == null || Number.isNaN(now.getTime())) {
    return null;
  }
  const due = parseDueDate(dueDate);
  if (due === null) {
    return null;
  }
  const remainingDays = utcDayNumber(due) - utcDayNumber(now);
  const week = PREGNANCY_WEEKS - Math.ceil(remainingDays / WEEK_DAYS);
  return Math.min(MAX_WEEK_INPUT, Math.max(MIN_WEEK_INPUT, week));
}
