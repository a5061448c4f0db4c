import { describe, expect, it } from 'vitest';
import {
  BABY_MEASUREMENTS_SOURCE,
  babyMeasurements,
  CROWN_HEEL_FROM_WEEK,
  FIRST_MEASURED_WEEK,
  formatBabyLength,
  formatBabyWeight,
} from './baby-measurements.ts';

describe('babyMeasurements', () => {
  it.each([
    [8, 1.6, 1, 'crown-rump'],
    [12, 5.4, 14, 'crown-rump'],
    [19, 15.3, 240, 'crown-rump'],
    [20, 25.6, 300, 'crown-heel'],
    [28, 37.6, 1005, 'crown-heel'],
    [40, 51.2, 3462, 'crown-heel'],
  ] as const)('week %i is typically %f cm and %i g, measured %s', (week, lengthCm, weightG, measure) => {
    expect(babyMeasurements(week)).toEqual({ week, lengthCm, weightG, measure });
  });

  it('has a row for every week from 8 to 40, each longer and heavier than the week before', () => {
    let previous = babyMeasurements(FIRST_MEASURED_WEEK)!;
    for (let week = FIRST_MEASURED_WEEK + 1; week <= 40; week += 1) {
      const row = babyMeasurements(week)!;
      expect.soft(row.week, `week ${week}`).toBe(week);
      expect.soft(row.lengthCm, `length at week ${week}`).toBeGreaterThan(previous.lengthCm);
      expect.soft(row.weightG, `weight at week ${week}`).toBeGreaterThan(previous.weightG);
      expect.soft(row.measure).toBe(week >= CROWN_HEEL_FROM_WEEK ? 'crown-heel' : 'crown-rump');
      previous = row;
    }
  });

  it('gives nothing before week 8, when the embryo is a few millimetres long, or without a week', () => {
    for (const week of [null, undefined, Number.NaN, -1, 0, 1, 4, 7, 7.9]) {
      expect.soft(babyMeasurements(week), `week ${week}`).toBeNull();
    }
  });

  it('reads weeks 41 and 42 from the week-40 row, and a fraction as the week it is in', () => {
    expect(babyMeasurements(41)?.week).toBe(40);
    expect(babyMeasurements(42)?.week).toBe(40);
    expect(babyMeasurements(20.9)?.week).toBe(20);
  });

  it('names its source with the organisation, the page and the date it was checked', () => {
    expect(BABY_MEASUREMENTS_SOURCE.organisation).not.toBe('');
    expect(BABY_MEASUREMENTS_SOURCE.url).toMatch(/^https:\/\//);
    expect(BABY_MEASUREMENTS_SOURCE.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('formatBabyLength', () => {
  it.each([
    [1.6, '0.6 in (1.6 cm)'],
    [25.6, '10.1 in (25.6 cm)'],
    [30, '11.8 in (30 cm)'],
    [51.2, '20.2 in (51.2 cm)'],
  ])('%f cm → %s', (cm, text) => {
    expect(formatBabyLength(cm)).toBe(text);
  });
});

describe('formatBabyWeight', () => {
  it.each([
    [1, 'under 0.1 oz (1 g)'],
    [14, '0.5 oz (14 g)'],
    [300, '10.6 oz (300 g)'],
    [430, '15.2 oz (430 g)'],
    [501, '1.1 lb (0.5 kg)'],
    [1005, '2.2 lb (1 kg)'],
    [3462, '7.6 lb (3.5 kg)'],
  ])('%i g → %s', (grams, text) => {
    expect(formatBabyWeight(grams)).toBe(text);
  });
});
