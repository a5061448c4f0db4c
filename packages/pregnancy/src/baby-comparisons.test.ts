import { describe, expect, it } from 'vitest';
import {
  BABY_COMPARISONS,
  babyComparison,
  COMPARED_BY_WEIGHT_FROM_WEEK,
  FIRST_COMPARED_WEEK,
  LAST_COMPARED_WEEK,
} from './baby-comparisons.ts';
import { babyMeasurements, FIRST_MEASURED_WEEK } from './baby-measurements.ts';

// How far the thing may be from the chart's number it is compared with (40 %).
const TOLERANCE = 0.4;
const within = (thing: number, baby: number) => Math.abs(thing / baby - 1) <= TOLERANCE;

const weeks = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the baby-size comparison of each week', () => {
  it('has one comparison for every week from 4 to 40, in order', () => {
    expect(BABY_COMPARISONS.map((row) => row.week)).toEqual(weeks(FIRST_COMPARED_WEEK, LAST_COMPARED_WEEK));
    for (const row of BABY_COMPARISONS) expect(row.thing).toMatch(/^[a-z][a-z ]+$/);
  });

  it('is smaller than the first charted length before the chart starts, and grows week by week', () => {
    const first = babyMeasurements(FIRST_MEASURED_WEEK)!.lengthCm;
    const early = weeks(FIRST_COMPARED_WEEK, FIRST_MEASURED_WEEK - 1).map((w) => babyComparison(w)!);
    for (const row of early) expect.soft(row.thingLengthCm, `week ${row.week}`).toBeLessThan(first);
    expect(early.map((row) => row.thingLengthCm)).toEqual(early.map((row) => row.thingLengthCm).sort((a, b) => a - b));
  });

  it('agrees with the length shown while the baby is measured head to bottom, and never shrinks', () => {
    let previous = 0;
    for (const week of weeks(FIRST_MEASURED_WEEK, COMPARED_BY_WEIGHT_FROM_WEEK - 1)) {
      const { thing, thingLengthCm } = babyComparison(week)!;
      const { lengthCm } = babyMeasurements(week)!;
      expect
        .soft(within(thingLengthCm, lengthCm), `week ${week}: ${thing} ${thingLengthCm} cm, baby ${lengthCm} cm`)
        .toBe(true);
      expect.soft(thingLengthCm, `week ${week} shorter than the week before`).toBeGreaterThanOrEqual(previous);
      previous = thingLengthCm;
    }
  });

  it('agrees with the weight shown from week 20, gets heavier week by week, and is never longer than the baby', () => {
    let previous = 0;
    for (const week of weeks(COMPARED_BY_WEIGHT_FROM_WEEK, LAST_COMPARED_WEEK)) {
      const { thing, thingLengthCm, thingWeightG } = babyComparison(week)!;
      const { lengthCm, weightG } = babyMeasurements(week)!;
      expect
        .soft(within(thingWeightG, weightG), `week ${week}: ${thing} ${thingWeightG} g, baby ${weightG} g`)
        .toBe(true);
      expect.soft(thingWeightG, `week ${week} lighter than the week before`).toBeGreaterThanOrEqual(previous);
      expect.soft(thingLengthCm, `week ${week}: ${thing} longer than the baby`).toBeLessThanOrEqual(lengthCm);
      previous = thingWeightG;
    }
  });

  it('never reads the same thing for ten weeks running (issue 33)', () => {
    for (let i = 0; i + 1 < BABY_COMPARISONS.length; i++) {
      expect.soft(BABY_COMPARISONS[i]!.thing, `weeks ${i + 4}-${i + 5}`).not.toBe(BABY_COMPARISONS[i + 1]!.thing);
    }
  });

  it('uses week 4’s for weeks 2-3, week 40’s after 40, and nothing before week 2', () => {
    expect(babyComparison(2)).toBe(babyComparison(4));
    expect(babyComparison(3.5)).toBe(babyComparison(4));
    expect(babyComparison(42)).toBe(babyComparison(40));
    expect(babyComparison(22.9)!.week).toBe(22);
    for (const week of [null, undefined, Number.NaN, 0, 1]) expect(babyComparison(week)).toBeNull();
  });
});
