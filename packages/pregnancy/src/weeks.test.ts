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
  it('puts weeks 1-12 in the first, 13-27 in the second and 28-40 in the third, a fraction in the one it began in', () => {
    for (const [week, expected] of [
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
    ] as const) {
      expect.soft(trimesterOf(week), `week ${week}`).toBe(expected);
    }
  });

  it('keeps weeks past 40 in the third trimester', () => {
    for (const week of [41, 42, Number.POSITIVE_INFINITY]) {
      expect.soft(trimesterOf(week), `week ${week}`).toBe(3);
    }
  });

  it('puts weeks below 1 in the first trimester', () => {
    for (const week of [-3, 0, Number.NEGATIVE_INFINITY]) {
      expect.soft(trimesterOf(week), `week ${week}`).toBe(1);
    }
  });

  it('puts a missing or NaN week in the first trimester', () => {
    for (const week of [null, undefined, Number.NaN]) {
      expect.soft(trimesterOf(week), `week ${week}`).toBe(1);
    }
  });
});

describe('clampTimelineWeek', () => {
  it('keeps whole weeks from 1 to 40', () => {
    for (const week of [1, 2, 12, 13, 27, 28, 40]) {
      expect.soft(clampTimelineWeek(week), `week ${week}`).toBe(week);
    }
  });

  it('floors a fractional week to the completed weeks', () => {
    for (const [week, expected] of [
      [12.7, 12],
      [39.9, 39],
    ] as const) {
      expect.soft(clampTimelineWeek(week), `week ${week}`).toBe(expected);
    }
  });

  it('shows weeks past 40 as week 40', () => {
    for (const week of [41, 42, 99, Number.POSITIVE_INFINITY]) {
      expect.soft(clampTimelineWeek(week), `week ${week}`).toBe(40);
    }
  });

  it('shows weeks below 1 as week 1', () => {
    for (const week of [-5, 0, 0.5, Number.NEGATIVE_INFINITY]) {
      expect.soft(clampTimelineWeek(week), `week ${week}`).toBe(1);
    }
  });

  it('shows a missing or NaN week as week 1', () => {
    for (const week of [null, undefined, Number.NaN]) {
      expect.soft(clampTimelineWeek(week), `week ${week}`).toBe(1);
    }
  });
});

describe('timelinePercent', () => {
  it('gives the week as a whole percentage of 40 weeks', () => {
    for (const [week, expected] of [
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
    ] as const) {
      expect.soft(timelinePercent(week), `week ${week}`).toBe(expected);
    }
  });

  it('stops at 100 after week 40', () => {
    for (const week of [41, 42]) {
      expect.soft(timelinePercent(week), `week ${week}`).toBe(100);
    }
  });

  it('reads a missing week and week 0 as week 1, 3 %', () => {
    for (const week of [null, 0]) {
      expect.soft(timelinePercent(week), `week ${week}`).toBe(3);
    }
  });

  it('stays a whole number from 0 to 100 for weeks −2 to 45 in quarter steps', () => {
    for (let week = -2; week <= 45; week += 0.25) {
      const percent = timelinePercent(week);
      expect.soft(Number.isInteger(percent), `week ${week}`).toBe(true);
      expect.soft(percent, `week ${week}`).toBeGreaterThanOrEqual(0);
      expect.soft(percent, `week ${week}`).toBeLessThanOrEqual(100);
    }
  });
});
