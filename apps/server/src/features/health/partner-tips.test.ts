import { HEALTH_WEEK_MESSAGE, partnerTipsSchema } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

describe('GET /api/health/partner-tips/{week}: how a partner can help this week', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser({ isPregnant: false });
  });
  afterAll(() => t.close());

  it('answers a few short tips for the week, the warning signs first, each with its cited source', async () => {
    const res = await t.app.inject({ url: '/api/health/partner-tips/30', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const body = partnerTipsSchema.parse(res.json());
    expect(body.week).toBe(30);
    expect(body.tips.length).toBeGreaterThanOrEqual(2);
    expect(body.tips.length).toBeLessThanOrEqual(4);
    expect(body.tips[0]).toEqual({
      id: 'learn-warning-signs',
      text: expect.stringContaining('warning signs'),
      source: {
        organization: 'Centers for Disease Control and Prevention (CDC)',
        title: expect.any(String),
        url: 'https://www.cdc.gov/hearher/maternal-warning-signs/',
        reviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    expect(body.tips.map((tip) => tip.id)).toContain('prepare-for-baby');
    // The first weeks have their own tips.
    const early = partnerTipsSchema.parse(
      (await t.app.inject({ url: '/api/health/partner-tips/8', headers: user.headers })).json(),
    );
    expect(early.tips.map((tip) => tip.id)).toContain('first-visits');
  });

  it('asks a signed-out caller to sign in', async () => {
    const res = await t.app.inject({ url: '/api/health/partner-tips/20' });
    expect(res.statusCode).toBe(401);
  });

  it.each(['0', '43', 'twenty'])('refuses week %s with “Choose a week from 1 to 42”', async (week) => {
    const res = await t.app.inject({ url: `/api/health/partner-tips/${week}`, headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: HEALTH_WEEK_MESSAGE, fields: { week: HEALTH_WEEK_MESSAGE } });
  });
});
