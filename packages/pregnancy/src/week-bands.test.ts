import { describe, expect, it } from 'vitest';
import { WEEK_BANDS, weekBandOf } from './week-bands.ts';

describe('WEEK_BANDS', () => {
  it('covers weeks 2-20 contiguously, in order', () => {
    expect(WEEK_BANDS.map((band) => [band.start, band.end])).toEqual([
      [2, 4],
      [5, 8],
      [9, 12],
      [13, 16],
      [17, 20],
    ]);
    WEEK_BANDS.forEach((band, index) => {
      const next = WEEK_BANDS[index + 1];
      if (next !== undefined) {
        expect(next.start).toBe(band.end + 1);
      }
    });
  });
});

describe('weekBandOf', () => {
  it('finds the band of each week from 2 to 20, a fraction staying in the band it began in', () => {
    for (const [week, expected] of [
      [2, 'weeks-2-4'],
      [4, 'weeks-2-4'],
      [4.5, 'weeks-2-4'],
      [5, 'weeks-5-8'],
      [20, 'weeks-17-20'],
      [20.9, 'weeks-17-20'],
    ] as const) {
      expect.soft(weekBandOf(week)?.band, `week ${week}`).toBe(expected);
    }
  });

  it('finds no band before week 2 or from week 21 on', () => {
    for (const week of [0, 1, 1.99, 21]) {
      expect.soft(weekBandOf(week), `week ${week}`).toBeUndefined();
    }
  });

  it('finds no band for a missing or NaN week', () => {
    for (const week of [null, undefined, Number.NaN]) {
      expect.soft(weekBandOf(week), `week ${week}`).toBeUndefined();
    }
  });
});
