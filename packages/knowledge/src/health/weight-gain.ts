import type { SourceRef } from '../types.ts';
import { S } from './sources.ts';

/** One sentence the weight-gain page shows, with the page it comes from. */
export interface WeightGainText {
  text: string;
  source: SourceRef;
}

/** A range of kilograms, lowest and highest. */
export interface KgRange {
  min: number;
  max: number;
}

/**
 * Weight gain in pregnancy (issue 34, "Weight gain against the recommended range"): the Institute
 * of Medicine's 2009 guidelines, which ACOG adopted (Committee Opinion 548) and CDC publishes.
 *
 * - Bands by pre-pregnancy BMI (kg/m², CDC adult categories): underweight below 18.5, normal
 *   18.5 to 24.9, overweight 25.0 to 29.9, obese 30 and above. BMI is rounded to one decimal
 *   before it is banded, so 24.95 reads 25.0, overweight.
 * - Singleton totals (IOM 2009 table S-1, in kg as the IOM prints them; the project's health facts
 *   give the same in lb: 28-40, 25-35, 15-25, 11-20): underweight 12.5-18, normal 11.5-16,
 *   overweight 7-11.5, obese 5-9.
 * - 2nd- and 3rd-trimester rates (kg/week, IOM's range around the mean; about 1, 1, 0.6 and
 *   0.5 lb/week): underweight 0.44-0.58, normal 0.35-0.50, overweight 0.23-0.33, obese 0.17-0.27.
 *   The IOM assumed 0.5-2 kg over the first trimester.
 * - Twins (IOM 2009, provisional): normal 17-25 kg, overweight 14-23, obese 11-19; for
 *   underweight there was not enough information to recommend a range. No weekly rates.
 * - The range for a week (the chart's band): the first-trimester gain grows evenly from nothing at
 *   week 0 to 0.5-2 kg at the end of week 13, then evenly to the total range at week 40 — the way
 *   CDC's weight-gain tracker draws it. Its slope after week 13 is the IOM's weekly range (for
 *   normal BMI (11.5-0.5)/27 = 0.41 to (16-2)/27 = 0.52 kg a week).
 */
export const weightGain = {
  /** BMI band edges (kg/m²): below `underweightBelow` underweight, from `obeseFrom` obese. */
  bmi: { underweightBelow: 18.5, overweightFrom: 25, obeseFrom: 30 },
  /** Gain over the first trimester (IOM's assumption), reached at the end of week 13. */
  firstTrimester: { min: 0.5, max: 2, endWeek: 13 },
  /** The week the total ranges are reached (term). */
  termWeek: 40,
  singleton: {
    underweight: { total: { min: 12.5, max: 18 }, weekly: { min: 0.44, max: 0.58 } },
    normal: { total: { min: 11.5, max: 16 }, weekly: { min: 0.35, max: 0.5 } },
    overweight: { total: { min: 7, max: 11.5 }, weekly: { min: 0.23, max: 0.33 } },
    obese: { total: { min: 5, max: 9 }, weekly: { min: 0.17, max: 0.27 } },
  },
  /** Provisional; null: not enough information to recommend a range. */
  twins: {
    underweight: null,
    normal: { min: 17, max: 25 },
    overweight: { min: 14, max: 23 },
    obese: { min: 11, max: 19 },
  },
  about: {
    text: 'How much weight to gain depends on your weight before pregnancy. The ranges come from the Institute of Medicine (2009), which ACOG and CDC follow. Your provider may suggest a different goal for you.',
    source: S.acogWeightGain,
  },
  bmiText: {
    text: 'Body mass index (BMI) is your weight in kilograms divided by your height in metres squared. Below 18.5 is underweight, 18.5 to 24.9 normal, 25.0 to 29.9 overweight, and 30 or more obese.',
    source: S.cdcBmi,
  },
  weekly: {
    text: 'Most of the gain comes in the second and third trimesters. In the first trimester, a gain of about 0.5 to 2 kg (1 to 4.4 lb) is expected.',
    source: S.iomWeightGain,
  },
  twinsText: {
    text: 'For twins, the Institute of Medicine gives provisional total ranges, and no weekly ranges. Your provider will guide you week by week.',
    source: S.iomWeightGain,
  },
  twinsUnderweight: {
    text: 'For twins with a pre-pregnancy BMI under 18.5, there was not enough information for the Institute of Medicine to recommend a range. Ask your provider what gain is right for you.',
    source: S.iomWeightGain,
  },
  chart: {
    text: 'The shaded band is the range for each week: it grows slowly over the first trimester, then steadily to the total range at 40 weeks, as on CDC’s weight-gain tracker.',
    source: S.cdcWeightGain,
  },
  talk: {
    text: 'Weigh yourself about once a week, at the same time of day. Gaining much more or less than the range can affect you and your baby; talk with your provider about the goal that is right for you.',
    source: S.cdcWeightGain,
  },
} as const;

export type WeightGain = typeof weightGain;
