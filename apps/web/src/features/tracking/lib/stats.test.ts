import { describe, expect, it } from 'vitest';
import { average, formatAverage, formatCount, weeklyAverages } from './stats.ts';

describe('tracking stats', () => {
  it('averages to one decimal, with an em dash for nothing', () => {
    expect(average([])).toBeNull();
    expect(formatAverage(average([]))).toBe('—');
    expect(formatAverage(average([1, 2, 2]))).toBe('1.7');
    expect(formatAverage(average([3]))).toBe('3.0');
  });

  it("reads a count at the server's cap as 'N+'", () => {
    expect(formatCount(99, 100)).toBe('99');
    expect(formatCount(100, 100)).toBe('100+');
  });

  it('buckets entries into 8 weekly windows ending today, oldest first', () => {
    const now = new Date(2026, 2, 20, 15, 0); // local 20 March 2026, 3 PM
    const at = (month: number, day: number, hour = 12) => new Date(2026, month, day, hour).toISOString();
    const items = [
      { v: 4, at: at(2, 20, 23) }, // later today still counts as this week
      { v: 2, at: at(2, 14, 0) }, // first moment of this week's window
      { v: 5, at: at(2, 13, 23) }, // last hour of the previous window
      { v: 1, at: at(0, 24, 0) }, // first moment of the oldest window, 56 days before 21 March
      { v: 3, at: new Date(2026, 0, 23, 23, 59).toISOString() }, // a minute too old
      { v: 3, at: at(2, 21, 0) }, // tomorrow
      { v: 3, at: 'not a date' },
    ];
    const weeks = weeklyAverages(
      items,
      (i) => i.v,
      (i) => i.at,
      now,
    );
    expect(weeks).toHaveLength(8);
    expect(weeks[0]!.start).toEqual(new Date(2026, 0, 24));
    expect(weeks[7]!.start).toEqual(new Date(2026, 2, 14));
    expect(weeks.map((w) => w.count)).toEqual([1, 0, 0, 0, 0, 0, 1, 2]);
    expect(weeks[0]!.average).toBe(1);
    expect(weeks[1]!.average).toBeNull();
    expect(weeks[7]!.average).toBe(3);
    expect(weeks[6]!.average).toBe(5);
  });
});
