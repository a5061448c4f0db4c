import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { testConfig } from '../../testing/test-app.ts';

describe('first administrator from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  async function start(env: Record<string, string>) {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig(env), { database });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    return { app, database };
  }

  it('creates an approved administrator who can sign in and lands as admin', async () => {
    const { app } = await start({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-password-1' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'boss@example.com', password: 'boss-password-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ isAdmin: true, isApproved: true });
  });

  it('prints a generated password once when only the e-mail is given', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { app } = await start({ ADMIN_EMAIL: 'gen@example.com' });
    const printed = out.mock.calls.map((c) => String(c[0])).join('');
    out.mockRestore();
    const password = /with password (\S+)/.exec(printed)?.[1];
    expect(password).toBeDefined();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'gen@example.com', password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('does nothing when an administrator already exists', async () => {
    const { app, database } = await start({ ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: 'first-password' });
    await app.close();
    const again = await buildApp(testConfig({ ADMIN_EMAIL: 'second@example.com', ADMIN_PASSWORD: 'second-password' }), {
      database,
    });
    cleanups.unshift(() => again.close());
    expect(await database.db.$count(users, eq(users.isAdmin, true))).toBe(1);
    expect(await database.db.$count(users, eq(users.email, 'second@example.com'))).toBe(0);
  });
});
