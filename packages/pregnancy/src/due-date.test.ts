import { describe, expect, it } from 'vitest';
import { dueDateFromWeeks, dueDateIso, weeksFromDueDate } from './due-date.ts';

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
    [0, '2026-12-06'],
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
    [null, null],
    [undefined, null],
  ])('now 2026-03-01T12:00Z with %s weeks → %s', (weeks, expected) => {
    expect(dueDateIso(weeks, MARCH_1_NOON)).toBe(expected);
  });

  it.each([
    ['2028-02-10T00:00:00Z', 38, '2028-02-24'],
    ['2028-02-20T23:59:59Z', 38, '2028-03-05'],
    ['2027-02-20T00:00:00Z', 38, '2027-03-06'],
  ])('leap-year handling: now %s with %i weeks → %s', (now, weeks, expected) => {
    expect(dueDateIso(weeks, new Date(now))).toBe(expected);
  });

  it('reports the UTC calendar date, not the local one', () => {
    // 23:30 in New York on 1 March (EST) is already 2 March in UTC.
    expect(dueDateIso(38, new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-16');
  });

  it('returns null for an invalid now', () => {
    expect(dueDateIso(20, new Date('not a date'))).toBeNull();
  });
});

describe('weeksFromDueDate', () => {
  it.each([
    // Due 2026-03-15 (set at week 38 on 2026-03-01); the week advances every 7 UTC days.
    ['2026-03-01T00:00:00Z', 38],
    ['2026-03-01T12:00:00Z', 38],
    ['2026-03-07T23:59:59Z', 38],
    ['2026-03-08T00:00:00Z', 39],
    ['2026-03-14T23:59:59Z', 39],
    ['2026-03-15T00:00:00Z', 40],
    ['2026-03-16T00:00:00Z', 40],
    ['2026-03-21T23:59:59Z', 40],
    ['2026-03-22T00:00:00Z', 41],
    ['2026-03-29T00:00:00Z', 42],
    ['2026-06-01T00:00:00Z', 42],
    // Far before: a due date more than 39 weeks out still reads week 1.
    ['2025-06-01T00:00:00Z', 1],
  ])('due 2026-03-15, now %s → week %i', (now, expected) => {
    expect(weeksFromDueDate('2026-03-15', new Date(now))).toBe(expected);
  });

  it.each([
    ['2026-03-15', 38],
    ['2026-03-15T00:00:00.000Z', 38],
    ['2026-03-15T12:00:00.000Z', 38],
    [new Date('2026-03-15T12:00:00Z'), 38],
    ['2026-12-06', 1],
    ['2026-11-29', 1],
    ['2026-11-22', 2],
    ['2026-07-19', 20],
    ['2026-03-01', 40],
    ['2026-02-15', 42],
  ])('due %s, now 2026-03-01T12:00Z → week %i', (due, expected) => {
    expect(weeksFromDueDate(due, MARCH_1_NOON)).toBe(expected);
  });

  it('is the inverse of dueDateIso and dueDateFromWeeks for weeks 1-42, at any time of day', () => {
    const nows = ['2026-03-01T00:00:00Z', '2026-03-07T23:59:59Z', '2028-02-28T18:00:00Z', '2026-10-31T03:30:00Z'];
    for (const iso of nows) {
      const now = new Date(iso);
      for (let weeks = 1; weeks <= 42; weeks += 1) {
        expect(weeksFromDueDate(dueDateIso(weeks, now), now)).toBe(weeks);
        expect(weeksFromDueDate(dueDateFromWeeks(weeks, now), now)).toBe(weeks);
      }
    }
  });

  it.each([null, undefined, '', 'soon', '2026-02-30', '2026-13-01', new Date('nope')])(
    'returns null for the unusable due date %s',
    (due) => {
      expect(weeksFromDueDate(due, MARCH_1_NOON)).toBeNull();
    },
  );

  it('returns null for an invalid now', () => {
    expect(weeksFromDueDate('2026-03-15', new Date('nope'))).toBeNull();
  });
});
