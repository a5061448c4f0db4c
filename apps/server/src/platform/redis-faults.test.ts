import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Redis is cut (a proxy of this test's own closes every connection) under instance B while
 * instance A still reaches it; both share one database. The degraded mode must hold: answers,
 * never a 500; revocations still take effect at once; /readyz says what is going on.
 */
describe.runIf(redisUrl)('when Redis is unreachable', () => {
  let proxy: TcpProxy;
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    a = await createTestApp({ REDIS_URL: redisUrl! });
    b = await buildApp(testConfig({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` }), { database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await proxy?.close();
  });

  const readiness = async () => (await b.inject({ url: '/readyz' })).json() as { status: string; redis: string };

  it('reports Redis in /readyz, signs in and out without a 500, and a sign-out on A is refused on B at once', async () => {
    expect(await readiness()).toMatchObject({ status: 'ready', redis: 'ok' });
    const user = await a.createUser();
    const profile = () => b.inject({ url: '/api/user/profile', headers: user.headers });
    // B verifies the session and would cache it.
    expect((await profile()).statusCode).toBe(200);

    await proxy.cut();
    await expect.poll(readiness).toMatchObject({ status: 'degraded', redis: 'unavailable' });

    // Sign-in and its throttle work from B's own memory meanwhile.
    const login = await b.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const wrong = await b.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not the password 1' },
    });
    expect(wrong.statusCode).toBe(401);

    // A publishes the revocation, B cannot hear it: B must not trust its cache.
    const logout = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await profile()).statusCode).toBe(401);

    await proxy.restore();
    await expect.poll(readiness, { timeout: 20_000 }).toMatchObject({ status: 'ready', redis: 'ok' });
  });
});

describe.runIf(redisUrl)('when Redis is unreachable at start-up', () => {
  it('starts in the degraded mode with a warning naming REDIS_URL, and uses Redis once it answers', async () => {
    const target = new URL(redisUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.cut();
    const lines: string[] = [];
    const t = await createTestApp(
      { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, LOG_LEVEL: 'warn' },
      {
        logStream: { write: (line) => void lines.push(line) },
      },
    );
    try {
      expect(lines.some((l) => l.includes('REDIS_URL') && l.includes('"level":40'))).toBe(true);
      const readiness = async () =>
        (await t.app.inject({ url: '/readyz' })).json() as { status: string; redis: string };
      expect(await readiness()).toMatchObject({ status: 'degraded', redis: 'unavailable' });
      const user = await t.createUser();
      expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).statusCode).toBe(200);

      await proxy.restore();
      await expect.poll(readiness, { timeout: 20_000 }).toMatchObject({ status: 'ready', redis: 'ok' });
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});
