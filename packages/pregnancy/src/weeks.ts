/** Length of a full-term pregnancy in weeks; the journey timeline reads 'Week {n} of 40' (spec §9). */
export const PREGNANCY_WEEKS = 40;

/** Smallest week accepted by the signup and profile week inputs (spec §5). */
export const MIN_WEEK_INPUT = 1;

/** Largest week accepted by the signup and profile week inputs; past 40 is allowed because pregnancies run over (spec §5). */
export const MAX_WEEK_INPUT = 42;

/** Trimester number: 1, 2 or 3. */
export type Trimester = 1 | 2 | 3;

/** Inclusive week range of one trimester. */
export interface WeekRange {
  readonly start: number;
  readonly end: number;
}

/** Trimester week ranges from spec §9: 1-12, 13-27, 28-40. */
export const TRIMESTER_RANGES: Readonly<Record<Trimester, WeekRange>> = {
  1: { start: 1, end: 12 },
  2: { start: 13, end: 27 },
  3: { start: 28, end: 40 },
};

/**
 * Which trimester a pregnancy week falls in. Weeks past 40 count as the third
 * trimester (an overdue pregnancy is still in it); weeks below 1, and a missing
 * or NaN week, count as the first, matching the timeline's fallback to week 1.
 * Boundaries are compared as "below the next trimester's start" so a fractional
 * week such as 12.5 still lands in the trimester it started in.
 * @param week - weeks pregnant (may be fractional, out of range, null or undefined)
 * @returns 1, 2 or 3
 */
export function trimesterOf(week: number | null | undefined): Trimester {
  if (week == null || Number.isNaN(week) || week < TRIMESTER_RANGES[2].start) {
    return 1;
  }
  return week < TRIMESTER_RANGES[3].start ? 2 : 3;
}

/**
 * The week shown on the journey timeline: a whole number from 1 to 40.
 * A missing, zero or negative week shows as week 1 (signup sends 0 when the field is
 * left empty); weeks 41 and 42 show as 40 because the timeline ends at 40.
 * Fractions are floored: "12.7 weeks along" is in week 12, as completed weeks are counted.
 * @param week - weeks pregnant from the profile (may be null, undefined or out of range)
 * @returns the timeline week, 1..40
 */
export function clampTimelineWeek(week: number | null | undefined): number {
  if (week == null || Number.isNaN(week)) {
    return 1;
  }
  return Math.min(PREGNANCY_WEEKS, Math.max(1, Math.floor(week)));
}

/**
 * Position of the timeline marker: the current timeline week as a whole
 * percentage of 40 weeks (week 1 → 3, week 20 → 50, week 40 and later → 100).
 * @param week - weeks pregnant from the profile (clamped with {@link clampTimelineWeek})
 * @returns an integer percentage between 0 and 100
 */
export function timelinePercent(week: number | null | undefined): number {
  return Math.round((clampTimelineWeek(week) / PREGNANCY_WEEKS) * 100);
}
