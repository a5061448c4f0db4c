import { dueDayNumber, todayIn } from './calendar-day.ts';
import { MAX_WEEK_INPUT, MIN_WEEK_INPUT, PREGNANCY_WEEKS } from './weeks.ts';

const WEEK_DAYS = 7;

/** What the current week is derived from: the profile's pregnancy flag and stored due date. */
export interface WeekSource {
  readonly isPregnant: boolean;
  /** 'YYYY-MM-DD' as the profile stores it; a Date or ISO timestamp is read as its UTC date. */
  readonly dueDate: Date | string | null | undefined;
}

/**
 * Whole calendar days from today (in the user's time zone) until the due date: 0 on the due
 * date itself, negative once it has passed. Days are counted between calendar dates, so the
 * count changes at the user's local midnight and never jumps by an hour's worth across a
 * daylight-saving change.
 * @param dueDate - the stored due date
 * @param now - the current instant
 * @param timeZone - the user's IANA time zone (an unknown zone counts as UTC)
 * @returns days left, or null when the due date is missing or unreadable or `now` is invalid
 */
export function daysUntilDue(dueDate: Date | string | null | undefined, now: Date, timeZone: string): number | null {
  const due = dueDayNumber(dueDate);
  const today = todayIn(now, timeZone);
  return due === null || today === null ? null : due - today;
}

/**
 * The one definition of "the current pregnancy week" (server profile, admin list, week-info,
 * partner data and the web all use it): 40 − ceil(days until due / 7), clamped to 1..42, where
 * days are counted from today's calendar date in the user's time zone. It inverts
 * {@link dueDateIso}: a due date set at week w today reads week w until her next 7th midnight.
 * A due date more than 39 weeks away reads week 1 (there is no week 0); one more than two
 * weeks past reads 42, the last week the inputs accept.
 * @param source - isPregnant and dueDate from the profile
 * @param now - the current instant
 * @param timeZone - the user's IANA time zone (an unknown zone counts as UTC)
 * @returns the week 1..42, or null when not pregnant or the due date is unknown
 */
export function currentWeek(source: WeekSource, now: Date, timeZone: string): number | null {
  if (!source.isPregnant) return null;
  const days = daysUntilDue(source.dueDate, now, timeZone);
  if (days === null) return null;
  const week = PREGNANCY_WEEKS - Math.ceil(days / WEEK_DAYS);
  return Math.min(MAX_WEEK_INPUT, Math.max(MIN_WEEK_INPUT, week));
}
