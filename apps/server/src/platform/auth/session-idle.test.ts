import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { sessions } from '../../db/schema/index.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { LAST_SEEN_RESOLUTION_MS, SessionStore } from './session-store.ts';
import { hashToken } from './tokens.ts';

const MINUTE = 60_000;

/**
 * The clock the sessions age by (AppContext's `now`, the session store's), moved by the tests.
 * Nothing else sees it: Date, timers and the database drivers keep the real time.
 */
let clock = Date.now();
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};

describe('sessions end on the server after SESSION_IDLE_MINUTES without a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now });
  });
  afterAll(() => t.close());

  const profile = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ url: '/api/user/profile', headers });
  const lastSeen = async (token: string) => {
    const [row] = await t.database.db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row?.at.getTime();
  };

  it('defaults to 60 minutes', () => {
    expect(t.config.sessionIdleMs).toBe(60 * MINUTE);
  });

  it('answers 401 SESSION_IDLE with the spec message after an hour unused, and deletes the session', async () => {
    const user = await t.createUser();
    expect((await profile(t.app, user.headers)).statusCode).toBe(200);

    advance(61 * MINUTE + 1);
    const res = await profile(t.app, user.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_IDLE', message: 'Session expired. Please login again.' });
    expect(await lastSeen(user.token)).toBeUndefined();

    // Gone for good: coming back later does not revive it.
    advance(MINUTE);
    expect((await profile(t.app, user.headers)).json().code).not.toBe('SESSION_IDLE');
    expect((await profile(t.app, user.headers)).statusCode).toBe(401);
  });

  it('never ends a session that is used, however long it lives, and never before the idle time', async () => {
    const user = await t.createUser();
    // Two hours of use, a request every 50 minutes.
    for (let i = 0; i < 3; i++) {
      expect((await profile(t.app, user.headers)).statusCode, `after ${i * 50} min`).toBe(200);
      advance(50 * MINUTE);
    }
    // 59.5 minutes after a request whose last-seen write was skipped (it came 50 s after the one
    // before): last_seen_at is 60 min 20 s old, yet the session must live.
    expect((await profile(t.app, user.headers)).statusCode).toBe(200);
    advance(50_000);
    expect((await profile(t.app, user.headers)).statusCode).toBe(200);
    advance(59.5 * MINUTE);
    expect((await profile(t.app, user.headers)).statusCode).toBe(200);
  });

  it('honours SESSION_IDLE_MINUTES', async () => {
    const short = await createTestApp({ SESSION_IDLE_MINUTES: '5' }, { now });
    try {
      const user = await short.createUser();
      expect((await profile(short.app, user.headers)).statusCode).toBe(200);
      advance(4 * MINUTE);
      expect((await profile(short.app, user.headers)).statusCode).toBe(200);
      advance(6 * MINUTE + 1);
      expect((await profile(short.app, user.headers)).json()).toMatchObject({ code: 'SESSION_IDLE' });
    } finally {
      await short.close();
    }
  });

  it('writes last-seen at most once a minute per session, also when the session is served from the cache', async () => {
    const user = await t.createUser();
    const created = (await lastSeen(user.token))!;
    // A burst of polls inside one minute writes nothing (the first is a database lookup, the rest cached).
    for (let i = 0; i < 20; i++) {
      await profile(t.app, user.headers);
      advance(2_000);
    }
    expect(await lastSeen(user.token)).toBe(created);

    // 55 s: still too soon to write…
    clock = created + 55_000;
    await profile(t.app, user.headers);
    expect(await lastSeen(user.token)).toBe(created);
    // …at 62 s the use is recorded (a cache hit records it as well: the next test, on instance A).
    clock = created + 62_000;
    await profile(t.app, user.headers);
    expect(await lastSeen(user.token)).toBe(created + 62_000);
  });

  it('is right across instances: use served by one keeps the session alive on the other', async () => {
    // Two instances on one database; A trusts its cache for an hour, the worst case for B.
    const a = new SessionStore(t.database.db, {
      ttlMs: t.config.sessionTtlMs,
      epoch: 1,
      cacheTtlMs: 60 * MINUTE,
      now,
    });
    const b = await buildApp(testConfig(), { database: t.database, mailer: { async send() {} }, now });
    try {
      const token = await a.create((await t.createUser()).id);
      const headers = { authorization: `Bearer ${token}` };
      expect((await a.lookup(token)).kind).toBe('valid');
      // 56 minutes of requests on A every 4 minutes, every one a cache hit there…
      for (let i = 0; i < 14; i++) {
        advance(4 * MINUTE);
        expect((await a.lookup(token)).kind).toBe('valid');
      }
      // …so B, 62 minutes after the last database lookup, must still see a recent last-seen.
      advance(6 * MINUTE);
      expect((await profile(b, headers)).statusCode).toBe(200);

      // Then nobody uses it: both instances end it.
      advance(60 * MINUTE + LAST_SEEN_RESOLUTION_MS + 1);
      expect((await profile(b, headers)).json()).toMatchObject({ code: 'SESSION_IDLE' });
      expect((await a.lookup(token)).kind).not.toBe('valid');
    } finally {
      await b.close();
      await a.close();
    }
  });
});
