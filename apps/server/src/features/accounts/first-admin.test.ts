import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { FIRST_ADMIN_READY_MESSAGE, SETUP_LINK_INVALID_MESSAGE } from '@bloom/contract';
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

describe('first administrator through the printed setup link', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  /** A server started as `npm start` starts it: no ADMIN_EMAIL, not a test run. */
  async function startFresh() {
    const database = await openTestDatabase();
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const app = await buildApp(
      { ...testConfig({ PUBLIC_URL: 'https://bloom.example.org' }), env: 'production' },
      { database },
    );
    const printed = out.mock.calls.map((c) => String(c[0])).join('');
    out.mockRestore();
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    const token = /https:\/\/bloom\.example\.org\/signup\?setup=(\S+)/.exec(printed)?.[1];
    return { app, database, token };
  }
  const signupBody = (email: string, setupToken?: string) => ({
    email,
    password: 'a long admin password 3',
    firstName: 'Ada',
    lastName: 'Admin',
    dateOfBirth: '1990-01-01',
    gender: 'female',
    isPregnant: false,
    ...(setupToken !== undefined ? { setupToken } : {}),
  });

  it('prints a link whose sign-up makes an approved administrator, once', async () => {
    const { app, database, token } = await startFresh();
    expect(token).toBeDefined();
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('ada@example.com', token),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: FIRST_ADMIN_READY_MESSAGE,
      user: { isAdmin: true, isApproved: true },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada@example.com', password: 'a long admin password 3' },
    });
    expect(login.statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('eve@example.com', token),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SETUP_LINK_INVALID_MESSAGE);
    expect(await database.db.$count(users, eq(users.email, 'eve@example.com'))).toBe(0);
  });

  it('refuses a wrong token and changes nothing; sign-up without one still waits for approval', async () => {
    const { app, database } = await startFresh();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('mallory@example.com', 'guess'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(await database.db.$count(users, eq(users.isAdmin, true))).toBe(0);
    const plain = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody('pat@example.com') });
    expect(plain.json().user).toMatchObject({ isAdmin: false, isApproved: false });
  });
});
