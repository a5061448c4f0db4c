import { describe, expect, it } from 'vitest';
import { currentWeek, daysUntilDue, type WeekSource } from './current-week.ts';
import { dueDateIso } from './due-date.ts';

const MARCH_1_NOON = new Date('2026-03-01T12:00:00Z');
const pregnant = (dueDate: WeekSource['dueDate']): WeekSource => ({ isPregnant: true, dueDate });
const show = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** Due 2026-03-15 (set at week 38 on 2026-03-01), read in UTC: [now, week]. */
const WEEK_BY_NOW = [
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
] as const;

/** Due 2026-03-15: [now, her time zone, week]. */
const WEEK_BY_ZONE = [
  // 22:30 on 7 March in Los Angeles (PST, UTC−8) is already 8 March in UTC.
  ['2026-03-08T06:30:00Z', 'America/Los_Angeles', 38],
  ['2026-03-08T06:30:00Z', 'UTC', 39],
  // Her own midnight moves her on; US clocks spring forward later that day, which changes nothing.
  ['2026-03-08T08:00:00Z', 'America/Los_Angeles', 39],
  ['2026-03-08T23:00:00Z', 'America/Los_Angeles', 39],
  // 00:30 on 8 March in Auckland (NZDT, UTC+13) is still 7 March in UTC.
  ['2026-03-07T11:30:00Z', 'Pacific/Auckland', 39],
  ['2026-03-07T11:30:00Z', 'UTC', 38],
] as const;

/** Now 2026-03-01T12:00Z in UTC: [due date, week]. */
const WEEK_BY_DUE_DATE = [
  ['2026-11-29', 1],
  ['2026-11-22', 2],
  ['2026-07-19', 20],
  ['2026-03-01', 40],
  ['2026-02-15', 42],
] as const;

/** 2026-03-15 written every way the profile may carry it; 38 weeks on 2026-03-01 in UTC. */
const DUE_DATE_FORMS = [
  '2026-03-15',
  '2026-03-15T00:00:00.000Z',
  '2026-03-15T12:00:00.000Z',
  new Date('2026-03-15T00:00:00Z'),
] as const;

/** Now 2026-03-01T12:00Z: due dates 274 and 280 days ahead, both "week 0" by the formula. */
const DUE_MORE_THAN_39_WEEKS_AHEAD = ['2026-12-06', '2026-11-30'] as const;

const UNUSABLE_DUE_DATES = [null, undefined, '', 'soon', '2026-02-30', '2026-13-01', new Date('nope')] as const;

/** [due date, now, her time zone, days until due]. */
const DAYS_UNTIL_DUE = [
  ['2026-03-15', '2026-03-01T12:00:00Z', 'UTC', 14],
  ['2026-03-15', '2026-03-15T23:59:59Z', 'UTC', 0],
  ['2026-03-15', '2026-03-18T00:00:00Z', 'UTC', -3],
  ['2026-03-06T00:00:00.000Z', '2026-03-04T22:30:00Z', 'UTC', 2],
  // 22:30 on 4 March in Los Angeles is 5 March 06:30 in UTC.
  ['2026-03-15', '2026-03-05T06:30:00Z', 'America/Los_Angeles', 11],
  ['2026-03-15', '2026-03-05T06:30:00Z', 'UTC', 10],
  // Across the US spring-forward night the count is still whole calendar days.
  ['2026-03-09', '2026-03-07T20:00:00Z', 'America/Los_Angeles', 2],
] as const;

