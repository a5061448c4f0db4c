import type { BmiBand, KgRangeWire, WeightPosition } from '@bloom/contract';
import { weightGain } from '@bloom/knowledge';

/*
 * The weight-gain rules (issue 34), from the knowledge base's `weightGain` (IOM 2009, ACOG, CDC):
 * the BMI and its band, the ranges for her band, and the range for a day of her pregnancy.
 */

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;
/** Days from the first day of the last period to the due date (40 weeks). */
const PREGNANCY_DAYS = 280;

/** `n` rounded to `places` decimals. */
export const roundTo = (n: number, places: number) => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};
const kg = (range: { min: number; max: number }): KgRangeWire => ({
  min: roundTo(range.min, 2),
  max: roundTo(range.max, 2),
});

/** BMI (kg/m²) to one decimal, the precision the band edges are written in. */
export function bmiOf(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return roundTo(weightKg / (metres * metres), 1);
}

/** The band of a BMI already rounded to one decimal: below 18.5, 18.5-24.9, 25.0-29.9, 30 and above. */
export function bandOf(bmi: number): BmiBand {
  const edges = weightGain.bmi;
  if (bmi < edges.underweightBelow) return 'underweight';
  if (bmi < edges.overweightFrom) return 'normal';
  if (bmi < edges.obeseFrom) return 'overweight';
  return 'obese';
}

/** The IOM ranges for a band: total, 2nd/3rd-trimester weekly rate and first trimester (singletons). */
export function rangesFor(band: BmiBand, twins: boolean) {
  if (twins) {
    const total = weightGain.twins[band];
    return { totalKg: total ? kg(total) : null, weeklyKg: null, firstTrimesterKg: null, insufficientData: !total };
  }
  const { total, weekly } = weightGain.singleton[band];
  const { min, max } = weightGain.firstTrimester;
  return { totalKg: kg(total), weeklyKg: kg(weekly), firstTrimesterKg: kg({ min, max }), insufficientData: false };
}

/**
 * The recommended gain by `week` (fractional) of a singleton pregnancy: from nothing at week 0 to
 * the first trimester's 0.5-2 kg at the end of week 13, then evenly to the total range at week 40,
 * and the total range after.
 */
export function rangeAtWeek(band: BmiBand, week: number): KgRangeWire {
  const first = weightGain.firstTrimester;
  const total = weightGain.singleton[band].total;
  if (week <= 0) return { min: 0, max: 0 };
  if (week <= first.endWeek) {
    const share = week / first.endWeek;
    return kg({ min: first.min * share, max: first.max * share });
  }
  const share = (Math.min(week, weightGain.termWeek) - first.endWeek) / (weightGain.termWeek - first.endWeek);
  return kg({
    min: first.min + (total.min - first.min) * share,
    max: first.max + (total.max - first.max) * share,
  });
}

/** The chart's band: the range at each whole week 0-40. */
export const weeklyBand = (band: BmiBand) =>
  Array.from({ length: weightGain.termWeek + 1 }, (_, week) => {
    const range = rangeAtWeek(band, week);
    return { week, minKg: range.min, maxKg: range.max };
  });

/**
 * Days of pregnancy on `date` (both 'YYYY-MM-DD'): 280 minus the days left to the due date. Negative
 * before the pregnancy began.
 */
export const pregnancyDaysOn = (dueDate: string, date: string) =>
  PREGNANCY_DAYS - Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);

/**
 * Her completed week on a day of pregnancy (as the current week is counted: 40 minus the weeks
 * left, rounded up), at most 42; null before the pregnancy began.
 */
export const weekOfDays = (days: number) => (days < 0 ? null : Math.min(42, Math.floor(days / WEEK_DAYS)));

/** The range for a day of pregnancy, in fractional weeks (so a day's weight meets that day's range). */
export const rangeOnDay = (band: BmiBand, days: number) => rangeAtWeek(band, days / WEEK_DAYS);

/** Where a gain lies against a range (both to two decimals, so a gain on the edge is within). */
export function positionOf(gainKg: number, range: KgRangeWire): WeightPosition {
  const gain = roundTo(gainKg, 2);
  if (gain < range.min) return 'below';
  if (gain > range.max) return 'above';
  return 'within';
}
