import { dueDateIso } from '@bloom/pregnancy';
import { describe, expect, it } from 'vitest';
import { dayOfWeek } from './week-day.ts';

const now = new Date('2026-03-04T10:00:00Z');

describe('dayOfWeek', () => {
  it('is day 0 on the day a week begins, then counts up to 6', () => {
    // Due 20 weeks from today: week 20 starts today.
    expect(dayOfWeek(dueDateIso(20, now, 'UTC'), 20, now, 'UTC')).toBe(0);
    expect(dayOfWeek('2026-07-21', 20, now, 'UTC')).toBe(1);
    expect(dayOfWeek('2026-07-16', 20, now, 'UTC')).toBe(6);
    // One more day on, the week turns: week 21, day 0.
    expect(dayOfWeek('2026-07-15', 21, now, 'UTC')).toBe(0);
  });

  it('counts days past the due date into week 40 and 41', () => {
    expect(dayOfWeek('2026-03-01', 40, now, 'UTC')).toBe(3);
    expect(dayOfWeek('2026-02-25', 41, now, 'UTC')).toBe(0);
  });

  it('turns at her midnight: 10:00 UTC is already tomorrow in Kiritimati (UTC+14)', () => {
    expect(dayOfWeek('2026-07-21', 20, now, 'Pacific/Kiritimati')).toBe(2);
  });

  it('is null without a due date, or when the week was clamped to 1 or 42', () => {
    expect(dayOfWeek(null, 20, now, 'UTC')).toBeNull();
    // 45 weeks away would be week −5: shown as week 1, where no day count is true.
    expect(dayOfWeek('2027-01-13', 1, now, 'UTC')).toBeNull();
    // Four weeks past the due date would be week 44: shown as week 42.
    expect(dayOfWeek('2026-02-04', 42, now, 'UTC')).toBeNull();
  });
});
