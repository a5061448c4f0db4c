import { afterEach, describe, expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

describe('dates and times in the language on screen', () => {
  const savedZone = process.env.TZ;
  afterEach(() => {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  });

  it('follows the device into a new time zone while the app is open (she travels)', () => {
    const instant = Date.UTC(2026, 10, 26, 16, 30);
    process.env.TZ = 'America/New_York';
    expect(formatTime(instant)).toBe('11:30 AM');
    process.env.TZ = 'America/Los_Angeles';
    expect(formatTime(instant)).toBe('8:30 AM');
    // A zone named by the caller is not hers: it stays as asked.
    expect(formatTime(instant, 'America/Chicago')).toBe('10:30 AM');
  });
});
