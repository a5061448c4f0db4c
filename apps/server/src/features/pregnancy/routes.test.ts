import {
  DUE_DATE_CYCLE_MAX,
  DUE_DATE_CYCLE_MESSAGE,
  DUE_DATE_CYCLE_MIN,
  DUE_DATE_CYCLE_ONLY_LMP_MESSAGE,
  DUE_DATE_DATE_MESSAGE,
  DUE_DATE_FUTURE_MESSAGE,
  DUE_DATE_LONG_PAST_MESSAGE,
  DUE_DATE_MAX_WEEKS,
  DUE_DATE_METHOD_MESSAGE,
  DUE_DATE_METHOD_VALUES,
  DUE_DATE_NOT_STARTED_MESSAGE,
  DUE_DATE_SOURCE,
  DUE_DATE_TOO_FAR_MESSAGE,
  DUE_DATE_TOO_OLD_MESSAGE,
  TIME_ZONE_MESSAGE,
  TOO_MANY_DUE_DATE_REQUESTS_MESSAGE,
  dueDateResponseSchema,
  userProfileSchema,
} from '@bloom/contract';
import { dueDateMethods } from '@bloom/knowledge';
import { DUE_DATE_METHODS, MAX_CYCLE_DAYS, MAX_GESTATION_WEEKS, MIN_CYCLE_DAYS } from '@bloom/pregnancy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DUE_DATE_LIMIT } from './service.ts';

/**
 * The server's clock is fixed: 10:30 UTC on 2027-03-01 is 00:30 on Mar 2 on Kiritimati (UTC+14)
 * and 23:30 on Feb 28 in Pago Pago (UTC−11), so her zone decides which day "today" is.
 */
const NOW = new Date('2027-03-01T10:30:00Z');
let now = NOW;

