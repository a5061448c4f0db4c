import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  BROKEN_CHARACTER_MESSAGE,
  ADDRESS_TOO_LONG_MESSAGE,
  BAD_ADDRESS_MESSAGE,
  BAD_REQUEST_MESSAGE,
  HEADERS_TOO_LARGE_MESSAGE,
  MALFORMED_JSON_MESSAGE,
  NUL_MESSAGE,
} from '@bloom/contract';
import { z } from 'zod';
import { buildApp } from './app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessControl } from './platform/auth/access.ts';
import { SessionStore } from './platform/auth/session-store.ts';
import { createTestApp, testConfig, type TestApp } from './testing/test-app.ts';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The answer every non-page response carries: no caching, nothing runs, no sniffing. */
function expectApiHeaders(headers: Record<string, unknown>) {
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-security-policy']).toBe(API_CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
}

/** Sends raw bytes over real HTTP (what inject cannot: Node's own parser refusing a request). */
async function rawHttp(app: FastifyInstance, request: string): Promise<{ head: string; body: string }> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', (err) => (received ? resolve(received) : reject(err)));
    socket.write(request);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { head, body };
}

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

  it('refuses a lone UTF-16 surrogate anywhere in a body with a field-level 400, not a 500 or changed text', async () => {
    const user = await t.createUser();
    const post = (url: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload,
      });
    // Raw JSON text: JSON.parse turns each \\udXXX escape into half of a surrogate pair.
    const cases: [string, string, string][] = [
      ['/api/moods', '{"mood":"Calm","tags":["\\ud800"]}', 'tags.0'],
      ['/api/moods', '{"mood":"Calm","notes":"a fine \\udc00 day"}', 'notes'],
      ['/api/symptoms', '{"name":"Nausea\\ud83d"}', 'name'],
      ['/api/calendar/food-tracking', '{"date":"2026-01-05","foodItems":["apple","pear \\ud83d"]}', 'foodItems.1'],
      [
        '/api/calendar/activity-tracking',
        '{"date":"2026-01-05","activities":["walk \\ude00"],"energyLevel":3}',
        'activities.0',
      ],
      ['/api/moods', '{"mood":"Calm","extra":{"deep":[{"x":"\\udbff"}]}}', 'extra.deep.0.x'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({
        message: BROKEN_CHARACTER_MESSAGE,
        code: 'VALIDATION_FAILED',
        fields: { [field]: BROKEN_CHARACTER_MESSAGE },
      });
    }
    // Nothing was stored; a whole pair (an emoji) is ordinary text and is kept as sent.
    expect((await t.app.inject({ url: '/api/moods', headers: user.headers })).json()).toEqual([]);
    const emoji = await post('/api/moods', '{"mood":"Calm","tags":["\\ud83d\\ude00"],"notes":"\\ud83c\\udf38"}');
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json()).toMatchObject({ tags: ['\u{1F600}'], notes: '\u{1F338}' });
  });

  it('chooses no-store and the API CSP by the matched route, however the path is spelled', async () => {
    const user = await t.createUser();
    for (const url of ['/api/symptoms', '/%61pi/symptoms', '/%61%70%69/symptoms?x=1']) {
      const res = await t.app.inject({ url, headers: user.headers });
      expect(res.statusCode, url).toBe(200);
      expectApiHeaders(res.headers);
    }
  });

  it('answers router-level refusals in the one error shape with the API headers', async () => {
    const badUrl = await t.app.inject({ url: '/api/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: BAD_ADDRESS_MESSAGE, code: 'BAD_REQUEST', requestId: expect.any(String) });
    expectApiHeaders(badUrl.headers);

    const user = await t.createUser();
    const longParam = await t.app.inject({ url: `/api/upc/lookup/${'1'.repeat(150)}`, headers: user.headers });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({
      message: ADDRESS_TOO_LONG_MESSAGE,
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
    });
    expectApiHeaders(longParam.headers);
  });

  it('answers requests Node refuses before routing (431, broken HTTP) in the one error shape, over real HTTP', async () => {
    const app = await buildApp(testConfig(), { database: t.database });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const big = await rawHttp(app, `GET /api/symptoms HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(big.head).toMatch(/^HTTP\/1.1 431 /);
      expect(JSON.parse(big.body)).toEqual({ message: HEADERS_TOO_LARGE_MESSAGE, code: 'BAD_REQUEST' });
      expect(big.head).toContain('cache-control: no-store');
      expect(big.head).toContain(`content-security-policy: ${API_CSP}`);
      expect(big.head).toContain('x-content-type-options: nosniff');

      const broken = await rawHttp(app, 'GET /api/symptoms HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      expect(broken.head).toMatch(/^HTTP\/1.1 400 /);
      expect(JSON.parse(broken.body)).toEqual({ message: BAD_REQUEST_MESSAGE, code: 'BAD_REQUEST' });
      expect(broken.head).toContain('cache-control: no-store');
    } finally {
      await app.close();
    }
  });

  it('accepts an empty JSON body on routes that take none, and keeps the 400 where a body is needed', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const pending = await t.createUser({ isApproved: false });
    const user = await t.createUser();
    const empty = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>) =>
      t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: '' });

    const approve = await empty('POST', `/api/admin/users/${pending.id}/approve`, admin.headers);
    expect(approve.statusCode).toBe(200);
    const missing = await empty('DELETE', '/api/calendar/entries/00000000-0000-4000-8000-000000000000', user.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const logout = await empty('POST', '/api/auth/logout', user.headers);
    expect(logout.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).statusCode).toBe(401);

    const login = await empty('POST', '/api/auth/login', {});
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: 'MALFORMED_JSON', message: MALFORMED_JSON_MESSAGE });
    // Fastify's safe JSON parsing still refuses prototype poisoning.
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"isAdmin":true},"email":"a@b.co","password":"long enough"}',
    });
    expect(poisoned.statusCode).toBe(400);
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
      // The barcode scanner: the page may use the camera and compile its WebAssembly reader.
      expect(page.headers['permissions-policy']).toContain('camera=(self)');
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(home.headers['content-security-policy']).toContain("script-src 'self'");
      const asset = await web.inject({ url: '/assets/app-1234.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      // The build's precompressed copy goes to a browser that takes it, the file to others.
      writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
      const br = await web.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
      const plain = await web.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
      expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'console.log(1)']);
      // A file built after start-up is served; a missing asset is a 404, not index.html.
      writeFileSync(join(dist, 'assets', 'later-5678.js'), 'console.log(2)');
      expect((await web.inject({ url: '/assets/later-5678.js' })).body).toBe('console.log(2)');
      const gone = await web.inject({ url: '/assets/old-0000.js' });
      expect(gone.statusCode).toBe(404);
      expect(gone.body).not.toContain('<div id="root">');
      // Unknown API paths stay JSON even with a web app present, however they are spelled,
      // and every API answer keeps the API headers, never the page's.
      const user = await t.createUser();
      for (const url of ['/api/nowhere', '/%61pi/nowhere', `/api/upc/lookup/${'1'.repeat(150)}`]) {
        const api = await web.inject({ url, headers: user.headers });
        expect(api.statusCode, url).toBe(404);
        expect(api.json().code, url).toBe('NOT_FOUND');
        expectApiHeaders(api.headers);
      }
      const data = await web.inject({ url: '/%61pi/symptoms', headers: user.headers });
      expect(data.statusCode).toBe(200);
      expectApiHeaders(data.headers);
      const badUrl = await web.inject({ url: '/%E0%A4%A' });
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json().code).toBe('BAD_REQUEST');
      expectApiHeaders(badUrl.headers);
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends HSTS only behind a trusted proxy that says the browser came over https', async () => {
    const proxied = await buildApp(testConfig({ TRUST_PROXY: '1' }), { database: t.database });
    const direct = await buildApp(testConfig({ TRUST_PROXY: 'false' }), { database: t.database });
    const HSTS = 'max-age=31536000; includeSubDomains';
    try {
      const https = { 'x-forwarded-proto': 'https' };
      expect((await proxied.inject({ url: '/healthz', headers: https })).headers['strict-transport-security']).toBe(
        HSTS,
      );
      expect((await proxied.inject({ url: '/api/nowhere', headers: https })).headers['strict-transport-security']).toBe(
        HSTS,
      );
      expect(
        (await proxied.inject({ url: '/api/%E0%A4%A', headers: https })).headers['strict-transport-security'],
      ).toBe(HSTS);
      const http = await proxied.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      expect((await proxied.inject({ url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY the header is anyone's to forge, so it is never believed.
      expect(
        (await direct.inject({ url: '/healthz', headers: https })).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it('builds every zod schema jitless, never compiling a parser with new Function (as the web app under its CSP)', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('refuses to register an /api route that does not declare who may call it', async () => {
    const bare = Fastify();
    registerAccessControl(bare, new SessionStore(t.database.db, { ttlMs: 1000, epoch: 1 }));
    expect(() => bare.get('/api/undeclared', async () => ({}))).toThrow(/must declare config.access/);
    await bare.close();
  });
});
