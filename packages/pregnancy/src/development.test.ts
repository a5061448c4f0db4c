import { describe, expect, it } from 'vitest';
import { developmentBand, showsBabyGenderChoice } from './development.ts';

const BANDS = [
  [2, 'weeks-2-4'],
  [4, 'weeks-2-4'],
  [5, 'weeks-5-8'],
  [8, 'weeks-5-8'],
  [9, 'weeks-9-12'],
  [12, 'weeks-9-12'],
  [13, 'weeks-13-16'],
  [16, 'weeks-13-16'],
  [17, 'weeks-17-20'],
  [20, 'weeks-17-20'],
] as const;

const WEEKS_WITHOUT_ILLUSTRATION = [0, 1, 21, 27, 28, 40, 41, 42] as const;

const GENDER_CHOICE_WEEKS = [17, 18, 20, 20.5] as const;

const WEEKS_WITHOUT_GENDER_CHOICE = [0, 1, 12, 16, 16.9, 21, 27, 40, 42] as const;

describe('developmentBand', () => {
  it('gives the illustration band of each week from 2 to 20', () => {
    for (const [week, expected] of BANDS) {
      expect.soft(developmentBand(week), `week ${week}`).toBe(expected);
    }
  });

  it('has no band before week 2 or after week 20', () => {
    for (const week of WEEKS_WITHOUT_ILLUSTRATION) {
      expect.soft(developmentBand(week), `week ${week}`).toBeNull();
    }
  });

  it('has no band for a missing week', () => {
    expect(developmentBand(null)).toBeNull();
    expect(developmentBand(undefined)).toBeNull();
  });
});

describe('showsBabyGenderChoice', () => {
  it('offers the choice in weeks 17-20, fractions up to 21 included', () => {
    for (const week of GENDER_CHOICE_WEEKS) {
      expect.soft(showsBabyGenderChoice(week), `week ${week}`).toBe(true);
    }
  });

  it('does not offer it before week 17 or from week 21 on', () => {
    for (const week of WEEKS_WITHOUT_GENDER_CHOICE) {
      expect.soft(showsBabyGenderChoice(week), `week ${week}`).toBe(false);
    }
  });

  it('does not offer it for a missing or NaN week', () => {
    for (const week of [null, undefined, Number.NaN]) {
      expect.soft(showsBabyGenderChoice(week), `week ${week}`).toBe(false);
    }
  });
});
