import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      liveData: true,
      databaseUrl: undefined,
      sessionEpoch: 1,
      sessionIdleMs: 60 * 60_000,
    });
    expect(c.usda).toEqual({ baseUrl: 'https://api.nal.usda.gov/fdc', apiKey: 'DEMO_KEY' });
  });

  it('treats empty variables as unset and lower-cases the admin e-mail', () => {
    const c = loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '', ADMIN_EMAIL: 'Admin@Example.com' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.adminPassword).toBeUndefined();
    expect(c.adminEmail).toBe('admin@example.com');
  });

  it('reads SESSION_IDLE_MINUTES and refuses a non-positive one', () => {
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15' }).sessionIdleMs).toBe(15 * 60_000);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('takes PUBLIC_URL for the links in e-mails, without a trailing slash, and defaults to localhost on PORT', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://bloom.example.org/' }).publicUrl).toBe('https://bloom.example.org');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('takes TRUST_PROXY as false, a hop count or proxy addresses, and refuses true with what to set instead', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.2', '10.0.1.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1 for one load balancer/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('lists every invalid variable at once', () => {
    const message = (() => {
      try {
        loadConfig({ PORT: 'eighty', LIVE_DATA: 'maybe' });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toContain('PORT');
    expect(message).toContain('LIVE_DATA');
  });
});
