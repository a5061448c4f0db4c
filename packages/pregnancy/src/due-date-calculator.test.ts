import { describe, expect, it } from 'vitest';
import { currentWeek } from './current-week.ts';
import {
  DAYS_FROM_CONCEPTION,
  DAYS_FROM_IVF3_TRANSFER,
  DAYS_FROM_IVF5_TRANSFER,
  DAYS_FROM_LMP,
  MAX_CYCLE_DAYS,
  MIN_CYCLE_DAYS,
  estimateDueDate,
  type DueDateInput,
} from './due-date-calculator.ts';

/** Noon UTC on a calendar day: the same date in every zone from UTC−11 to UTC+11. */
const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);
const dueOf = (input: DueDateInput, today = '2027-06-20') => {
  const result = estimateDueDate(input, noon(today), 'UTC');
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result.dueDate;
};

describe('estimateDueDate: the arithmetic (ACOG CO 700)', () => {
  it('names the numbers of the rule', () => {
    expect([DAYS_FROM_LMP, DAYS_FROM_CONCEPTION, DAYS_FROM_IVF3_TRANSFER, DAYS_FROM_IVF5_TRANSFER]).toEqual([
      280, 266, 263, 261,
    ]);
    expect([MIN_CYCLE_DAYS, MAX_CYCLE_DAYS]).toEqual([20, 45]);
  });

  it.each([
    // Naegele: 280 days; 2028 is a leap year, so Feb 29 2028 is one of the days counted.
    ['lmp', '2027-05-24', '2028-02-28'],
    ['lmp', '2027-05-25', '2028-02-29'],
    ['lmp', '2027-05-26', '2028-03-01'],
    // Not a leap year: Feb 28 2027 is followed by Mar 1.
    ['lmp', '2026-05-24', '2027-02-28', '2027-01-01'],
    ['lmp', '2026-05-25', '2027-03-01', '2027-01-01'],
    // Across a year end.
    ['lmp', '2026-03-27', '2027-01-01', '2027-01-01'],
    // Conception is day 14 of the cycle; IVF subtracts the embryo's age from 266.
    ['conception', '2027-06-07', '2028-02-28'],
    ['ivf3', '2027-06-10', '2028-02-28'],
    ['ivf5', '2027-06-12', '2028-02-28'],
    ['ivf5', '2027-06-13', '2028-02-29'],
    ['ivf3', '2027-06-12', '2028-03-01'],
  ] as const)('%s on %s gives %s', (method, date, due, today: string = '2027-06-20') => {
    expect(dueOf({ method, date }, today)).toBe(due);
  });

  it('moves the LMP date by the cycle length minus 28, both ways', () => {
    expect(dueOf({ method: 'lmp', date: '2027-05-24', cycleLength: 28 })).toBe('2028-02-28');
    expect(dueOf({ method: 'lmp', date: '2027-05-24', cycleLength: 35 })).toBe('2028-03-06');
    expect(dueOf({ method: 'lmp', date: '2027-05-24', cycleLength: 21 })).toBe('2028-02-21');
    expect(dueOf({ method: 'lmp', date: '2027-05-24', cycleLength: MIN_CYCLE_DAYS })).toBe('2028-02-20');
    expect(dueOf({ method: 'lmp', date: '2027-05-24', cycleLength: MAX_CYCLE_DAYS })).toBe('2028-03-16');
    expect(dueOf({ method: 'lmp', date: '2027-05-24', cycleLength: null })).toBe('2028-02-28');
  });

  it("takes her provider's date as it is", () => {
    expect(dueOf({ method: 'known', date: '2028-02-29' })).toBe('2028-02-29');
  });
});

