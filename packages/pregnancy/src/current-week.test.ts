import { describe, expect, it } from 'vitest';
import { currentWeek, daysUntilDue, type WeekSource } from './current-week.ts';
import { dueDateIso } from './due-date.ts';

const MARCH_1_NOON = new Date('2026-03-01T12:00:00Z');
const pregnant = (dueDate: WeekSource['dueDate']): WeekSource => ({ isPregnant: true, dueDate });

describe('currentWeek', () => {
  it.each([
    // Due 2026-03-15 (set at week 38 on 2026-03-01); the week advances every 7 days at midnight.
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
    // Long past the due date the week stays at 42, the last week the inputs accept.
    ['2026-06-01T00:00:00Z', 42],
    // More than 39 weeks before the due date there is no week 0: it reads week 1.
    ['2025-06-01T00:00:00Z', 1],
  ])('due 2026-03-15 in UTC, now %s → week %i', (now, expected) => {
    expect(currentWeek(pregnant('2026-03-15'), new Date(now), 'UTC')).toBe(expected);
  });

  it.each([
    // 22:30 on 7 March in Los Angeles (PST, UTC−8) is already 8 March in UTC.
    ['2026-03-08T06:30:00Z', 'America/Los_Angeles', 38],
    ['2026-03-08T06:30:00Z', 'UTC', 39],
    // Her own midnight moves her on; US clocks spring forward later that day, which changes nothing.
    ['2026-03-08T08:00:00Z', 'America/Los_Angeles', 39],
    ['2026-03-08T23:00:00Z', 'America/Los_Angeles', 39],
    // 00:30 on 8 March in Auckland (NZDT, UTC+13) is still 7 March in UTC.
    ['2026-03-07T11:30:00Z', 'Pacific/Auckland', 39],
    ['2026-03-07T11:30:00Z', 'UTC', 38],
  ])('due 2026-03-15, now %s in %s → week %i (today is her calendar date)', (now, zone, expected) => {
    expect(currentWeek(pregnant('2026-03-15'), new Date(now), zone)).toBe(expected);
  });

  it.each([
    ['2026-03-15', 38],
    ['2026-03-15T00:00:00.000Z', 38],
    ['2026-03-15T12:00:00.000Z', 38],
    [new Date('2026-03-15T00:00:00Z'), 38],
    ['2026-11-29', 1],
    ['2026-11-22', 2],
    ['2026-07-19', 20],
    ['2026-03-01', 40],
    ['2026-02-15', 42],
  ])('due %s, now 2026-03-01T12:00Z in UTC → week %i', (due, expected) => {
    expect(currentWeek(pregnant(due), MARCH_1_NOON, 'UTC')).toBe(expected);
  });

  it.each([
    // Exactly 40 weeks (280 days) out is "week 0" by the formula; there is no week 0.
    ['2026-12-06', 1],
    ['2026-11-30', 1],
  ])('due %s (40 weeks or more ahead) reads week %i, never 0', (due, expected) => {
    expect(currentWeek(pregnant(due), MARCH_1_NOON, 'UTC')).toBe(expected);
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

  it('reads back the weeks a due date was set from, for weeks 1-42, at any hour, in any zone', () => {
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
          expect(currentWeek(pregnant(dueDateIso(weeks, now, zone)), now, zone)).toBe(weeks);
        }
      }
    }
  });

  it('reads an unknown time zone as UTC instead of failing', () => {
    expect(currentWeek(pregnant('2026-03-15'), new Date('2026-03-08T06:30:00Z'), 'Not/AZone')).toBe(39);
    expect(currentWeek(pregnant('2026-03-15'), new Date('2026-03-08T06:30:00Z'), '')).toBe(39);
  });

  it.each([null, undefined, '', 'soon', '2026-02-30', '2026-13-01', new Date('nope')])(
    'is null for the unusable due date %s',
    (due) => {
      expect(currentWeek(pregnant(due), MARCH_1_NOON, 'UTC')).toBeNull();
    },
  );

  it('is null for an invalid now', () => {
    expect(currentWeek(pregnant('2026-03-15'), new Date('nope'), 'UTC')).toBeNull();
  });
});

describe('daysUntilDue', () => {
  it.each([
    ['2026-03-15', '2026-03-01T12:00:00Z', 'UTC', 14],
    ['2026-03-15', '2026-03-15T23:59:59Z', 'UTC', 0],
    ['2026-03-15', '2026-03-18T00:00:00Z', 'UTC', -3],
    ['2026-03-06T00:00:00.000Z', '2026-03-04T22:30:00Z', 'UTC', 2],
    // 22:30 on 4 March in Los Angeles is 5 March 06:30 in UTC.
    ['2026-03-15', '2026-03-05T06:30:00Z', 'America/Los_Angeles', 11],
    ['2026-03-15', '2026-03-05T06:30:00Z', 'UTC', 10],
    // Across the US spring-forward night the count is still whole calendar days.
    ['2026-03-09', '2026-03-07T20:00:00Z', 'America/Los_Angeles', 2],
  ])('due %s, now %s in %s → %i days', (due, now, zone, expected) => {
    expect(daysUntilDue(due, new Date(now), zone)).toBe(expected);
  });

  it.each([null, undefined, '2026-02-30', 'soon'])('is null for the due date %s', (due) => {
    expect(daysUntilDue(due, MARCH_1_NOON, 'UTC')).toBeNull();
  });
});
