import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AUTH_LIMITS } from './service.ts';

describe('brute-force protection on login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 with the spec message once one account has had too many attempts, even with the right password', async () => {
    const user = await t.createUser();
    for (let i = 0; i < AUTH_LIMITS.loginPerAccount; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'guess-number-' + i },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: 'Servers are too busy. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(blocked.headers['retry-after']).toBeDefined();

    // Another account from the same address is still allowed.
    const other = await t.createUser();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password },
    });
    expect(ok.statusCode).toBe(200);
  });
});
