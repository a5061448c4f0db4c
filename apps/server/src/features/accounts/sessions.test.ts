import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a missing, malformed or unknown bearer token', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer not-a-real-token']) {
      const res = await t.app.inject({ url: '/api/user/profile', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
    }
  });

  it('ends sessions of an older epoch with SESSION_EXPIRED_UPDATE after an update', async () => {
    const user = await t.createUser();
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).statusCode).toBe(200);

    // The same database served by a release that raised SESSION_EPOCH.
    const updated = await buildApp(testConfig({ SESSION_EPOCH: '2' }), { database: t.database });
    try {
      const res = await updated.inject({ url: '/api/user/profile', headers: user.headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'SESSION_EXPIRED_UPDATE',
        message: 'Session expired. Please login again.',
      });
      // The old session is gone for good, not just refused by the new release.
      expect(await t.database.db.$count(sessions, eq(sessions.tokenHash, hashToken(user.token)))).toBe(0);
    } finally {
      await updated.close();
    }
  });

  it('stores only a hash of the token', async () => {
    const user = await t.createUser();
    const rows = await t.database.db.query.sessions.findMany({ columns: { tokenHash: true } });
    expect(rows.some((r) => r.tokenHash === user.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});
