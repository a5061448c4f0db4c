import { describe, expect, it } from 'vitest';
import { formatAverage, formatShortDate } from './stats.ts';

describe('tracking stats formatting', () => {
  it('shows averages to one decimal, with an em dash for nothing', () => {
    expect(formatAverage(null)).toBe('—');
    expect(formatAverage(5 / 3)).toBe('1.7');
    expect(formatAverage(3)).toBe('3.0');
  });

  it('names a calendar day without shifting it by the time zone', () => {
    expect(formatShortDate('2026-03-05')).toBe('Mar 5');
    expect(formatShortDate('2026-01-01')).toBe('Jan 1');
  });
});
