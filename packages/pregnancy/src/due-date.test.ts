import { describe, expect, it } from 'vitest';
import { currentWeek } from './current-week.ts';
import { dueDateFromWeeks, dueDateIso, dueDateRange } from './due-date.ts';

const DAY_MS = 86_400_000;
const MARCH_1_NOON = new Date('2026-03-01T12:00:00Z');

describe('dueDateFromWeeks', () => {
  it.each([
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
  ])('now %s with %i weeks → %s', (now, weeks, expected) => {
    expect(dueDateFromWeeks(weeks, new Date(now)).toISOString()).toBe(expected);
  });

  it('adds exactly (40 − weeks) × 7 days of milliseconds, whatever DST does locally', () => {
    for (let weeks = 0; weeks <= 42; weeks += 1) {
      const due = dueDateFromWeeks(weeks, MARCH_1_NOON);
      expect(due.getTime() - MARCH_1_NOON.getTime()).toBe((40 - weeks) * 7 * DAY_MS);
    }
  });

  it('does not change the Date it was given', () => {
    const now = new Date(MARCH_1_NOON);
    dueDateFromWeeks(10, now);
    expect(now.toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('returns null for weeks %s', (weeks) => {
    expect(dueDateFromWeeks(weeks, MARCH_1_NOON)).toBeNull();
  });
});

describe('dueDateIso', () => {
  it.each([
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
  ])('now 2026-03-01T12:00Z in UTC with %i weeks → %s', (weeks, expected) => {
    expect(dueDateIso(weeks, MARCH_1_NOON, 'UTC')).toBe(expected);
  });

  it.each([0, -1, 43, 12.5, Number.NaN, null, undefined])(
    'gives no due date for %s weeks (0 is the signup form’s “left empty”)',
    (weeks) => {
      expect(dueDateIso(weeks, MARCH_1_NOON, 'UTC')).toBeNull();
    },
  );

  it.each([
    ['2028-02-10T00:00:00Z', 38, '2028-02-24'],
    ['2028-02-20T23:59:59Z', 38, '2028-03-05'],
    ['2027-02-20T00:00:00Z', 38, '2027-03-06'],
    ['2026-12-25T18:00:00Z', 39, '2027-01-01'],
  ])('leap years and year ends: now %s (UTC) with %i weeks → %s', (now, weeks, expected) => {
    expect(dueDateIso(weeks, new Date(now), 'UTC')).toBe(expected);
  });

  it.each([
    // 23:30 on 1 March in New York is already 2 March in UTC: the due date counts from her 1 March.
    ['2026-03-01T23:30:00-05:00', 'America/New_York', '2026-03-15'],
    ['2026-03-01T23:30:00-05:00', 'UTC', '2026-03-16'],
    // 00:30 on 2 March in Auckland is still 1 March in UTC.
    ['2026-03-01T11:30:00Z', 'Pacific/Auckland', '2026-03-16'],
    ['2026-03-01T11:30:00Z', 'UTC', '2026-03-15'],
  ])('counts from today in the user’s time zone: now %s in %s, 38 weeks → %s', (now, zone, expected) => {
    expect(dueDateIso(38, new Date(now), zone)).toBe(expected);
  });

  it('treats an unknown time zone as UTC instead of failing', () => {
    expect(dueDateIso(38, MARCH_1_NOON, 'Not/AZone')).toBe('2026-03-15');
  });

  it('returns null for an invalid now', () => {
    expect(dueDateIso(20, new Date('not a date'), 'UTC')).toBeNull();
  });
});

describe('dueDateRange', () => {
  it.each([
    ['2026-03-01T12:00:00Z', 'UTC', '2026-02-09', '2026-11-29'],
    // 22:30 on 28 February in Los Angeles is 1 March in UTC.
    ['2026-03-01T06:30:00Z', 'America/Los_Angeles', '2026-02-08', '2026-11-28'],
    ['2028-02-29T12:00:00Z', 'UTC', '2028-02-09', '2028-11-28'],
  ])('now %s in %s → %s to %s', (now, zone, earliest, latest) => {
    expect(dueDateRange(new Date(now), zone)).toEqual({ earliest, latest });
  });

  it('spans exactly the due dates that read as weeks 42 down to 1 without clamping', () => {
    const range = dueDateRange(MARCH_1_NOON, 'UTC')!;
    const pregnant = (dueDate: string) => currentWeek({ isPregnant: true, dueDate }, MARCH_1_NOON, 'UTC');
    expect(pregnant(range.earliest)).toBe(42);
    expect(pregnant(range.latest)).toBe(1);
    // One day outside either end would be week 43 or week 0 before clamping.
    expect(pregnant('2026-02-08')).toBe(42);
    expect(pregnant('2026-11-30')).toBe(1);
  });

  it('returns null for an invalid now', () => {
    expect(dueDateRange(new Date('nope'), 'UTC')).toBeNull();
  });
});
