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
