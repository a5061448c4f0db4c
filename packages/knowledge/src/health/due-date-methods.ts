import {
  DAYS_FROM_CONCEPTION,
  DAYS_FROM_IVF3_TRANSFER,
  DAYS_FROM_IVF5_TRANSFER,
  DAYS_FROM_LMP,
  MAX_CYCLE_DAYS,
  MAX_GESTATION_WEEKS,
  MIN_CYCLE_DAYS,
  STANDARD_CYCLE_DAYS,
} from '@bloom/pregnancy';
import type { SourceRef } from '../types.ts';

/**
 * The due-date calculator's numbers (issue 34, "Due date") and where they come from. The
 * arithmetic lives once, in @bloom/pregnancy's `estimateDueDate`; this record names its source.
 * ACOG Committee Opinion 700 (May 2017, reaffirmed): the due date is 280 days after the first
 * day of the last menstrual period; for pregnancies from assisted reproduction it is set from the
 * embryo's age at transfer (266 days from conception, so 263 days from a day-3 transfer and 261
 * from a day-5 one); an ultrasound in the first trimester is the most accurate way to confirm it.
 * The cycle adjustment (a cycle other than 28 days moves ovulation, and the date, by the
 * difference) is the usual form of Naegele's rule; the 20-45 day bounds and the 44-week limit
 * are BLOOM's guards against typing mistakes, not clinical thresholds.
 */
export const dueDateMethods = {
  daysFromLmp: DAYS_FROM_LMP,
  daysFromConception: DAYS_FROM_CONCEPTION,
  daysFromIvf3Transfer: DAYS_FROM_IVF3_TRANSFER,
  daysFromIvf5Transfer: DAYS_FROM_IVF5_TRANSFER,
  standardCycleDays: STANDARD_CYCLE_DAYS,
  cycleDays: { min: MIN_CYCLE_DAYS, max: MAX_CYCLE_DAYS },
  maxGestationWeeks: MAX_GESTATION_WEEKS,
  note: 'This is an estimate. Your provider may set your due date from an early ultrasound, which is the most accurate way to date a pregnancy.',
  source: {
    organization: 'American College of Obstetricians and Gynecologists (ACOG)',
    title: 'Methods for Estimating the Due Date (Committee Opinion 700)',
    url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2017/05/methods-for-estimating-the-due-date',
    reviewed: '2026-11-25',
  } satisfies SourceRef,
} as const;

export type DueDateMethods = typeof dueDateMethods;
