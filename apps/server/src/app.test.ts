import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { NUL_MESSAGE } from '@bloom/contract';
import { buildApp } from './app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessControl } from './platform/auth/access.ts';
import { SessionStore } from './platform/auth/session-store.ts';
import { createTestApp, testConfig, type TestApp } from './testing/test-app.ts';

describe('the foundation every feature stands on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports liveness and readiness with the database kind', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('answers unknown /api paths with the JSON error shape and a request id', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: 'NOT_FOUND', requestId: expect.any(String) });
  });

  it('refuses malformed JSON with 400 and oversized bodies with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' });

    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('puts validation messages of the contract in the 400 body, field by field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nope', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Invalid email address',
      fields: { email: 'Invalid email address', password: 'Password must be at least 8 characters' },
    });
  });

  it('refuses text with a NUL character anywhere in the request with a 400, not a 500', async () => {
    const user = await t.createUser();
    const body = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: user.headers,
      payload: { firstName: 'A\u0000B' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ message: NUL_MESSAGE, fields: { firstName: NUL_MESSAGE } });
    const path = await t.app.inject({ url: '/api/admin/users/%00', headers: user.headers });
    expect(path.statusCode).toBeLessThan(500);
  });

  it('sends no-store and a locked-down CSP on API answers', async () => {
    const res = await t.app.inject({ url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reuses a well-formed incoming request id and ignores a malformed one', async () => {
    const good = await t.app.inject({ url: '/api/nothing', headers: { 'x-request-id': 'trace-12345678' } });
    expect(good.json().requestId).toBe('trace-12345678');
    const evil = await t.app.inject({ url: '/api/nothing', headers: { 'x-request-id': '<script>' } });
    expect(evil.json().requestId).not.toBe('<script>');
  });

  it('serves the web app with SPA fallback and a CSP without inline scripts', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bloom-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    const web = await buildApp(testConfig({ WEB_DIST_DIR: dist }), { database: t.database });
    try {
      const home = await web.inject({ url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<div id="root">');
      const page = await web.inject({ url: '/tracking' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      const asset = await web.inject({ url: '/assets/app-1234.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      // A file built after start-up is served; a missing asset is a 404, not index.html.
      writeFileSync(join(dist, 'assets', 'later-5678.js'), 'console.log(2)');
      expect((await web.inject({ url: '/assets/later-5678.js' })).body).toBe('console.log(2)');
      const gone = await web.inject({ url: '/assets/old-0000.js' });
      expect(gone.statusCode).toBe(404);
      expect(gone.body).not.toContain('<div id="root">');
      // Unknown API paths stay JSON even with a web app present.
      const api = await web.inject({ url: '/api/nowhere' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuses to register an /api route that does not declare who may call it', async () => {
    const bare = Fastify();
    registerAccessControl(bare, new SessionStore(t.database.db, { ttlMs: 1000, epoch: 1 }));
    expect(() => bare.get('/api/undeclared', async () => ({}))).toThrow(/must declare config.access/);
    await bare.close();
  });
});
