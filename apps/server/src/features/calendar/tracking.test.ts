import { ENERGY_LEVEL_MESSAGE, NO_ACTIVITIES_MESSAGE, NO_FOOD_ITEMS_MESSAGE, NUL_MESSAGE } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

describe('food and activity tracking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (user: TestUser, path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/calendar/${path}`, headers: user.headers, payload });
  const monthOf = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/calendar/entries?month=2026-11', headers: user.headers })).json() as unknown[];

  it('records a food entry with the trimmed, non-blank items', async () => {
    const user = await t.createUser();
    const res = await post(user, 'food-tracking', {
      date: '2026-11-12',
      foodItems: [' oatmeal ', '', 'blueberries', '  '],
      notes: 'Felt fine',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'food',
      title: 'Food: oatmeal, blueberries',
      date: '2026-11-12',
      foodItems: ['oatmeal', 'blueberries'],
      notes: 'Felt fine',
      activities: null,
      energyLevel: null,
    });
    expect(await monthOf(user)).toHaveLength(1);
  });

  it('shortens the title of a long list but keeps every item', async () => {
    const user = await t.createUser();
    const items = Array.from({ length: 30 }, (_, i) => `homemade vegetable soup ${i}`);
    const res = await post(user, 'food-tracking', { date: '2026-11-12', foodItems: items });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toHaveLength(200);
    expect(res.json().title.endsWith('...')).toBe(true);
    expect(res.json().foodItems).toEqual(items);
  });

  it('records an activity entry with its energy level', async () => {
    const user = await t.createUser();
    const res = await post(user, 'activity-tracking', {
      date: '2026-11-13',
      activities: ['prenatal yoga', 'walk'],
      energyLevel: 4,
      notes: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'activity',
      title: 'Activity: prenatal yoga, walk',
      activities: ['prenatal yoga', 'walk'],
      energyLevel: 4,
      notes: null,
      foodItems: null,
    });
  });

  it.each([
    ['food-tracking', { foodItems: [] }, 'foodItems', NO_FOOD_ITEMS_MESSAGE],
    ['food-tracking', { foodItems: ['  ', ''] }, 'foodItems', NO_FOOD_ITEMS_MESSAGE],
    ['food-tracking', { foodItems: undefined }, 'foodItems', NO_FOOD_ITEMS_MESSAGE],
    ['food-tracking', { foodItems: 'apple' }, 'foodItems', NO_FOOD_ITEMS_MESSAGE],
    ['food-tracking', { date: '2026-02-30' }, 'date', 'Use a real date in the form YYYY-MM-DD'],
    ['food-tracking', { foodItems: ['soup\u0000'] }, 'foodItems.0', NUL_MESSAGE],
    ['food-tracking', { notes: '\u0000' }, 'notes', NUL_MESSAGE],
    ['activity-tracking', { activities: [] }, 'activities', NO_ACTIVITIES_MESSAGE],
    ['activity-tracking', { activities: [' '] }, 'activities', NO_ACTIVITIES_MESSAGE],
    ['activity-tracking', { activities: undefined }, 'activities', NO_ACTIVITIES_MESSAGE],
    ['activity-tracking', { energyLevel: 0 }, 'energyLevel', ENERGY_LEVEL_MESSAGE],
    ['activity-tracking', { energyLevel: 6 }, 'energyLevel', ENERGY_LEVEL_MESSAGE],
    ['activity-tracking', { energyLevel: 2.5 }, 'energyLevel', ENERGY_LEVEL_MESSAGE],
    ['activity-tracking', { energyLevel: '3' }, 'energyLevel', ENERGY_LEVEL_MESSAGE],
    ['activity-tracking', { date: '2026-11-31' }, 'date', 'Use a real date in the form YYYY-MM-DD'],
  ])('%s refuses %j with the message and stores nothing', async (path, change, field, message) => {
    const user = await t.createUser();
    const valid =
      path === 'food-tracking'
        ? { date: '2026-11-12', foodItems: ['apple'] }
        : { date: '2026-11-12', activities: ['walk'], energyLevel: 3 };
    const res = await post(user, path, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await monthOf(user)).toEqual([]);
  });
});