describe('estimateDueDate: her gestational age today', () => {
  it.each([
    // [today, weeks, days] for a period on 2027-01-04 (due 2027-10-11).
    ['2027-01-04', 0, 0],
    ['2027-01-10', 0, 6],
    ['2027-01-11', 1, 0],
    ['2027-04-01', 12, 3],
    ['2027-10-11', 40, 0],
    ['2027-11-08', 44, 0],
  ] as const)('on %s she is %i weeks and %i days', (today, weeks, days) => {
    expect(estimateDueDate({ method: 'lmp', date: '2027-01-04' }, noon(today), 'UTC')).toEqual({
      ok: true,
      dueDate: '2027-10-11',
      weeks,
      days,
    });
  });

  it('counts from the adjusted date, so a long cycle makes her younger in weeks', () => {
    const result = estimateDueDate({ method: 'lmp', date: '2027-01-04', cycleLength: 35 }, noon('2027-04-01'), 'UTC');
    expect(result).toEqual({ ok: true, dueDate: '2027-10-18', weeks: 11, days: 3 });
  });

  it('agrees with the week the dashboard shows for the due date it gives', () => {
    for (const today of ['2027-01-18', '2027-02-14', '2027-03-31', '2027-07-01', '2027-10-11']) {
      const result = estimateDueDate({ method: 'ivf5', date: '2027-01-18' }, noon(today), 'UTC');
      if (!result.ok) throw new Error(result.refusal);
      expect(currentWeek({ isPregnant: true, dueDate: result.dueDate }, noon(today), 'UTC')).toBe(
        Math.max(1, result.weeks),
      );
    }
  });

  // 10:30 UTC on Mar 1 2027 is 00:30 on Mar 2 on Kiritimati (UTC+14) but 23:30 on Feb 28 in Pago Pago (UTC−11).
  const instant = new Date('2027-03-01T10:30:00Z');

  it('takes "today" from her time zone at a day boundary', () => {
    const lmp = { method: 'lmp', date: '2027-01-04' } as const;
    expect(estimateDueDate(lmp, instant, 'Pacific/Kiritimati')).toMatchObject({ weeks: 8, days: 1 });
    expect(estimateDueDate(lmp, instant, 'Pacific/Pago_Pago')).toMatchObject({ weeks: 7, days: 6 });
    expect(estimateDueDate(lmp, instant, 'UTC')).toMatchObject({ weeks: 8, days: 0 });
  });

  it('accepts a period that began today where it is already tomorrow, and refuses it where it is not', () => {
    const march2 = { method: 'lmp', date: '2027-03-02' } as const;
    expect(estimateDueDate(march2, instant, 'Pacific/Kiritimati')).toEqual({
      ok: true,
      dueDate: '2027-12-07',
      weeks: 0,
      days: 0,
    });
    expect(estimateDueDate(march2, instant, 'Pacific/Pago_Pago')).toEqual({ ok: false, refusal: 'date-in-future' });
  });

  it('counts an unknown zone as UTC', () => {
    expect(estimateDueDate({ method: 'lmp', date: '2027-01-04' }, instant, 'Mars/Olympus')).toMatchObject({
      weeks: 8,
      days: 0,
    });
  });
});

describe('estimateDueDate: refusals', () => {
  const today = noon('2027-06-20');
  it.each([
    ['not a date', { method: 'lmp', date: '2027-02-30' }, 'invalid-date'],
    ['a timestamp', { method: 'known', date: '2027-09-01T00:00:00Z' }, 'invalid-date'],
    ['a cycle too short', { method: 'lmp', date: '2027-05-01', cycleLength: MIN_CYCLE_DAYS - 1 }, 'cycle-length'],
    ['a cycle too long', { method: 'lmp', date: '2027-05-01', cycleLength: MAX_CYCLE_DAYS + 1 }, 'cycle-length'],
    ['a fractional cycle', { method: 'lmp', date: '2027-05-01', cycleLength: 28.5 }, 'cycle-length'],
    ['a cycle for another method', { method: 'ivf5', date: '2027-05-01', cycleLength: 28 }, 'cycle-length'],
    ['a period tomorrow', { method: 'lmp', date: '2027-06-21' }, 'date-in-future'],
    ['conception tomorrow', { method: 'conception', date: '2027-06-21' }, 'date-in-future'],
    ['a day-3 transfer tomorrow', { method: 'ivf3', date: '2027-06-21' }, 'date-in-future'],
    ['a day-5 transfer tomorrow', { method: 'ivf5', date: '2027-06-21' }, 'date-in-future'],
    ['a period 44 weeks and a day ago', { method: 'lmp', date: '2026-08-15' }, 'date-too-old'],
    ['conception 44 weeks and a day ago', { method: 'conception', date: '2026-08-15' }, 'date-too-old'],
    ['a transfer 44 weeks and a day ago', { method: 'ivf3', date: '2026-08-15' }, 'date-too-old'],
    ['a short cycle past 44 weeks', { method: 'lmp', date: '2026-08-16', cycleLength: 27 }, 'date-too-old'],
    ['a long cycle not yet begun', { method: 'lmp', date: '2027-06-15', cycleLength: 34 }, 'not-started'],
    ['a due date 40 weeks and a day ahead', { method: 'known', date: '2028-03-27' }, 'due-too-far'],
    ['a due date 4 weeks and a day past', { method: 'known', date: '2027-05-22' }, 'due-long-past'],
  ] as const)('refuses %s', (_, input, refusal) => {
    expect(estimateDueDate(input, today, 'UTC')).toEqual({ ok: false, refusal });
  });

  it('accepts each edge', () => {
    expect(estimateDueDate({ method: 'lmp', date: '2026-08-16' }, today, 'UTC')).toMatchObject({ weeks: 44, days: 0 });
    expect(estimateDueDate({ method: 'lmp', date: '2027-06-20' }, today, 'UTC')).toMatchObject({ weeks: 0, days: 0 });
    expect(estimateDueDate({ method: 'lmp', date: '2027-06-14', cycleLength: 34 }, today, 'UTC')).toMatchObject({
      weeks: 0,
      days: 0,
    });
    expect(estimateDueDate({ method: 'known', date: '2028-03-26' }, today, 'UTC')).toMatchObject({ weeks: 0, days: 0 });
    expect(estimateDueDate({ method: 'known', date: '2027-05-23' }, today, 'UTC')).toMatchObject({
      weeks: 44,
      days: 0,
    });
  });

  it('refuses a broken clock', () => {
    expect(estimateDueDate({ method: 'lmp', date: '2027-05-01' }, new Date(Number.NaN), 'UTC')).toEqual({
      ok: false,
      refusal: 'invalid-now',
    });
  });
});
