import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe('session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (app: TestApp['app'], headers: Record<string, string>) =>
    app.inject({ url: '/api/user/profile', headers }).then((r) => r.statusCode);

  it('ends a cached session at once on logout', async () => {
    const user = await t.createUser();
    expect(await profile(t.app, user.headers)).toBe(200); // now cached
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(await profile(t.app, user.headers)).toBe(401);
  });

  it('ends a cached session at once when an administrator removes the user', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const user = await t.createUser();
    expect(await profile(t.app, user.headers)).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(await profile(t.app, user.headers)).toBe(401);
  });

  describe.runIf(redisUrl)('two instances on one database and one Redis', () => {
    it('a logout on one instance ends the session on the other at once', async () => {
      const config = testConfig({ REDIS_URL: redisUrl! });
      const [a, b] = [
        await buildApp(config, { database: t.database }),
        await buildApp(config, { database: t.database }),
      ];
      try {
        const user = await t.createUser();
        expect(await profile(a, user.headers)).toBe(200);
        expect(await profile(b, user.headers)).toBe(200); // cached on b
        await a.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
        await expect.poll(() => profile(b, user.headers), { timeout: 2000, interval: 20 }).toBe(401);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
});
