import { describe, expect, it } from 'vitest';
import { formatDateTime12h, formatTime12h } from './time-format.ts';

describe('formatTime12h', () => {
  it('writes the time in the given zone on a 12-hour clock, 12 for noon and midnight', () => {
    for (const [iso, timeZone, expected] of [
      ['2026-03-05T19:30:00Z', 'UTC', '7:30 PM'],
      ['2026-03-05T19:30:00Z', 'America/New_York', '2:30 PM'],
      ['2026-03-05T00:05:00Z', 'UTC', '12:05 AM'],
      ['2026-03-05T12:00:00Z', 'UTC', '12:00 PM'],
      ['2026-03-05T04:30:00Z', 'America/New_York', '11:30 PM'],
      // New York on daylight time (UTC−4) after 2026-03-08.
      ['2026-03-09T19:30:00Z', 'America/New_York', '3:30 PM'],
    ] as const) {
      expect.soft(formatTime12h(new Date(iso), timeZone), `${iso} in ${timeZone}`).toBe(expected);
    }
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatTime12h('2026-03-05T19:30:00Z', 'UTC')).toBe('7:30 PM');
    expect(formatTime12h(Date.UTC(2026, 2, 5, 19, 30), 'UTC')).toBe('7:30 PM');
  });

  it('returns an empty string for an unparseable date', () => {
    expect(formatTime12h('not a date', 'UTC')).toBe('');
    expect(formatTime12h(new Date(Number.NaN), 'UTC')).toBe('');
  });

  it('uses only plain spaces', () => {
    expect(formatTime12h('2026-03-05T19:30:00Z', 'UTC')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('rejects an unknown time zone', () => {
    expect(() => formatTime12h('2026-03-05T19:30:00Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('formatDateTime12h', () => {
  it('writes the date and 12-hour time in the given zone, across a clock change', () => {
    for (const [iso, timeZone, expected] of [
      ['2026-03-05T19:30:00Z', 'America/New_York', 'Mar 5, 2026, 2:30 PM'],
      ['2026-03-05T19:30:00Z', 'UTC', 'Mar 5, 2026, 7:30 PM'],
      // The date itself moves with the zone: still 5 March in New York.
      ['2026-03-06T02:15:00Z', 'America/New_York', 'Mar 5, 2026, 9:15 PM'],
      ['2026-03-06T02:15:00Z', 'UTC', 'Mar 6, 2026, 2:15 AM'],
      // Either side of the 2026-11-01 fall-back in New York.
      ['2026-11-01T05:30:00Z', 'America/New_York', 'Nov 1, 2026, 1:30 AM'],
      ['2026-11-01T06:30:00Z', 'America/New_York', 'Nov 1, 2026, 1:30 AM'],
      ['2028-02-29T23:59:00Z', 'UTC', 'Feb 29, 2028, 11:59 PM'],
      ['2026-12-31T23:59:00Z', 'UTC', 'Dec 31, 2026, 11:59 PM'],
    ] as const) {
      expect.soft(formatDateTime12h(iso, timeZone), `${iso} in ${timeZone}`).toBe(expected);
    }
  });

  it('returns an empty string for an unparseable date', () => {
    expect(formatDateTime12h('', 'UTC')).toBe('');
  });

  it('gives the same text on a repeated call and different text in another zone', () => {
    const first = formatDateTime12h('2026-03-05T19:30:00Z', 'America/New_York');
    expect(formatDateTime12h('2026-03-05T19:30:00Z', 'America/New_York')).toBe(first);
    expect(formatDateTime12h('2026-03-05T19:30:00Z', 'UTC')).not.toBe(first);
  });
});
