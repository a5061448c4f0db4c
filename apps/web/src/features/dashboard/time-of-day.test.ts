import { describe, expect, it } from 'vitest';
import { timeOfDayGreeting } from './time-of-day.ts';

// Local clock times, so the test reads the same in every time zone.
const at = (hour: number, minute = 0) => new Date(2026, 2, 4, hour, minute);

describe('timeOfDayGreeting', () => {
  it('greets by the local hour: morning from 5, afternoon from 12, evening from 18 through the night', () => {
    for (const [hour, greeting] of [
      [5, 'Good morning'],
      [11, 'Good morning'],
      [12, 'Good afternoon'],
      [17, 'Good afternoon'],
      [18, 'Good evening'],
      [23, 'Good evening'],
      [2, 'Good evening'],
    ] as const) {
      expect.soft(timeOfDayGreeting(at(hour)), `${hour}:00`).toBe(greeting);
    }
  });

  it('switches exactly on the hour', () => {
    expect(timeOfDayGreeting(at(4, 59))).toBe('Good evening');
    expect(timeOfDayGreeting(at(5, 0))).toBe('Good morning');
    expect(timeOfDayGreeting(at(11, 59))).toBe('Good morning');
    expect(timeOfDayGreeting(at(12, 0))).toBe('Good afternoon');
    expect(timeOfDayGreeting(at(17, 59))).toBe('Good afternoon');
    expect(timeOfDayGreeting(at(18, 0))).toBe('Good evening');
  });
});
