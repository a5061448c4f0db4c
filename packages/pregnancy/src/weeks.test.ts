import { describe, expect, it } from 'vitest';
import {
  MAX_WEEK_INPUT,
  MIN_WEEK_INPUT,
  PREGNANCY_WEEKS,
  TRIMESTER_RANGES,
  clampTimelineWeek,
  timelinePercent,
  trimesterOf,
} from './weeks.ts';

describe('pregnancy constants', () => {
  it('match spec §9', () => {
    expect(PREGNANCY_WEEKS).toBe(40);
    expect(MIN_WEEK_INPUT).toBe(1);
    expect(MAX_WEEK_INPUT).toBe(42);
    expect(TRIMESTER_RANGES).toEqual({
      1: { start: 1, end: 12 },
      2: { start: 13, end: 27 },
      3: { start: 28, end: 40 },
    });
  });
});

describe('trimesterOf', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [-3, 1],
    [0, 1],
    [1, 1],
    [2, 1],
    [4, 1],
    [5, 1],
    [8, 1],
    [9, 1],
    [12, 1],
    [12.9, 1],
    [13, 2],
    [16, 2],
    [17, 2],
    [20, 2],
    [21, 2],
    [27, 2],
    [27.5, 2],
    [28, 3],
    [40, 3],
    [41, 3],
    [42, 3],
    [Number.POSITIVE_INFINITY, 3],
    [Number.NEGATIVE_INFINITY, 1],
  ] as const)('week %s → trimester %i', (week, expected) => {
    expect(trimesterOf(week)).toBe(expected);
  });
});

describe('clampTimelineWeek', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [-5, 1],
    [0, 1],
    [0.5, 1],
    [1, 1],
    [2, 2],
    [12, 12],
    [12.7, 12],
    [13, 13],
    [27, 27],
    [28, 28],
    [39.9, 39],
    [40, 40],
    [41, 40],
    [42, 40],
    [99, 40],
    [Number.POSITIVE_INFINITY, 40],
    [Number.NEGATIVE_INFINITY, 1],
  ] as const)('week %s → %i', (week, expected) => {
    expect(clampTimelineWeek(week)).toBe(expected);
  });
});

describe('timelinePercent', () => {
  it.each([
    [null, 3],
    [0, 3],
    [1, 3],
    [2, 5],
    [4, 10],
    [5, 13],
    [8, 20],
    [9, 23],
    [12, 30],
    [13, 33],
    [16, 40],
    [17, 43],
    [20, 50],
    [21, 53],
    [27, 68],
    [28, 70],
    [40, 100],
    [41, 100],
    [42, 100],
  ] as const)('week %s → %i%%', (week, expected) => {
    expect(timelinePercent(week)).toBe(expected);
  });

  it('always stays an integer between 0 and 100', () => {
    for (let week = -2; week <= 45; week += 0.25) {
      const percent = timelinePercent(week);
      expect(Number.isInteger(percent)).toBe(true);
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
    }
  });
});
