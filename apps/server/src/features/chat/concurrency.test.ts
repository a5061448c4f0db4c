import { toIsoDate } from '@bloom/pregnancy';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { chatAllowances } from '../../db/schema/index.ts';
import { seedPromoCode } from '../../testing/seeds.ts';
import { createTestApp, testConfig, type TestApp, type TestUser } from '../../testing/test-app.ts';
import {
  allowanceRow,
  bonusTokens,
  chat,
  countRows,
  insertUser,
  openSharedDatabase,
  redeem,
  setBonusTokens,
  usage,
} from './test-kit.ts';

const PARALLEL = 10;

/** Her day's own session, used up an hour ago. */
async function useUpToday(t: { database: { db: TestApp['database']['db'] } }, user: TestUser) {
  const now = Date.now();
  await t.database.db.insert(chatAllowances).values({
    userId: user.id,
    day: toIsoDate(new Date(now), 'UTC'),
    sessionsUsed: 1,
    sessionStartedAt: new Date(now - 90 * 60_000),
    sessionEndsAt: new Date(now - 60 * 60_000),
  });
}

describe('chat allowance under parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`${PARALLEL} parallel first messages start one session`, async () => {
    const user = await t.createUser();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => chat(t.app, user.headers, `Hi ${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect((await allowanceRow(t.database.db, user.id))?.sessionsUsed).toBe(1);
    expect(await bonusTokens(t.database.db, user.id)).toBe(0);
  });

  it(`${PARALLEL} parallel messages after the day’s session spend exactly one bonus token`, async () => {
    const user = await t.createUser();
    await useUpToday(t, user);
    await setBonusTokens(t.database.db, user.id, 3);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => chat(t.app, user.headers, `Q ${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(await bonusTokens(t.database.db, user.id)).toBe(2);
    expect((await allowanceRow(t.database.db, user.id))?.sessionsUsed).toBe(2);
  });

  it(`${PARALLEL} parallel messages with no allowance and no token are all refused and change nothing`, async () => {
    const user = await t.createUser();
    await useUpToday(t, user);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => chat(t.app, user.headers, `Q ${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(403));
    expect(await bonusTokens(t.database.db, user.id)).toBe(0);
    expect((await allowanceRow(t.database.db, user.id))?.sessionsUsed).toBe(1);
    await t.app.usageWritten(); // uses are written off the request's path
    expect(await countRows(t.database.db, 'usage_stats', user.id)).toBe(0);
  });
});

describe('two app instances on one database (and one Redis when TEST_REDIS_URL is set)', () => {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    shared = await openSharedDatabase();
    const redis = process.env.TEST_REDIS_URL;
    const config = testConfig(redis ? { REDIS_URL: redis } : {});
    const mailer = { async send() {} };
    a = await buildApp(config, { database: shared.first, mailer });
    b = await buildApp(config, { database: shared.second, mailer });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await shared.close();
  });

  const both = (user: TestUser, n: number, prefix: string) =>
    Promise.all(Array.from({ length: n }, (_, i) => chat(i % 2 === 0 ? a : b, user.headers, `${prefix} ${i}`)));

  it('share one session: parallel first messages on both start exactly one, and both report it', async () => {
    const user = await insertUser(shared.first);
    const answers = await both(user, PARALLEL, 'Hello');
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect((await allowanceRow(shared.first.db, user.id))?.sessionsUsed).toBe(1);
    const [onA, onB] = [await usage(a, user.headers), await usage(b, user.headers)];
    expect(onA.textChat).toMatchObject({ used: true, sessionActive: true });
    expect(onB.textChat).toMatchObject({ used: true, sessionActive: true });
  });

  it('spend one bonus token between them, never two', async () => {
    const user = await insertUser(shared.first);
    await useUpToday({ database: shared.first }, user);
    await setBonusTokens(shared.first.db, user.id, 1);
    const answers = await both(user, PARALLEL, 'Bonus');
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(await bonusTokens(shared.first.db, user.id)).toBe(0);
    expect((await usage(b, user.headers)).tokens.available).toBe(0);
  });

  it('refuse on both once nothing is left, and redeem a promo code once between them', async () => {
    const user = await insertUser(shared.first);
    await useUpToday({ database: shared.first }, user);
    const answers = await both(user, 4, 'Nothing left');
    expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);

    const code = `TWIN${Date.now().toString(36).toUpperCase()}`;
    await seedPromoCode(shared.first.db, { code, tokens: 2 });
    const redeemed = await Promise.all([redeem(a, user.headers, code), redeem(b, user.headers, code)]);
    expect(redeemed.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await bonusTokens(shared.first.db, user.id)).toBe(2);
  });
});
