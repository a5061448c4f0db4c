import {
  TOO_BUSY_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
  TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { AUTH_LIMITS } from './throttle.ts';

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

describe('sign-in throttling (decision 005): failures only, per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': from },
    });

  it('12 wrong passwords from one address do not stop the right password from another', async () => {
    const user = await t.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(user.email, `guess-number-${i}`, ATTACKER)).statusCode);
    const allowed = AUTH_LIMITS.failuresPerAccountAndAddress;
    expect(statuses).toEqual([...Array<number>(allowed).fill(401), ...Array<number>(12 - allowed).fill(429)]);

    const refused = await login(user.email, user.password, ATTACKER);
    expect(refused.statusCode).toBe(429);
    // Says what happened instead of blaming server load.
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE });
    expect(refused.json().message).not.toBe(TOO_BUSY_MESSAGE);

    expect((await login(user.email, user.password, OWNER)).statusCode).toBe(200);
  });

  it('believes only the hop its one proxy wrote: addresses a client forges in X-Forwarded-For buy no guesses', async () => {
    const user = await t.createUser();
    const statuses: number[] = [];
    // The client writes any address it likes; the proxy in front appends the one it saw.
    for (let i = 0; i < 30; i++) {
      statuses.push((await login(user.email, `wrong-guess-${i}`, `10.9.${i}.1, ${ATTACKER}`)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(AUTH_LIMITS.failuresPerAccountAndAddress);
  });

  it('limits the guesses at one account over every address together', async () => {
    const user = await t.createUser();
    const statuses: number[] = [];
    // A fresh address for each guess: only the account-wide counter can stop these.
    for (let i = 0; i < AUTH_LIMITS.failuresPerAccount + 5; i++) {
      statuses.push((await login(user.email, `wrong-guess-${i}`, `192.0.2.${i + 1}`)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(AUTH_LIMITS.failuresPerAccount);
    expect(statuses.at(-1)).toBe(429);
  });

  it('never throttles successful sign-ins: 15 in a row all succeed', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 15; i++)
      expect((await login(user.email, user.password, OWNER)).statusCode, `#${i + 1}`).toBe(200);
  });

  it('forgets an account’s failures once the right password is given', async () => {
    const user = await t.createUser();
    const seen: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < AUTH_LIMITS.failuresPerAccountAndAddress - 1; i++) {
        seen.push((await login(user.email, `typo-password-${i}`, OWNER)).statusCode);
      }
      seen.push((await login(user.email, user.password, OWNER)).statusCode);
    }
    expect(seen.filter((s) => s === 429)).toEqual([]);
    expect(seen.filter((s) => s === 200)).toHaveLength(3);
  });

  it('also resets on the right password for a pending account, which only learns it is pending', async () => {
    const passwordHash = await hashPassword('pending-but-right-1');
    const user = await t.createUser({ isApproved: false, passwordHash });
    for (let i = 0; i < AUTH_LIMITS.failuresPerAccountAndAddress - 1; i++)
      await login(user.email, `nope-nope-${i}`, OWNER);
    expect((await login(user.email, 'pending-but-right-1', OWNER)).statusCode).toBe(403);
    for (let i = 0; i < AUTH_LIMITS.failuresPerAccountAndAddress; i++) {
      expect((await login(user.email, `nope-again-${i}`, OWNER)).statusCode).toBe(401);
    }
  });

  it('throttles an unknown e-mail exactly like a known one, so limits reveal no accounts', async () => {
    const known = await t.createUser();
    const run = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i <= AUTH_LIMITS.failuresPerAccountAndAddress; i++) {
        out.push((await login(email, `wrong-password-${i}`, '192.0.2.55')).statusCode);
      }
      return out;
    };
    expect(await run(`ghost-${Date.now()}@example.com`)).toEqual(await run(known.email));
  });
});

describe('sign-up throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('limits sign-ups per e-mail, not only per address', async () => {
    const email = `target-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.signupsPerEmail; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: {
          email,
          password: 'a-strong-password',
          firstName: 'Ana',
          lastName: 'Rivera',
          dateOfBirth: '1994-05-17',
          gender: 'female',
          isPregnant: false,
        },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE });
      }
    }
    // A taken e-mail answers like a new one (201), so only the limit itself shows.
    expect(statuses).toEqual([...Array<number>(AUTH_LIMITS.signupsPerEmail).fill(201), 429]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('sign-in throttling shared by two instances through Redis', () => {
  it('counts failures on either instance against the same account and address', async () => {
    const t = await createTestApp();
    const config = testConfig({ REDIS_URL: process.env.TEST_REDIS_URL!, TRUST_PROXY: '1' });
    const quiet = { database: t.database, mailer: { async send() {} } };
    const [a, b] = [await buildApp(config, quiet), await buildApp(config, quiet)];
    try {
      const user = await t.createUser();
      // A fresh address per run: Redis keeps counters for the whole window.
      const from = `2001:db8:${Date.now().toString(16).slice(-4)}:${Math.floor(Math.random() * 0xffff).toString(16)}::9`;
      const login = (app: typeof a, password: string, ip = from) =>
        app
          .inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password },
            headers: { 'x-forwarded-for': ip },
          })
          .then((r) => r.statusCode);
      const seen = [];
      for (let i = 0; i < AUTH_LIMITS.failuresPerAccountAndAddress; i++) {
        seen.push(await login(i % 2 ? a : b, `wrong-guess-${i}`));
      }
      expect(seen.every((s) => s === 401)).toBe(true);
      expect(await login(a, 'one-more-guess')).toBe(429);
      expect(await login(b, 'one-more-guess')).toBe(429);
      expect(await login(b, user.password, '192.0.2.200')).toBe(200);
    } finally {
      await a.close();
      await b.close();
      await t.close();
    }
  });
});
