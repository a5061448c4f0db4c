import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp, type TestUser } from '../testing/test-app.ts';

const PUBLIC = new URL('../../../web/public/', import.meta.url);

describe('answers at the edges: compression, robots.txt, the icon and unknown files', () => {
  let t: TestApp;
  let user: TestUser;
  let web: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
    // A built web app as Vite leaves it: index.html, hashed assets, and the public folder's files.
    dist = mkdtempSync(join(tmpdir(), 'bloom-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    for (const file of ['robots.txt', 'favicon.ico', 'favicon.svg']) {
      copyFileSync(new URL(file, PUBLIC), join(dist, file));
    }
    web = await buildApp(testConfig({ WEB_DIST_DIR: dist }), { database: t.database });
  });
  afterAll(async () => {
    await web?.close();
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('compresses an answer of 1 KB or more with brotli or gzip when the client accepts it', async () => {
    const plain = await t.app.inject({ url: '/api/education', headers: user.headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      url: '/api/education',
      headers: { ...user.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ url: '/api/education', headers: { ...user.headers, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Still an API answer: never cached, whatever its encoding.
    expect(gzip.headers['cache-control']).toBe('no-store');
  });

  it('leaves a small answer as it is', async () => {
    const small = await t.app.inject({ url: '/api/symptoms', headers: { ...user.headers, 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a streamed chat answer uncompressed, so each piece leaves at once', async () => {
    const stream = await t.app.inject({
      method: 'POST',
      url: '/api/chat/text/stream',
      headers: { ...user.headers, 'accept-encoding': 'gzip, br' },
      payload: { message: 'Is it safe to eat sushi while pregnant?' },
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toContain('event: done');
  });

  it('serves a real robots.txt and favicon.ico', async () => {
    const robots = await web.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);

    const icon = await web.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file: reserved 0, type 1 (icon), then at least one image.
    expect([...icon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(icon.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
    expect(icon.rawPayload.equals(readFileSync(new URL('favicon.ico', PUBLIC)))).toBe(true);
  });

  it("answers an unknown file with 404, never the app's page, and a client-side route with the page", async () => {
    for (const url of ['/nope.png', '/assets/missing.js', '/apple-touch-icon.png', '/deep/path/file.js.map']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
    for (const url of ['/dashboard', '/tracking', '/legal/privacy', '/no-such-page', '/reset-password?token=a.b']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
    }
  });
});
