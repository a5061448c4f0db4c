import type { UserProfile } from '@bloom/contract';
import { MAX_WEEK_INPUT, MIN_WEEK_INPUT, weeksFromDueDate } from '@bloom/pregnancy';

export type WeekSource = Pick<UserProfile, 'isPregnant' | 'pregnancyWeeks' | 'dueDate'>;

/**
 * The week the dashboard shows. The due date wins because it moves with the calendar: the
 * weeks typed at signup go stale, the due date does not. Without one the stored weeks are used.
 * Signup stores 0 when the weeks field is left empty, so anything below week 1 is unknown.
 * @param user - the profile fields that say where the pregnancy is
 * @param now - the current instant
 * @returns the current week (1..42), or null when not pregnant or the week is unknown
 */
export function currentWeek(user: WeekSource, now: Date): number | null {
  if (!user.isPregnant) return null;
  const fromDueDate = weeksFromDueDate(user.dueDate, now);
  if (fromDueDate !== null) return fromDueDate;
  const weeks = user.pregnancyWeeks;
  if (weeks == null || !Number.isFinite(weeks) || weeks < MIN_WEEK_INPUT) return null;
  return Math.min(MAX_WEEK_INPUT, Math.floor(weeks));
}