describe('POST /api/pregnancy/due-date', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
  });
  afterAll(() => t.close());

  // Each test its own client address, so the per-address limit counts only that test's calls.
  let address = 0;
  const client = () => `10.0.0.${++address}`;
  const post = (payload: unknown, remoteAddress = client()) =>
    t.app.inject({ method: 'POST', url: '/api/pregnancy/due-date', payload: payload as object, remoteAddress });

  it.each([
    // LMP 2027-01-04 is 8 weeks 0 days ago on Mar 1; conception, IVF day-3 and day-5 of the same cycle agree.
    [{ method: 'lmp', date: '2027-01-04' }, '2027-10-11', 8, 0],
    [{ method: 'conception', date: '2027-01-18' }, '2027-10-11', 8, 0],
    [{ method: 'ivf3', date: '2027-01-21' }, '2027-10-11', 8, 0],
    [{ method: 'ivf5', date: '2027-01-23' }, '2027-10-11', 8, 0],
    [{ method: 'known', date: '2027-10-11' }, '2027-10-11', 8, 0],
    // Naegele across Feb 29 2028, and a cycle adjustment each way.
    [{ method: 'lmp', date: '2026-05-25' }, '2027-03-01', 40, 0],
    [{ method: 'lmp', date: '2026-12-01' }, '2027-09-07', 12, 6],
    [{ method: 'lmp', date: '2026-12-01', cycleLength: 35 }, '2027-09-14', 11, 6],
    [{ method: 'lmp', date: '2026-12-01', cycleLength: 21 }, '2027-08-31', 13, 6],
    [{ method: 'ivf5', date: '2027-03-01' }, '2027-11-17', 2, 5],
  ] as const)('answers %o with %s at %i weeks and %i days, in UTC by default', async (body, dueDate, weeks, days) => {
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(dueDateResponseSchema.parse(res.json())).toEqual({ dueDate, weeks, days, source: dueDateMethods.source });
  });

  it.each([
    // 280 days from 2027-05-24 end on Feb 28 2028; one day later the count crosses Feb 29.
    [{ method: 'lmp', date: '2027-05-24' }, '2028-02-28', 3, 6],
    [{ method: 'lmp', date: '2027-05-25' }, '2028-02-29', 3, 5],
    [{ method: 'lmp', date: '2027-05-26' }, '2028-03-01', 3, 4],
    [{ method: 'ivf3', date: '2027-06-12' }, '2028-03-01', 3, 4],
    [{ method: 'ivf5', date: '2027-06-13' }, '2028-02-29', 3, 5],
  ] as const)('counts Feb 29 2028 once: %o gives %s', async (body, dueDate, weeks, days) => {
    now = new Date('2027-06-20T12:00:00Z');
    try {
      expect((await post(body)).json()).toMatchObject({ dueDate, weeks, days });
    } finally {
      now = NOW;
    }
  });

  it('takes "today" from the time zone she sends', async () => {
    const lmp = { method: 'lmp', date: '2027-01-04' };
    expect((await post({ ...lmp, timeZone: 'Pacific/Kiritimati' })).json()).toMatchObject({ weeks: 8, days: 1 });
    expect((await post({ ...lmp, timeZone: 'Pacific/Pago_Pago' })).json()).toMatchObject({ weeks: 7, days: 6 });
    // A period on Mar 2 has begun on Kiritimati, not yet in Pago Pago.
    const march2 = { method: 'lmp', date: '2027-03-02' };
    expect((await post({ ...march2, timeZone: 'Pacific/Kiritimati' })).json()).toMatchObject({
      dueDate: '2027-12-07',
      weeks: 0,
      days: 0,
    });
    expect((await post({ ...march2, timeZone: 'Pacific/Pago_Pago' })).json()).toMatchObject({
      message: DUE_DATE_FUTURE_MESSAGE,
    });
  });

  it.each([
    ['a period tomorrow', { method: 'lmp', date: '2027-03-02' }, 'date', DUE_DATE_FUTURE_MESSAGE],
    ['conception tomorrow', { method: 'conception', date: '2027-03-02' }, 'date', DUE_DATE_FUTURE_MESSAGE],
    ['a day-3 transfer tomorrow', { method: 'ivf3', date: '2027-03-02' }, 'date', DUE_DATE_FUTURE_MESSAGE],
    ['a day-5 transfer tomorrow', { method: 'ivf5', date: '2027-03-02' }, 'date', DUE_DATE_FUTURE_MESSAGE],
    ['a period 44 weeks and a day ago', { method: 'lmp', date: '2026-04-26' }, 'date', DUE_DATE_TOO_OLD_MESSAGE],
    ['a transfer 44 weeks and a day ago', { method: 'ivf5', date: '2026-04-26' }, 'date', DUE_DATE_TOO_OLD_MESSAGE],
    [
      'a cycle that has not begun',
      { method: 'lmp', date: '2027-02-25', cycleLength: 40 },
      'date',
      DUE_DATE_NOT_STARTED_MESSAGE,
    ],
    ['a due date 40 weeks and a day ahead', { method: 'known', date: '2027-12-07' }, 'date', DUE_DATE_TOO_FAR_MESSAGE],
    ['a due date 4 weeks and a day past', { method: 'known', date: '2027-01-31' }, 'date', DUE_DATE_LONG_PAST_MESSAGE],
    ['an impossible date', { method: 'lmp', date: '2027-02-29' }, 'date', DUE_DATE_DATE_MESSAGE],
    ['a timestamp', { method: 'lmp', date: '2027-02-01T00:00:00Z' }, 'date', DUE_DATE_DATE_MESSAGE],
    ['no date', { method: 'lmp' }, 'date', DUE_DATE_DATE_MESSAGE],
    ['an unknown method', { method: 'ultrasound', date: '2027-02-01' }, 'method', DUE_DATE_METHOD_MESSAGE],
    [
      'a cycle too short',
      { method: 'lmp', date: '2027-02-01', cycleLength: DUE_DATE_CYCLE_MIN - 1 },
      'cycleLength',
      DUE_DATE_CYCLE_MESSAGE,
    ],
    [
      'a cycle too long',
      { method: 'lmp', date: '2027-02-01', cycleLength: DUE_DATE_CYCLE_MAX + 1 },
      'cycleLength',
      DUE_DATE_CYCLE_MESSAGE,
    ],
    [
      'a cycle of text',
      { method: 'lmp', date: '2027-02-01', cycleLength: '28' },
      'cycleLength',
      DUE_DATE_CYCLE_MESSAGE,
    ],
    [
      'a cycle for an IVF date',
      { method: 'ivf3', date: '2027-02-01', cycleLength: 28 },
      'cycleLength',
      DUE_DATE_CYCLE_ONLY_LMP_MESSAGE,
    ],
    [
      'an unknown time zone',
      { method: 'lmp', date: '2027-02-01', timeZone: 'Mars/Olympus' },
      'timeZone',
      TIME_ZONE_MESSAGE,
    ],
  ] as const)('refuses %s with its message on its field', async (_, body, field, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const { requestId, ...rest } = res.json<{ requestId: string }>();
    expect(requestId).toEqual(expect.any(String));
    expect(rest).toEqual({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('refuses fields it does not know', async () => {
    const res = await post({ method: 'lmp', date: '2027-02-01', weeks: 3 });
    expect(res.statusCode).toBe(400);
  });

  it('answers without an account, and changes nothing of a signed-in one', async () => {
    const user = await t.createUser({ pregnancyWeeks: 20 });
    const before = (await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pregnancy/due-date',
      headers: user.headers,
      payload: { method: 'lmp', date: '2027-01-04' },
    });
    expect(res.statusCode).toBe(200);
    const after = userProfileSchema.parse(
      (await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json(),
    );
    expect(after).toEqual(userProfileSchema.parse(before));
  });

  it(`answers ${DUE_DATE_LIMIT.requests} calculations a minute from one address, then 429`, async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < DUE_DATE_LIMIT.requests; i += 1) {
      expect((await post({ method: 'lmp', date: '2027-01-04' }, address)).statusCode).toBe(200);
    }
    const refused = await post({ method: 'lmp', date: '2027-01-04' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: TOO_MANY_DUE_DATE_REQUESTS_MESSAGE, code: 'RATE_LIMITED' });
    // Another address is not affected.
    expect((await post({ method: 'lmp', date: '2027-01-04' })).statusCode).toBe(200);
  });

  it("keeps the contract's copies of the numbers and the source equal to the package's and the knowledge base's", () => {
    expect(DUE_DATE_METHOD_VALUES).toEqual(DUE_DATE_METHODS);
    expect([DUE_DATE_CYCLE_MIN, DUE_DATE_CYCLE_MAX, DUE_DATE_MAX_WEEKS]).toEqual([
      MIN_CYCLE_DAYS,
      MAX_CYCLE_DAYS,
      MAX_GESTATION_WEEKS,
    ]);
    expect(dueDateMethods.source).toEqual(DUE_DATE_SOURCE);
    expect(dueDateMethods).toMatchObject({
      daysFromLmp: 280,
      daysFromConception: 266,
      daysFromIvf3Transfer: 263,
      daysFromIvf5Transfer: 261,
      standardCycleDays: 28,
    });
  });
});
