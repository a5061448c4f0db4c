import { describe, expect, it } from 'vitest';
import { addIsoDays, daysInMonth, isValidIsoDate, knownTimeZone, monthKey, toIsoDate } from './iso-date.ts';

/** [year, month, days]. */
const MONTH_LENGTHS = [
  [2026, 1, 31],
  [2026, 2, 28],
  [2028, 2, 29],
  [2100, 2, 28],
  [2000, 2, 29],
  [2026, 4, 30],
  [2026, 6, 30],
  [2026, 9, 30],
  [2026, 11, 30],
  [2026, 12, 31],
] as const;

const REAL_DATES = ['2026-01-01', '2026-02-28', '2028-02-29', '2000-02-29', '2026-04-30', '2026-12-31', '1990-07-15'];

const IMPOSSIBLE_DATES = [
  '2026-02-29',
  '2026-02-30',
  '2100-02-29',
  '2026-04-31',
  '2026-00-10',
  '2026-13-01',
  '2026-01-00',
  '2026-01-32',
];

const NOT_YYYY_MM_DD = ['2026-1-05', '26-01-05', '2026/01/05', '2026-01-05T00:00:00Z', ' 2026-01-05', ''];

/** [instant, time zone, calendar date]. */
const CALENDAR_DATES = [
  ['2026-03-05T19:30:00Z', 'UTC', '2026-03-05'],
  ['2026-03-06T02:15:00Z', 'UTC', '2026-03-06'],
  ['2026-03-06T02:15:00Z', 'America/New_York', '2026-03-05'],
  ['2028-02-29T12:00:00Z', 'UTC', '2028-02-29'],
  ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2027-01-01'],
] as const;

/** [instant, time zone, calendar month]. */
const CALENDAR_MONTHS = [
  ['2026-03-05T19:30:00Z', 'UTC', '2026-03'],
  ['2026-01-01T00:00:00Z', 'UTC', '2026-01'],
  ['2026-12-31T23:59:59Z', 'UTC', '2026-12'],
  // 1 April 03:00 UTC is still 31 March in New York.
  ['2026-04-01T03:00:00Z', 'America/New_York', '2026-03'],
  ['2026-04-01T03:00:00Z', 'UTC', '2026-04'],
  ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2027-01'],
] as const;

describe('daysInMonth', () => {
  it('gives each month’s length, with 29 days in February of leap years only (2000 but not 2100)', () => {
    for (const [year, month, expected] of MONTH_LENGTHS) {
      expect.soft(daysInMonth(year, month), `${year}-${month}`).toBe(expected);
    }
  });
});

describe('isValidIsoDate', () => {
  it('accepts real calendar dates written YYYY-MM-DD', () => {
    for (const value of REAL_DATES) {
      expect.soft(isValidIsoDate(value), value).toBe(true);
    }
  });

  it('rejects dates that do not exist on the calendar', () => {
    for (const value of IMPOSSIBLE_DATES) {
      expect.soft(isValidIsoDate(value), value).toBe(false);
    }
  });

  it('rejects anything not written exactly YYYY-MM-DD', () => {
    for (const value of NOT_YYYY_MM_DD) {
      expect.soft(isValidIsoDate(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('rejects non-strings, a Date included', () => {
    for (const value of [null, undefined, 20260105, new Date('2026-01-05')]) {
      expect.soft(isValidIsoDate(value), String(value)).toBe(false);
    }
  });
});

describe('toIsoDate', () => {
  it('follows the runtime into a new time zone (she travels with the app open), not the zone of its first call', () => {
    const saved = process.env.TZ;
    try {
      const lateEveningInLosAngeles = new Date(Date.UTC(2026, 10, 25, 7, 30));
      process.env.TZ = 'Europe/Berlin';
      expect(toIsoDate(lateEveningInLosAngeles)).toBe('2026-11-25');
      process.env.TZ = 'America/Los_Angeles';
      expect(toIsoDate(lateEveningInLosAngeles)).toBe('2026-11-24');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('gives the calendar date in the given time zone', () => {
    for (const [iso, timeZone, expected] of CALENDAR_DATES) {
      expect.soft(toIsoDate(new Date(iso), timeZone), `${iso} in ${timeZone}`).toBe(expected);
    }
  });

  it('returns an empty string for an invalid Date', () => {
    expect(toIsoDate(new Date('nope'), 'UTC')).toBe('');
  });
});

describe('monthKey', () => {
  it('gives the calendar month in the given time zone', () => {
    for (const [iso, timeZone, expected] of CALENDAR_MONTHS) {
      expect.soft(monthKey(new Date(iso), timeZone), `${iso} in ${timeZone}`).toBe(expected);
    }
  });

  it('returns an empty string for an invalid Date', () => {
    expect(monthKey(new Date(Number.NaN), 'UTC')).toBe('');
  });
});

describe('addIsoDays and knownTimeZone', () => {
  it('adds whole calendar days across months, leap days and years', () => {
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIsoDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addIsoDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('keeps a zone the runtime knows and falls back to UTC for one it does not', () => {
    expect(knownTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownTimeZone(null)).toBe('UTC');
  });
});
