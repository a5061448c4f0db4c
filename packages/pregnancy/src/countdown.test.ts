import { describe, expect, it } from 'vitest';
import { countdownColor, formatCountdown, resetHoursText } from './countdown.ts';

describe('countdownColor', () => {
  it.each([
    [3600, 'green'],
    [301, 'green'],
    [300.5, 'green'],
    [300, 'orange'],
    [120, 'orange'],
    [61, 'orange'],
    [60.5, 'orange'],
    [60, 'red'],
    [1, 'red'],
    [0, 'red'],
    [-5, 'red'],
  ] as const)('%s s → %s', (seconds, expected) => {
    expect(countdownColor(seconds)).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [1, '0:01'],
    [9, '0:09'],
    [59, '0:59'],
    [60, '1:00'],
    [61, '1:01'],
    [245, '4:05'],
    [300, '5:00'],
    [300.4, '5:01'],
    [301, '5:01'],
    [599, '9:59'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [36_000, '10:00:00'],
    [86_399, '23:59:59'],
    [0.2, '0:01'],
    [-1, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

describe('resetHoursText', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const inMinutes = (minutes: number): Date => new Date(now.getTime() + minutes * 60_000);

  it.each([
    [1, 'Resets in 1 hour'],
    [59, 'Resets in 1 hour'],
    [60, 'Resets in 1 hour'],
    [61, 'Resets in 2 hours'],
    [120, 'Resets in 2 hours'],
    [121, 'Resets in 3 hours'],
    [179, 'Resets in 3 hours'],
    [23 * 60 + 59, 'Resets in 24 hours'],
    [0, 'Resets now'],
    [-30, 'Resets now'],
  ])('%i minutes left → %s', (minutes, expected) => {
    expect(resetHoursText(inMinutes(minutes), now)).toBe(expected);
  });

  it('rounds up even a single millisecond past the hour', () => {
    expect(resetHoursText(new Date(now.getTime() + 3_600_001), now)).toBe('Resets in 2 hours');
  });

  it('accepts an ISO timestamp string from the API', () => {
    expect(resetHoursText('2026-03-01T14:30:00.000Z', now)).toBe('Resets in 3 hours');
  });

  it.each([null, undefined, 'tomorrow', new Date('nope')])('returns null for the reset time %s', (reset) => {
    expect(resetHoursText(reset, now)).toBeNull();
  });
});
