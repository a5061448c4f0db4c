import { describe, expect, it } from 'vitest';
import { babySize } from './baby-size.ts';

describe('babySize', () => {
  it('keeps the spec’s fruit in the weeks where it fits the chart', () => {
    for (const [week, expected] of [
      [2, 'poppy seed'],
      [3, 'poppy seed'],
      [4, 'poppy seed'],
      [7, 'blueberry'],
      [12, 'lime'],
      [16, 'avocado'],
      [20, 'banana'],
      [30, 'cantaloupe'],
    ] as const) {
      expect.soft(babySize(week), `week ${week}`).toBe(expected);
    }
  });

  it('changes with the weeks instead of reading cantaloupe from week 21 to 40', () => {
    const late = Array.from({ length: 20 }, (_, i) => babySize(21 + i));
    expect(new Set(late).size).toBe(late.length);
    expect(babySize(22)).toBe('papaya');
  });

  it('uses week 40’s after it and names nothing before week 2 or for no week', () => {
    expect(babySize(41)).toBe(babySize(40));
    expect(babySize(42.5)).toBe(babySize(40));
    for (const week of [null, undefined, Number.NaN, -1, 0, 1, 1.9]) expect.soft(babySize(week), `${week}`).toBeNull();
  });
});