describe('currentWeek', () => {
  it('moves on one week at midnight every 7 days', () => {
    for (const [now, expected] of WEEK_BY_NOW) {
      expect.soft(currentWeek(pregnant('2026-03-15'), new Date(now), 'UTC'), `now ${now}`).toBe(expected);
    }
  });

  it('reads week 40 − ⌈days until due ÷ 7⌉: 40 on the due date, 42 two weeks after', () => {
    for (const [due, expected] of WEEK_BY_DUE_DATE) {
      expect.soft(currentWeek(pregnant(due), MARCH_1_NOON, 'UTC'), `due ${due}`).toBe(expected);
    }
  });

  it('takes today as her calendar date in her time zone', () => {
    for (const [now, zone, expected] of WEEK_BY_ZONE) {
      expect.soft(currentWeek(pregnant('2026-03-15'), new Date(now), zone), `now ${now} in ${zone}`).toBe(expected);
    }
  });

  it('reads the due date as a date, an ISO timestamp or a Date alike', () => {
    for (const due of DUE_DATE_FORMS) {
      expect.soft(currentWeek(pregnant(due), MARCH_1_NOON, 'UTC'), `due ${show(due)}`).toBe(38);
    }
  });

  it('stays at week 42, the last week the inputs accept, long past the due date', () => {
    expect(currentWeek(pregnant('2026-03-15'), new Date('2026-06-01T00:00:00Z'), 'UTC')).toBe(42);
  });

  it('reads week 1, never 0 or below, more than 39 weeks before the due date', () => {
    for (const due of DUE_MORE_THAN_39_WEEKS_AHEAD) {
      expect.soft(currentWeek(pregnant(due), MARCH_1_NOON, 'UTC'), `due ${due}`).toBe(1);
    }
    expect.soft(currentWeek(pregnant('2026-03-15'), new Date('2025-06-01T00:00:00Z'), 'UTC'), 'now 2025-06-01').toBe(1);
  });

  it('has no week when signup said 0 weeks (left empty): that stores no due date', () => {
    const dueDate = dueDateIso(0, MARCH_1_NOON, 'UTC');
    expect(dueDate).toBeNull();
    expect(currentWeek(pregnant(dueDate), MARCH_1_NOON, 'UTC')).toBeNull();
  });

  it('is null for someone who is not pregnant, whatever due date is stored', () => {
    expect(currentWeek({ isPregnant: false, dueDate: '2026-07-01' }, MARCH_1_NOON, 'UTC')).toBeNull();
    expect(currentWeek({ isPregnant: false, dueDate: null }, MARCH_1_NOON, 'UTC')).toBeNull();
  });

  it('reads back the weeks a due date was set from, for weeks 1-42, at sampled hours (clock-change days, a leap year) in zones from UTC−8 to UTC+14', () => {
    const zones = ['UTC', 'America/Los_Angeles', 'America/New_York', 'Pacific/Auckland', 'Pacific/Kiritimati'];
    const nows = [
      '2026-03-01T00:00:00Z',
      '2026-03-08T06:30:00Z',
      '2026-03-07T23:59:59Z',
      '2028-02-28T18:00:00Z',
      '2026-10-31T03:30:00Z',
      '2026-11-01T09:30:00Z',
    ];
    for (const zone of zones) {
      for (const iso of nows) {
        const now = new Date(iso);
        for (let weeks = 1; weeks <= 42; weeks += 1) {
          expect
            .soft(currentWeek(pregnant(dueDateIso(weeks, now, zone)), now, zone), `${weeks} weeks at ${iso} in ${zone}`)
            .toBe(weeks);
        }
      }
    }
  });

  it('reads an unknown time zone as UTC instead of failing', () => {
    expect(currentWeek(pregnant('2026-03-15'), new Date('2026-03-08T06:30:00Z'), 'Not/AZone')).toBe(39);
    expect(currentWeek(pregnant('2026-03-15'), new Date('2026-03-08T06:30:00Z'), '')).toBe(39);
  });

  it('is null for a missing, malformed or impossible due date', () => {
    for (const due of UNUSABLE_DUE_DATES) {
      expect.soft(currentWeek(pregnant(due), MARCH_1_NOON, 'UTC'), `due ${show(due)}`).toBeNull();
    }
  });

  it('is null for an invalid now', () => {
    expect(currentWeek(pregnant('2026-03-15'), new Date('nope'), 'UTC')).toBeNull();
  });
});

describe('daysUntilDue', () => {
  it('counts whole calendar days from today in her time zone to the due date, negative once past', () => {
    for (const [due, now, zone, expected] of DAYS_UNTIL_DUE) {
      expect.soft(daysUntilDue(due, new Date(now), zone), `due ${due}, now ${now} in ${zone}`).toBe(expected);
    }
  });

  it('is null for a missing or impossible due date', () => {
    for (const due of [null, undefined, '2026-02-30', 'soon']) {
      expect.soft(daysUntilDue(due, MARCH_1_NOON, 'UTC'), `due ${show(due)}`).toBeNull();
    }
  });
});
