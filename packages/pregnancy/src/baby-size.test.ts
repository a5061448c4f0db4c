import { describe, expect, it } from 'vitest';
import { DEFAULT_BABY_SIZE, babySize } from './baby-size.ts';

describe('babySize', () => {
  it.each([
    [null, 'cantaloupe'],
    [undefined, 'cantaloupe'],
    [-1, 'cantaloupe'],
    [0, 'cantaloupe'],
    [1, 'cantaloupe'],
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
    [21, 'cantaloupe'],
    [27, 'cantaloupe'],
    [28, 'cantaloupe'],
    [40, 'cantaloupe'],
    [41, 'cantaloupe'],
    [42, 'cantaloupe'],
  ] as const)('week %s → %s', (week, expected) => {
    expect(babySize(week)).toBe(expected);
  });

  it('falls back to the spec’s "otherwise" size', () => {
    expect(DEFAULT_BABY_SIZE).toBe('cantaloupe');
  });
});
