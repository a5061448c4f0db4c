import { dueDateIso } from '@bloom/pregnancy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

const DAY_MS = 86_400_000;

describe('GET /api/pregnancy/week-info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const weekInfo = async (user: TestUser) => {
    const res = await t.app.inject({ url: '/api/pregnancy/week-info', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/pregnancy/week-info' })).statusCode).toBe(401);
  });

  it('counts the week from the stored due date, so it advances with time', async () => {
    // Entered as week 10 five weeks ago: she is in week 15 now, the second trimester.
    const fiveWeeksAgo = new Date(Date.now() - 35 * DAY_MS);
    const user = await t.createUser({ dueDate: dueDateIso(10, fiveWeeksAgo, 'UTC') });
    expect(await weekInfo(user)).toEqual({ week: 15, trimester: 2 });
  });

  it('has no week for a user who is not pregnant or never gave her weeks', async () => {
    const partner = await t.createUser({ isPregnant: false, pregnancyWeeks: null });
    expect(await weekInfo(partner)).toEqual({ week: null, trimester: null });
    const unknown = await t.createUser({ pregnancyWeeks: 0 });
    expect(await weekInfo(unknown)).toEqual({ week: null, trimester: null });
  });

  it('follows a profile update', async () => {
    const user = await t.createUser({ pregnancyWeeks: 8 });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: user.headers,
      payload: { pregnancyWeeks: 12 },
    });
    expect(await weekInfo(user)).toEqual({ week: 12, trimester: 1 });
  });
});
