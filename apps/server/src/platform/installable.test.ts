import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourToken } from '../../../../scripts/design/colour-tokens.ts';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';

const PUBLIC = new URL('../../../web/public/', import.meta.url);

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk (right after the 8-byte signature). */
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the installable app: web manifest, icons and service worker (issue 35)', () => {
  let t: TestApp;
  let web: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    t = await createTestApp();
    // A built web app as Vite and vite-plugin-pwa leave it: index.html, the public folder and sw.js.
    dist = mkdtempSync(join(tmpdir(), 'bloom-pwa-'));
    cpSync(PUBLIC, dist, { recursive: true });
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'sw.js'), "self.addEventListener('fetch', () => {});");
    web = await buildApp(testConfig({ WEB_DIST_DIR: dist }), { database: t.database });
  });
  afterAll(async () => {
    await web?.close();
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves /manifest.webmanifest as application/manifest+json with what an install needs', async () => {
    const res = await web.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<Record<string, unknown> & { icons: ManifestIcon[] }>();
    expect(manifest).toMatchObject({
      name: 'BLOOM',
      short_name: 'BLOOM',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      // The light theme's canvas, as index.html's theme-color (styles.css --color-canvas).
      theme_color: colourToken('canvas'),
      background_color: colourToken('canvas'),
    });
    const declared = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(declared).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    );
  });

  it('serves every icon the manifest declares as a PNG of the declared size', async () => {
    const { icons } = (await web.inject({ url: '/manifest.webmanifest' })).json<{ icons: ManifestIcon[] }>();
    for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
      const res = await web.inject({ url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toBe(icon.type);
      expect(pngSize(res.rawPayload), icon.src).toBe(icon.sizes);
    }
  });

  it('serves the service worker from the root, never cached without a check', async () => {
    const sw = await web.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    // A new version is found at the browser's next check, never held back by a cache.
    expect(sw.headers['cache-control']).toBe('no-cache');
    // A worker at /sw.js controls the whole site; no header needed (nor sent) to widen its scope.
    expect(sw.headers['service-worker-allowed']).toBeUndefined();
  });

  it("lets the page register its own worker and read its own manifest, and nothing else's", async () => {
    const page = await web.inject({ url: '/dashboard' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    // An API answer stays locked down: it runs nothing, so it registers no worker.
    const api = await web.inject({ url: '/api/nothing' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('still answers an unknown icon or file with 404', async () => {
    for (const url of ['/icons/nope.png', '/apple-touch-icon.png', '/manifest.json', '/sw-old.js']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
