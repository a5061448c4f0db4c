import { describe, expect, it } from 'vitest';
import { daysInMonth, isValidIsoDate, monthKey, toIsoDate } from './iso-date.ts';

describe('daysInMonth', () => {
  it.each([
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
  ])('%i-%i has %i days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('isValidIsoDate', () => {
  it.each(['2026-01-01', '2026-02-28', '2028-02-29', '2000-02-29', '2026-04-30', '2026-12-31', '1990-07-15'])(
    'accepts %s',
    (value) => {
      expect(isValidIsoDate(value)).toBe(true);
    },
  );

  it.each([
    '2026-02-29',
    '2026-02-30',
    '2100-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-13-01',
    '2026-01-00',
    '2026-01-32',
    '2026-1-05',
    '26-01-05',
    '2026/01/05',
    '2026-01-05T00:00:00Z',
    ' 2026-01-05',
    '',
  ])('rejects %j', (value) => {
    expect(isValidIsoDate(value)).toBe(false);
  });

  it.each([null, undefined, 20260105, new Date('2026-01-05')])('rejects the non-string %s', (value) => {
    expect(isValidIsoDate(value)).toBe(false);
  });
});

describe('toIsoDate', () => {
  it.each([
    ['2026-03-05T19:30:00Z', 'UTC', '2026-03-05'],
    ['2026-03-06T02:15:00Z', 'UTC', '2026-03-06'],
    ['2026-03-06T02:15:00Z', 'America/New_York', '2026-03-05'],
    ['2028-02-29T12:00:00Z', 'UTC', '2028-02-29'],
    ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2027-01-01'],
  ])('%s in %s → %s', (iso, timeZone, expected) => {
    expect(toIsoDate(new Date(iso), timeZone)).toBe(expected);
  });

  it('returns an empty string for an invalid Date', () => {
    expect(toIsoDate(new Date('nope'), 'UTC')).toBe('');
  });
});

describe('monthKey', () => {
  it.each([
    ['2026-03-05T19:30:00Z', 'UTC', '2026-03'],
    ['2026-01-01T00:00:00Z', 'UTC', '2026-01'],
    ['2026-12-31T23:59:59Z', 'UTC', '2026-12'],
    // 1 April 03:00 UTC is still 31 March in New York.
    ['2026-04-01T03:00:00Z', 'America/New_York', '2026-03'],
    ['2026-04-01T03:00:00Z', 'UTC', '2026-04'],
    ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2027-01'],
  ])('%s in %s → %s', (iso, timeZone, expected) => {
    expect(monthKey(new Date(iso), timeZone)).toBe(expected);
  });

  it('returns an empty string for an invalid Date', () => {
    expect(monthKey(new Date(Number.NaN), 'UTC')).toBe('');
  });
});
