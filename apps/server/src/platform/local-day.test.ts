import { describe, expect, it } from 'vitest';
import { knownTimeZone, localDay, localTimeText, nextLocalMidnight } from './local-day.ts';

describe('her local day and next midnight', () => {
  it('is the next UTC midnight for UTC', () => {
    expect(nextLocalMidnight(new Date('2027-03-10T15:20:00Z'), 'UTC').toISOString()).toBe('2027-03-11T00:00:00.000Z');
  });

  it('is her own midnight in a zone behind and ahead of UTC', () => {
    // 22:00 in New York (EST, UTC-5) on March 9th: midnight is 05:00 UTC on the 10th.
    expect(nextLocalMidnight(new Date('2027-03-10T03:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2027-03-10T05:00:00.000Z',
    );
    expect(localDay(new Date('2027-03-10T03:00:00Z'), 'America/New_York')).toBe('2027-03-09');
    // Already the 11th in Tokyo (UTC+9): midnight of the 12th is 15:00 UTC on the 11th.
    expect(nextLocalMidnight(new Date('2027-03-10T20:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2027-03-11T15:00:00.000Z',
    );
    // Half-hour and quarter-hour offsets.
    expect(nextLocalMidnight(new Date('2027-03-10T12:00:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2027-03-10T18:30:00.000Z',
    );
    expect(nextLocalMidnight(new Date('2027-03-10T12:00:00Z'), 'Asia/Kathmandu').toISOString()).toBe(
      '2027-03-10T18:15:00.000Z',
    );
  });

  it('follows daylight-saving changes: the day before a change is 23 or 25 hours long', () => {
    // US clocks go forward on 2027-03-14 at 02:00; midnight of the 15th is then EDT (UTC-4).
    expect(nextLocalMidnight(new Date('2027-03-14T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2027-03-15T04:00:00.000Z',
    );
    // Europe goes back on 2027-10-31; midnight of Nov 1st in Berlin is CET (UTC+1).
    expect(nextLocalMidnight(new Date('2027-10-31T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2027-10-31T23:00:00.000Z',
    );
  });

  it('takes the first instant of the day where a change skips midnight itself', () => {
    // Santiago springs forward at 24:00 on 2027-09-04 (local 00:00 → 01:00): the 5th starts at 04:00 UTC.
    const reset = nextLocalMidnight(new Date('2027-09-04T15:00:00Z'), 'America/Santiago');
    expect(localDay(reset, 'America/Santiago')).toBe('2027-09-05');
    expect(localDay(new Date(reset.getTime() - 1), 'America/Santiago')).toBe('2027-09-04');
  });

  it('is always after now, the same answer from cache, and read in 12-hour time', () => {
    const now = new Date('2027-03-10T23:59:59.999Z');
    expect(nextLocalMidnight(now, 'UTC').getTime()).toBe(now.getTime() + 1);
    expect(nextLocalMidnight(now, 'UTC').toISOString()).toBe('2027-03-11T00:00:00.000Z');
    expect(localTimeText(nextLocalMidnight(now, 'America/New_York'), 'America/New_York')).toBe('12:00 AM');
  });

  it('gives each instant its own day whatever order the instants are asked in (the day it remembers has edges)', () => {
    const zone = 'America/New_York';
    const asked = [
      ['2027-03-10T12:00:00Z', '2027-03-10'],
      // Earlier than the instant it remembers, on the day before.
      ['2027-03-10T04:59:59.999Z', '2027-03-09'],
      ['2027-03-10T05:00:00.000Z', '2027-03-10'],
      ['2027-03-11T04:59:59.999Z', '2027-03-10'],
      ['2027-03-11T05:00:00.000Z', '2027-03-11'],
      ['2027-03-10T12:00:00Z', '2027-03-10'],
    ] as const;
    for (const [instant, day] of asked) expect(localDay(new Date(instant), zone), instant).toBe(day);
    expect(nextLocalMidnight(new Date('2027-03-10T04:59:59.999Z'), zone).toISOString()).toBe(
      '2027-03-10T05:00:00.000Z',
    );
  });

  it('counts an unknown or missing zone as UTC', () => {
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownTimeZone(null)).toBe('UTC');
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
