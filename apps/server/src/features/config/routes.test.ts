import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startupConfigSchema } from '@bloom/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const serverVersion = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

describe('GET /bloom-endpoints: the start-up configuration', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const start = async (env: Record<string, string> = {}) => {
    const t = await createTestApp(env);
    apps.push(t);
    return t;
  };

  it('answers anyone with the version and feature flags, never cached, and nothing secret', async () => {
    const t = await start({ LLM_API_KEY: 'sk-secret-key' });
    const res = await t.app.inject({ url: '/bloom-endpoints' });
    expect(res.statusCode).toBe(200);
    expect(startupConfigSchema.parse(res.json())).toEqual({
      version: serverVersion,
      features: { llm: false, liveData: false, clientLockdown: false, mail: false },
      sessionEpoch: 1,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('sk-secret-key');
  });

  it('reports CLIENT_LOCKDOWN=on, a configured model, live data and the session epoch', async () => {
    const t = await start({
      CLIENT_LOCKDOWN: 'on',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LIVE_DATA: 'on',
      SESSION_EPOCH: '3',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    expect((await t.app.inject({ url: '/bloom-endpoints' })).json()).toMatchObject({
      features: { llm: true, liveData: true, clientLockdown: true, mail: true },
      sessionEpoch: 3,
    });
  });

  it('keeps the client lockdown off unless the operator turns it on', () => {
    expect(loadConfig({}).clientLockdown).toBe(false);
    expect(loadConfig({ CLIENT_LOCKDOWN: 'off' }).clientLockdown).toBe(false);
    expect(() => loadConfig({ CLIENT_LOCKDOWN: 'yes' })).toThrow(/CLIENT_LOCKDOWN/);
  });

  it('serves the web app under a CSP that allows no inline or evaluated script', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bloom-web-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>BLOOM</title>');
      const t = await start({ WEB_DIST_DIR: dist });
      const res = await t.app.inject({ url: '/profile' });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      // WebAssembly may compile (the barcode reader); JavaScript may not be evaluated.
      expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp).not.toMatch(/'unsafe-eval'/);
      expect(directives['object-src']).toEqual(["'none'"]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
