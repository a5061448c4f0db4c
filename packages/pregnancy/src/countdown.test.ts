import { describe, expect, it } from 'vitest';
import { countdownColor, formatCountdown, resetHoursText } from './countdown.ts';

const COLORS = [
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
] as const;

const UNDER_AN_HOUR: [number, string][] = [
  [0, '0:00'],
  [1, '0:01'],
  [9, '0:09'],
  [59, '0:59'],
  [60, '1:00'],
  [61, '1:01'],
  [245, '4:05'],
  [300, '5:00'],
  [301, '5:01'],
  [599, '9:59'],
  [600, '10:00'],
  [3599, '59:59'],
];

const AN_HOUR_OR_MORE: [number, string][] = [
  [3600, '1:00:00'],
  [3661, '1:01:01'],
  [36_000, '10:00:00'],
  [86_399, '23:59:59'],
];

const FRACTIONS: [number, string][] = [
  [300.4, '5:01'],
  [0.2, '0:01'],
];

const checkCountdown = (rows: [number, string][]) => {
  for (const [seconds, expected] of rows) {
    expect.soft(formatCountdown(seconds), `${seconds} s`).toBe(expected);
  }
};

describe('countdownColor', () => {
  it('is green above 300 s, orange above 60 s and red otherwise', () => {
    for (const [seconds, expected] of COLORS) {
      expect.soft(countdownColor(seconds), `${seconds} s`).toBe(expected);
    }
  });
});

describe('formatCountdown', () => {
  it('writes m:ss below an hour', () => {
    checkCountdown(UNDER_AN_HOUR);
  });

  it('writes h:mm:ss from an hour on', () => {
    checkCountdown(AN_HOUR_OR_MORE);
  });

  it('rounds a fraction of a second up', () => {
    checkCountdown(FRACTIONS);
  });

  it('reads negative and NaN seconds as 0:00', () => {
    checkCountdown([
      [-1, '0:00'],
      [Number.NaN, '0:00'],
    ]);
  });
});

describe('resetHoursText', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const inMinutes = (minutes: number): Date => new Date(now.getTime() + minutes * 60_000);

  const HOURS_LEFT: [number, string][] = [
    [1, 'Resets in 1 hour'],
    [59, 'Resets in 1 hour'],
    [60, 'Resets in 1 hour'],
    [61, 'Resets in 2 hours'],
    [120, 'Resets in 2 hours'],
    [121, 'Resets in 3 hours'],
    [179, 'Resets in 3 hours'],
    [23 * 60 + 59, 'Resets in 24 hours'],
  ];

  it('rounds the time left up to whole hours, "1 hour" in the singular', () => {
    for (const [minutes, expected] of HOURS_LEFT) {
      expect.soft(resetHoursText(inMinutes(minutes), now), `${minutes} minutes left`).toBe(expected);
    }
  });

  it('says "Resets now" once the reset time has come or passed', () => {
    for (const minutes of [0, -30]) {
      expect.soft(resetHoursText(inMinutes(minutes), now), `${minutes} minutes left`).toBe('Resets now');
    }
  });

  it('rounds up even a single millisecond past the hour', () => {
    expect(resetHoursText(new Date(now.getTime() + 3_600_001), now)).toBe('Resets in 2 hours');
  });

  it('accepts an ISO timestamp string from the API', () => {
    expect(resetHoursText('2026-03-01T14:30:00.000Z', now)).toBe('Resets in 3 hours');
  });

  it('returns null for a missing or unparseable reset time', () => {
    for (const reset of [null, undefined, 'tomorrow', new Date('nope')]) {
      expect.soft(resetHoursText(reset, now), `reset ${String(reset)}`).toBeNull();
    }
  });
});
