import { dayNumberOf, isoDateOf, todayIn } from './calendar-day.ts';
import { isValidIsoDate } from './iso-date.ts';

/*
 * The due-date calculator (issue 34, "Due date"). Every number is ACOG's, Committee Opinion 700
 * "Methods for Estimating the Due Date" (the knowledge base's `dueDateMethods` cites it):
 * https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2017/05/methods-for-estimating-the-due-date
 */

/** How she knows her dates: last period, conception, an IVF transfer (day-3 or day-5 embryo), or her provider's date. */
export const DUE_DATE_METHODS = ['lmp', 'conception', 'ivf3', 'ivf5', 'known'] as const;
export type DueDateMethod = (typeof DUE_DATE_METHODS)[number];

/** Naegele's rule: 280 days (40 weeks) from the first day of the last period, for a 28-day cycle. */
export const DAYS_FROM_LMP = 280;
/** Conception is counted as day 14 of a 28-day cycle: 280 − 14. */
export const DAYS_FROM_CONCEPTION = 266;
/** IVF: 266 days from conception less the embryo's age at transfer (3 or 5 days). */
export const DAYS_FROM_IVF3_TRANSFER = 263;
export const DAYS_FROM_IVF5_TRANSFER = 261;
/** The cycle Naegele's rule assumes; another length moves the due date by the difference. */
export const STANDARD_CYCLE_DAYS = 28;
/** The cycle lengths the calculator accepts, in days (shorter or longer ones need an ultrasound date). */
export const MIN_CYCLE_DAYS = 20;
export const MAX_CYCLE_DAYS = 45;
/** The longest pregnancy the calculator accepts: a date further back is a typing mistake. */
export const MAX_GESTATION_WEEKS = 44;

const WEEK_DAYS = 7;
const MAX_GESTATION_DAYS = MAX_GESTATION_WEEKS * WEEK_DAYS;

/** Days from each method's date to the due date (the LMP's before the cycle adjustment). */
const DAYS_TO_DUE: Record<Exclude<DueDateMethod, 'known'>, number> = {
  lmp: DAYS_FROM_LMP,
  conception: DAYS_FROM_CONCEPTION,
  ivf3: DAYS_FROM_IVF3_TRANSFER,
  ivf5: DAYS_FROM_IVF5_TRANSFER,
};

export interface DueDateInput {
  readonly method: DueDateMethod;
  /** 'YYYY-MM-DD': the period's first day, conception, transfer day, or the due date itself ('known'). */
  readonly date: string;
  /** Her usual cycle in days ('lmp' only); omitted means 28. */
  readonly cycleLength?: number | null | undefined;
}

export interface DueDateEstimate {
  /** 'YYYY-MM-DD'. */
  readonly dueDate: string;
  /** Her gestational age today in her time zone: completed weeks… */
  readonly weeks: number;
  /** …and days 0-6 into the next. */
  readonly days: number;
}

/**
 * Why an input cannot be a pregnancy today (the contract gives each its message):
 * - `invalid-date`: not a real 'YYYY-MM-DD' date; `cycle-length`: a cycle outside 20-45 days or
 *   given for another method than 'lmp'; `invalid-now`: the clock itself is broken;
 * - `date-in-future`: a period, conception or transfer after today;
 * - `date-too-old`: one more than 44 weeks ago;
 * - `not-started`: a long cycle puts conception after today (period a few days ago, 40-day cycle);
 * - `due-too-far`: a provider's due date more than 40 weeks ahead (the pregnancy would not have begun);
 * - `due-long-past`: a provider's due date so far past that she would be over 44 weeks.
 */
export const DUE_DATE_REFUSALS = [
  'invalid-date',
  'cycle-length',
  'invalid-now',
  'date-in-future',
  'date-too-old',
  'not-started',
  'due-too-far',
  'due-long-past',
] as const;
export type DueDateRefusal = (typeof DUE_DATE_REFUSALS)[number];

export type DueDateResult =
  ({ readonly ok: true } & DueDateEstimate) | { readonly ok: false; readonly refusal: DueDateRefusal };

const refuse = (refusal: DueDateRefusal): DueDateResult => ({ ok: false, refusal });

/**
 * The estimated due date and her gestational age today, from what she knows (ACOG CO 700):
 * the first day of her last period + 280 days, moved by (cycle length − 28) days; conception + 266;
 * an IVF transfer + 263 (day-3 embryo) or + 261 (day-5); or the due date her provider gave.
 * Days are whole calendar days, so leap days and daylight-saving changes count exactly once, and
 * "today" is the calendar date in her time zone.
 * @param input - method, date and (for 'lmp') cycle length
 * @param now - the current instant
 * @param timeZone - her IANA time zone (an unknown zone counts as UTC)
 * @returns the estimate, or the reason the input cannot be a pregnancy today
 */
export function estimateDueDate(input: DueDateInput, now: Date, timeZone: string): DueDateResult {
  if (!isValidIsoDate(input.date)) return refuse('invalid-date');
  const cycle = input.cycleLength ?? STANDARD_CYCLE_DAYS;
  if (input.cycleLength != null && input.method !== 'lmp') return refuse('cycle-length');
  if (!Number.isInteger(cycle) || cycle < MIN_CYCLE_DAYS || cycle > MAX_CYCLE_DAYS) return refuse('cycle-length');
  const today = todayIn(now, timeZone);
  if (today === null) return refuse('invalid-now');

  const given = dayNumberOf(input.date);
  let due: number;
  if (input.method === 'known') {
    due = given;
  } else {
    if (given > today) return refuse('date-in-future');
    if (today - given > MAX_GESTATION_DAYS) return refuse('date-too-old');
    const cycleShift = input.method === 'lmp' ? cycle - STANDARD_CYCLE_DAYS : 0;
    due = given + DAYS_TO_DUE[input.method] + cycleShift;
  }
  // Gestational age counts from the (adjusted) period: 280 days before the due date.
  const age = DAYS_FROM_LMP - (due - today);
  if (age < 0) return refuse(input.method === 'known' ? 'due-too-far' : 'not-started');
  if (age > MAX_GESTATION_DAYS) return refuse(input.method === 'known' ? 'due-long-past' : 'date-too-old');
  return { ok: true, dueDate: isoDateOf(due), weeks: Math.floor(age / WEEK_DAYS), days: age % WEEK_DAYS };
}
