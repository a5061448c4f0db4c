import { describe, expect, it } from 'vitest';
import { daysRemaining, formatRemaining, parseDueDate } from './days-remaining.ts';

const now = new Date('2026-03-04T22:30:00Z');

describe('daysRemaining', () => {
  it('counts whole days from today in UTC to a date-only due date', () => {
    expect(daysRemaining('2026-03-11', 20, now, 'UTC')).toBe(7);
    expect(daysRemaining('2026-03-04', 40, now, 'UTC')).toBe(0);
    expect(daysRemaining('2026-03-01', 41, now, 'UTC')).toBe(-3);
  });

  it('counts from today in her time zone: 22:30 UTC is already tomorrow in Auckland', () => {
    expect(daysRemaining('2026-03-11', 20, now, 'Pacific/Auckland')).toBe(6);
    // 14:30 in Los Angeles, the same calendar day as UTC.
    expect(daysRemaining('2026-03-11', 20, now, 'America/Los_Angeles')).toBe(7);
  });

  it('reads an ISO timestamp due date too', () => {
    expect(daysRemaining('2026-03-06T00:00:00.000Z', 39, now, 'UTC')).toBe(2);
  });

  it('counts to week 40 when the due date is missing or impossible', () => {
    expect(daysRemaining(null, 18, now, 'UTC')).toBe(154);
    expect(daysRemaining('2026-02-30', 38, now, 'UTC')).toBe(14);
  });

  it('is null when neither is known', () => {
    expect(daysRemaining(null, null, now, 'UTC')).toBeNull();
  });
});

describe('parseDueDate', () => {
  it('rejects impossible and missing dates instead of rolling them over', () => {
    expect(parseDueDate('2026-02-30')).toBeNull();
    expect(parseDueDate(null)).toBeNull();
    expect(parseDueDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe('formatRemaining', () => {
  it('says the time left in weeks and days, leaving out a zero part, singular for one', () => {
    for (const [days, text] of [
      [1, '1 day to go'],
      [6, '6 days to go'],
      [7, '1 week to go'],
      [9, '1 week and 2 days to go'],
      [154, '22 weeks to go'],
      [155, '22 weeks and 1 day to go'],
    ] as const) {
      expect.soft(formatRemaining(days), `${days} days`).toBe(text);
    }
  });
});
