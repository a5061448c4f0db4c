import { describe, expect, it } from 'vitest';
import { currentWeek } from './current-week.ts';
import { dueDateFromWeeks, dueDateIso, dueDateRange } from './due-date.ts';

const DAY_MS = 86_400_000;
const MARCH_1_NOON = new Date('2026-03-01T12:00:00Z');

/** [now, weeks, due instant]. */
const DUE_INSTANTS = [
  // US clocks spring forward on 2026-03-08, EU clocks on 2026-03-29 (01:00 UTC).
  ['2026-03-01T12:00:00Z', 38, '2026-03-15T12:00:00.000Z'],
  ['2026-03-01T12:00:00Z', 36, '2026-03-29T12:00:00.000Z'],
  // US clocks fall back on 2026-11-01.
  ['2026-10-25T12:00:00Z', 38, '2026-11-08T12:00:00.000Z'],
  // Leap year 2028: 29 days in February.
  ['2028-02-10T00:00:00Z', 38, '2028-02-24T00:00:00.000Z'],
  ['2028-02-20T00:00:00Z', 38, '2028-03-05T00:00:00.000Z'],
  ['2028-02-29T09:15:00Z', 39, '2028-03-07T09:15:00.000Z'],
  ['2027-02-20T00:00:00Z', 38, '2027-03-06T00:00:00.000Z'],
  // Across a year end.
  ['2026-12-25T18:00:00Z', 39, '2027-01-01T18:00:00.000Z'],
] as const;

/** Now 2026-03-01T12:00Z in UTC: [weeks, due date]. */
const DUE_DATES = [
  [1, '2026-11-29'],
  [2, '2026-11-22'],
  [4, '2026-11-08'],
  [5, '2026-11-01'],
  [8, '2026-10-11'],
  [9, '2026-10-04'],
  [12, '2026-09-13'],
  [13, '2026-09-06'],
  [16, '2026-08-16'],
  [17, '2026-08-09'],
  [20, '2026-07-19'],
  [21, '2026-07-12'],
  [27, '2026-05-31'],
  [28, '2026-05-24'],
  [38, '2026-03-15'],
  [39, '2026-03-08'],
  [40, '2026-03-01'],
  [41, '2026-02-22'],
  [42, '2026-02-15'],
] as const;

/** Weeks the inputs never send: outside 1-42 or not whole. 0 is the signup form’s “left empty”. */
const WEEKS_OUT_OF_RANGE = [0, -1, 43, 12.5, Number.NaN] as const;

/** [now in UTC, weeks, due date]. */
const LEAP_YEARS_AND_YEAR_ENDS = [
  ['2028-02-10T00:00:00Z', 38, '2028-02-24'],
  ['2028-02-20T23:59:59Z', 38, '2028-03-05'],
  ['2027-02-20T00:00:00Z', 38, '2027-03-06'],
  ['2026-12-25T18:00:00Z', 39, '2027-01-01'],
] as const;

/** 38 weeks: [now, her time zone, due date]. */
const BY_TIME_ZONE = [
  // 23:30 on 1 March in New York is already 2 March in UTC: the due date counts from her 1 March.
  ['2026-03-01T23:30:00-05:00', 'America/New_York', '2026-03-15'],
  ['2026-03-01T23:30:00-05:00', 'UTC', '2026-03-16'],
  // 00:30 on 2 March in Auckland is still 1 March in UTC.
  ['2026-03-01T11:30:00Z', 'Pacific/Auckland', '2026-03-16'],
  ['2026-03-01T11:30:00Z', 'UTC', '2026-03-15'],
] as const;

/** [now, her time zone, earliest, latest]. */
const RANGES = [
  ['2026-03-01T12:00:00Z', 'UTC', '2026-02-09', '2026-11-29'],
  // 22:30 on 28 February in Los Angeles is 1 March in UTC.
  ['2026-03-01T06:30:00Z', 'America/Los_Angeles', '2026-02-08', '2026-11-28'],
  ['2028-02-29T12:00:00Z', 'UTC', '2028-02-09', '2028-11-28'],
] as const;

