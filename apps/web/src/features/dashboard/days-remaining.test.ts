import { describe, expect, it } from 'vitest';
import { daysRemaining, formatRemaining, parseDueDate } from './days-remaining.ts';

const now = new Date('2026-03-04T22:30:00Z');

describe('daysRemaining', () => {
  it('counts whole UTC days to a date-only due date', () => {
    expect(daysRemaining('2026-03-11', 20, now)).toBe(7);
    expect(daysRemaining('2026-03-04', 40, now)).toBe(0);
    expect(daysRemaining('2026-03-01', 41, now)).toBe(-3);
  });

  it('reads an ISO timestamp due date too', () => {
    expect(daysRemaining('2026-03-06T00:00:00.000Z', 39, now)).toBe(2);
  });

  it('counts to week 40 when there is no due date', () => {
    expect(daysRemaining(null, 18, now)).toBe(154);
    expect(daysRemaining('2026-02-30', 38, now)).toBe(14);
  });

  it('is null when neither is known', () => {
    expect(daysRemaining(null, null, now)).toBeNull();
  });
});

describe('parseDueDate', () => {
  it('rejects impossible dates instead of rolling them over', () => {
    expect(parseDueDate('2026-02-30')).toBeNull();
    expect(parseDueDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe('formatRemaining', () => {
  it.each([
    [1, '1 day to go'],
    [6, '6 days to go'],
    [7, '1 week to go'],
    [9, '1 week and 2 days to go'],
    [154, '22 weeks to go'],
    [155, '22 weeks and 1 day to go'],
  ])('%i days → %s', (days, text) => {
    expect(formatRemaining(days)).toBe(text);
  });
});
