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
  it.each([
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
    [0, undefined],
    [1, undefined],
    [1.99, undefined],
    [2, 'weeks-2-4'],
    [4, 'weeks-2-4'],
    [4.5, 'weeks-2-4'],
    [5, 'weeks-5-8'],
    [20, 'weeks-17-20'],
    [20.9, 'weeks-17-20'],
    [21, undefined],
  ] as const)('week %s → %s', (week, expected) => {
    expect(weekBandOf(week)?.band).toBe(expected);
  });
});