describe('dueDateFromWeeks', () => {
  it('adds (40 − weeks) weeks to now, across clock-change dates, leap days and year ends', () => {
    for (const [now, weeks, expected] of DUE_INSTANTS) {
      expect.soft(dueDateFromWeeks(weeks, new Date(now)).toISOString(), `now ${now}, ${weeks} weeks`).toBe(expected);
    }
  });

  it('adds exactly (40 − weeks) × 7 × 24 h for weeks 0-42, so a DST change cannot shift it', () => {
    for (let weeks = 0; weeks <= 42; weeks += 1) {
      const due = dueDateFromWeeks(weeks, MARCH_1_NOON);
      expect.soft(due.getTime() - MARCH_1_NOON.getTime(), `${weeks} weeks`).toBe((40 - weeks) * 7 * DAY_MS);
    }
  });

  it('does not change the Date it was given', () => {
    const now = new Date(MARCH_1_NOON);
    dueDateFromWeeks(10, now);
    expect(now.toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('returns null for missing or non-finite weeks', () => {
    for (const weeks of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect.soft(dueDateFromWeeks(weeks, MARCH_1_NOON), `weeks ${weeks}`).toBeNull();
    }
  });
});

describe('dueDateIso', () => {
  it('gives today plus (40 − weeks) × 7 days for every band edge of weeks 1-42', () => {
    for (const [weeks, expected] of DUE_DATES) {
      expect.soft(dueDateIso(weeks, MARCH_1_NOON, 'UTC'), `${weeks} weeks`).toBe(expected);
    }
  });

  it('gives no due date for weeks outside 1-42 or not whole, 0 (the signup form’s “left empty”) included', () => {
    for (const weeks of WEEKS_OUT_OF_RANGE) {
      expect.soft(dueDateIso(weeks, MARCH_1_NOON, 'UTC'), `${weeks} weeks`).toBeNull();
    }
  });

  it('gives no due date for missing weeks', () => {
    expect(dueDateIso(null, MARCH_1_NOON, 'UTC')).toBeNull();
    expect(dueDateIso(undefined, MARCH_1_NOON, 'UTC')).toBeNull();
  });

  it('counts across leap days and year ends', () => {
    for (const [now, weeks, expected] of LEAP_YEARS_AND_YEAR_ENDS) {
      expect.soft(dueDateIso(weeks, new Date(now), 'UTC'), `now ${now}, ${weeks} weeks`).toBe(expected);
    }
  });

  it('counts from today in the user’s time zone', () => {
    for (const [now, zone, expected] of BY_TIME_ZONE) {
      expect.soft(dueDateIso(38, new Date(now), zone), `now ${now} in ${zone}`).toBe(expected);
    }
  });

  it('treats an unknown time zone as UTC instead of failing', () => {
    expect(dueDateIso(38, MARCH_1_NOON, 'Not/AZone')).toBe('2026-03-15');
  });

  it('returns null for an invalid now', () => {
    expect(dueDateIso(20, new Date('not a date'), 'UTC')).toBeNull();
  });
});

describe('dueDateRange', () => {
  it('runs from 20 days before to 273 days after today in her time zone', () => {
    for (const [now, zone, earliest, latest] of RANGES) {
      expect.soft(dueDateRange(new Date(now), zone), `now ${now} in ${zone}`).toEqual({ earliest, latest });
    }
  });

  it('spans exactly the due dates that read as weeks 42 down to 1 without clamping: seven to each week', () => {
    const range = dueDateRange(MARCH_1_NOON, 'UTC')!;
    const pregnant = (dueDate: string) => currentWeek({ isPregnant: true, dueDate }, MARCH_1_NOON, 'UTC');
    expect(pregnant(range.earliest)).toBe(42);
    expect(pregnant(range.latest)).toBe(1);
    // One day outside either end would be week 43 or week 0 before clamping, so it reads 42 or 1
    // too; a range reaching there would give week 42 or week 1 an eighth day.
    expect(pregnant('2026-02-08')).toBe(42);
    expect(pregnant('2026-11-30')).toBe(1);
    const daysPerWeek = new Map<number | null, number>();
    const end = Date.parse(`${range.latest}T00:00:00Z`);
    for (let day = Date.parse(`${range.earliest}T00:00:00Z`); day <= end; day += DAY_MS) {
      const week = pregnant(new Date(day).toISOString().slice(0, 10));
      daysPerWeek.set(week, (daysPerWeek.get(week) ?? 0) + 1);
    }
    expect([...daysPerWeek].sort(([a], [b]) => a! - b!)).toEqual(
      Array.from({ length: 42 }, (_, index) => [index + 1, 7]),
    );
  });

  it('returns null for an invalid now', () => {
    expect(dueDateRange(new Date('nope'), 'UTC')).toBeNull();
  });
});
