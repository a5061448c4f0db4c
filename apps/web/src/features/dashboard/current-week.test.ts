import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentWeek, type WeekSource } from './current-week.ts';

const pregnant = (fields: Partial<WeekSource>): WeekSource => ({
  isPregnant: true,
  pregnancyWeeks: null,
  dueDate: null,
  ...fields,
});

describe('currentWeek', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts from the due date, so the week moves on as the days pass', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Due 2026-07-01: on 2026-03-04 that is 119 days (17 weeks) away, so week 23.
    const user = pregnant({ pregnancyWeeks: 18, dueDate: '2026-07-01' });
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
    expect(currentWeek(user, new Date())).toBe(23);
    vi.setSystemTime(new Date('2026-03-11T10:00:00Z'));
    expect(currentWeek(user, new Date())).toBe(24);
    vi.setSystemTime(new Date('2026-07-01T10:00:00Z'));
    expect(currentWeek(user, new Date())).toBe(40);
  });

  it('uses the stored weeks when there is no due date', () => {
    expect(currentWeek(pregnant({ pregnancyWeeks: 18 }), new Date())).toBe(18);
  });

  it('uses the stored weeks when the due date cannot be read', () => {
    expect(currentWeek(pregnant({ pregnancyWeeks: 9, dueDate: 'soon' }), new Date())).toBe(9);
  });

  it.each([null, 0, -3])('treats %s stored weeks without a due date as unknown', (weeks) => {
    expect(currentWeek(pregnant({ pregnancyWeeks: weeks }), new Date())).toBeNull();
  });

  it('is null for someone who is not pregnant, whatever else the profile holds', () => {
    const partner: WeekSource = { isPregnant: false, pregnancyWeeks: 20, dueDate: '2026-07-01' };
    expect(currentWeek(partner, new Date('2026-03-04T10:00:00Z'))).toBeNull();
  });
});
