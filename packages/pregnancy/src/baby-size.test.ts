import { describe, expect, it } from 'vitest';
import { DEFAULT_BABY_SIZE, babySize } from './baby-size.ts';

const BAND_SIZES = [
  [2, 'poppy seed'],
  [3, 'poppy seed'],
  [4, 'poppy seed'],
  [5, 'blueberry'],
  [8, 'blueberry'],
  [9, 'lime'],
  [12, 'lime'],
  [13, 'avocado'],
  [16, 'avocado'],
  [17, 'banana'],
  [20, 'banana'],
] as const;

const AFTER_WEEK_20 = [21, 27, 28, 40, 41, 42] as const;

const MISSING_OR_BEFORE_WEEK_2 = [null, undefined, -1, 0, 1] as const;

describe('babySize', () => {
  it('gives the spec’s size for each band from weeks 2-4 to 17-20', () => {
    for (const [week, expected] of BAND_SIZES) {
      expect.soft(babySize(week), `week ${week}`).toBe(expected);
    }
  });

  it('gives the "otherwise" cantaloupe for every week after 20', () => {
    for (const week of AFTER_WEEK_20) {
      expect.soft(babySize(week), `week ${week}`).toBe('cantaloupe');
    }
  });

  it('keeps "otherwise" literal: a missing week and weeks before 2 read cantaloupe too', () => {
    for (const week of MISSING_OR_BEFORE_WEEK_2) {
      expect.soft(babySize(week), `week ${week}`).toBe('cantaloupe');
    }
  });

  it('falls back to the spec’s "otherwise" size', () => {
    expect(DEFAULT_BABY_SIZE).toBe('cantaloupe');
  });
});
