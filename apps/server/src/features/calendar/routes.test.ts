import {
  ENTRY_DATE_RANGE_MESSAGE,
  ENTRY_TITLE_REQUIRED_MESSAGE,
  MONTH_MESSAGE,
  NUL_MESSAGE,
  TIME_MESSAGE,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

const REAL_DATE_MESSAGE = 'Use a real date in the form YYYY-MM-DD';

describe('calendar entries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/calendar/entries', headers: user.headers, payload });
  const month = async (user: TestUser, key: string) => {
    const res = await t.app.inject({ url: `/api/calendar/entries?month=${key}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; date: string; time: string | null; title: string }[];
  };
  const entry = (date: string, title = 'Note', extra: object = {}) => ({ type: 'note', title, date, ...extra });

  it('answers 401 to every call when signed out', async () => {
    const id = crypto.randomUUID();
    const calls = [
      { method: 'GET', url: '/api/calendar/entries?month=2026-11' },
      { method: 'POST', url: '/api/calendar/entries', payload: entry('2026-11-02') },
      { method: 'PATCH', url: `/api/calendar/entries/${id}`, payload: { title: 'x' } },
      { method: 'DELETE', url: `/api/calendar/entries/${id}` },
      { method: 'POST', url: '/api/calendar/food-tracking', payload: { date: '2026-11-02', foodItems: ['apple'] } },
      {
        method: 'POST',
        url: '/api/calendar/activity-tracking',
        payload: { date: '2026-11-02', activities: ['walk'], energyLevel: 3 },
      },
    ] as const;
    for (const call of calls) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
  });

  it('adds an entry with the spec fields, leaving the tracking fields null', async () => {
    const user = await t.createUser();
    const res = await create(user, {
      type: 'milestone',
      title: '  First kick  ',
      description: 'Felt it after dinner',
      time: '19:30',
      category: 'baby',
      date: '2026-11-22',
      foodItems: null,
      activities: null,
      notes: null,
      moodRating: null,
      energyLevel: null,
      symptoms: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(String),
      userId: user.id,
      type: 'milestone',
      title: 'First kick',
      description: 'Felt it after dinner',
      time: '19:30',
      category: 'baby',
      date: '2026-11-22',
      foodItems: null,
      activities: null,
      notes: null,
      moodRating: null,
      energyLevel: null,
      symptoms: null,
      createdAt: expect.any(String),
    });
  });

  it('stores an empty time and description as none', async () => {
    const user = await t.createUser();
    const res = await create(user, entry('2026-11-03', 'Rest day', { time: '', description: '   ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ time: null, description: null });
  });

  it("lists only that month's entries of the user, by date then time with untimed ones first", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    for (const payload of [
      entry('2026-10-31', 'October'),
      entry('2026-11-30', 'Last day'),
      entry('2026-11-01', 'Evening', { time: '18:00' }),
      entry('2026-11-01', 'Morning', { time: '08:15' }),
      entry('2026-11-01', 'All day'),
      entry('2026-12-01', 'December'),
    ]) {
      expect((await create(user, payload)).statusCode).toBe(201);
    }
    await create(other, entry('2026-11-15', 'Not hers'));

    expect((await month(user, '2026-11')).map((e) => e.title)).toEqual(['All day', 'Morning', 'Evening', 'Last day']);
    expect((await month(user, '2026-10')).map((e) => e.title)).toEqual(['October']);
    expect((await month(user, '2026-12')).map((e) => e.title)).toEqual(['December']);
    expect(await month(user, '2027-01')).toEqual([]);
  });

  it('keeps December 31 in December and February 29 of a leap year in February', async () => {
    const user = await t.createUser();
    await create(user, entry('2026-12-31', 'New Year’s Eve'));
    await create(user, entry('2027-01-01', 'New Year'));
    await create(user, entry('2028-02-29', 'Leap day'));
    expect((await month(user, '2026-12')).map((e) => e.title)).toEqual(['New Year’s Eve']);
    expect((await month(user, '2027-01')).map((e) => e.title)).toEqual(['New Year']);
    expect((await month(user, '2028-02')).map((e) => e.title)).toEqual(['Leap day']);
  });

  it.each(['', 'November', '2026-13', '2026-00', '2026-1', '2026-11-01', '26-11', '0000-01', '9999-12'])(
    'refuses the month %j with a clear message',
    async (key) => {
      const user = await t.createUser();
      const res = await t.app.inject({ url: `/api/calendar/entries?month=${key}`, headers: user.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MONTH_MESSAGE, fields: { month: MONTH_MESSAGE } });
    },
  );

  it('refuses a missing month', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({ url: '/api/calendar/entries', headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MONTH_MESSAGE);
  });

  it.each([
    [{ title: '' }, 'title', ENTRY_TITLE_REQUIRED_MESSAGE],
    [{ title: '   ' }, 'title', ENTRY_TITLE_REQUIRED_MESSAGE],
    [{ title: undefined }, 'title', ENTRY_TITLE_REQUIRED_MESSAGE],
    [{ date: '2026-02-30' }, 'date', REAL_DATE_MESSAGE],
    [{ date: '2026-11-31' }, 'date', REAL_DATE_MESSAGE],
    [{ date: '22/11/2026' }, 'date', REAL_DATE_MESSAGE],
    [{ time: '25:00' }, 'time', TIME_MESSAGE],
    [{ time: '7pm' }, 'time', TIME_MESSAGE],
    [{ type: 'party' }, 'type', 'Choose note, event, symptom, milestone, food or activity'],
    [{ title: 'x'.repeat(201) }, 'title', 'Keep the title under 200 characters'],
    [{ title: 'a\u0000b' }, 'title', NUL_MESSAGE],
    [{ description: 'a\u0000b' }, 'description', NUL_MESSAGE],
    [{ date: '0000-01-01' }, 'date', ENTRY_DATE_RANGE_MESSAGE],
    [{ date: '2200-01-01' }, 'date', ENTRY_DATE_RANGE_MESSAGE],
  ])('refuses %j with the field message and stores nothing', async (change, field, message) => {
    const user = await t.createUser();
    const res = await create(user, { ...entry('2026-11-05', 'Valid'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await month(user, '2026-11')).toEqual([]);
    expect(await month(user, '2026-02')).toEqual([]);
  });
});
