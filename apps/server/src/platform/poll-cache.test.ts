import {
  partnerDataSchema,
  symptomListSchema,
  usageStatusSchema,
  type PartnerData,
  type UsageStatus,
} from '@bloom/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { usageStatusAnswer, type KeptUsage } from '../features/chat/service.ts';
import { endChatSessions } from '../features/chat/test-kit.ts';
import { type CachedPartnerView } from '../features/partner-sync/service.ts';
import { cachedPartnerView } from '../testing/personal-data.ts';
import { syncCalls } from '../features/partner-sync/test-kit.ts';
import { seedAppointments, seedPromoCode, seedProviders, seedSymptoms } from '../testing/seeds.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { createTestApp, testConfig, type TestApp, type TestUser } from '../testing/test-app.ts';
import { localChannelBus } from './channel-bus.ts';
import { PollCaches, type PollCache, type PollCacheChange } from './poll-cache.ts';
import { updateProfile } from './users/repo.ts';
import { setBonusTokens } from './users/test-kit.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Long enough that within a test only a reported change (or her day ending) refreshes an answer. */
const LONG_TTL = { pollCacheTtlMs: DAY };

const USAGE = '/api/user/usage-status';
const PARTNER = '/api/parent-sync/partner-data';

interface Setup {
  name: string;
  /** Where the writes go, and where the polls are read (another instance when Redis joins them). */
  start(): Promise<{ t: TestApp; writer: FastifyInstance; reader: FastifyInstance; close(): Promise<void> }>;
}

const setups: Setup[] = [
  {
    name: 'one instance without Redis',
    async start() {
      const t = await createTestApp({}, LONG_TTL);
      return { t, writer: t.app, reader: t.app, close: () => t.close() };
    },
  },
  ...(redisUrl
    ? [
        {
          name: 'a write on instance A, the poll on instance B (one database, one Redis)',
          async start() {
            const t = await createTestApp({ REDIS_URL: redisUrl }, LONG_TTL);
            const b = await buildApp(testConfig({ REDIS_URL: redisUrl }), { database: t.database, ...LONG_TTL });
            return {
              t,
              writer: t.app,
              reader: b,
              close: async () => {
                await b.close();
                await t.close();
              },
            };
          },
        },
      ]
    : []),
];

/** Her own provider (not in the directory), named `name`; its id. */
async function ownProvider(db: Db, pregnant: TestUser, name: string): Promise<string> {
  const id = `poll-${crypto.randomUUID()}`;
  await seedProviders(db, [
    {
      id,
      ownerId: pregnant.id,
      name,
      specialty: 'Obstetrics & Gynecology',
      practice: 'Own practice',
      phone: '',
      address: '',
      zipCode: '',
    },
  ]);
  return id;
}

const get = (app: FastifyInstance, url: string, user: TestUser, etag?: string) =>
  app.inject({ url, headers: { ...user.headers, ...(etag ? { 'if-none-match': etag } : {}) } });

describe.each(setups)('polled answers kept in memory: $name', (setup) => {
  let t: TestApp;
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  let close: () => Promise<void>;
  let sync: ReturnType<typeof syncCalls>;
  beforeAll(async () => {
    ({ t, writer, reader, close } = await setup.start());
    sync = syncCalls({ ...t, app: writer });
  });
  afterAll(() => close());

  const db = () => t.database.db;
  const write = (user: TestUser, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    writer.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) }).then((res) => {
      if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
      return res;
    });
  const usage = async (user: TestUser): Promise<UsageStatus> => {
    const res = await get(reader, USAGE, user);
    expect(res.statusCode).toBe(200);
    return usageStatusSchema.parse(res.json());
  };
  // As his browser polls: with the tag of the copy it holds, which a 304 leaves as it is.
  const held = new Map<string, { etag: string; data: PartnerData }>();
  const view = async (user: TestUser): Promise<PartnerData> => {
    const res = await get(reader, PARTNER, user, held.get(user.id)?.etag);
    if (res.statusCode === 304) return held.get(user.id)!.data;
    expect(res.statusCode, res.body).toBe(200);
    const data = partnerDataSchema.parse(res.json());
    held.set(user.id, { etag: String(res.headers.etag), data });
    return data;
  };
  const status = async (user: TestUser) => (await get(reader, PARTNER, user)).statusCode;

  describe('usage status', () => {
    it('is answered from memory: a change made behind the app’s back is not seen, a reported one is', async () => {
      const user = await t.createUser();
      expect((await usage(user)).tokens.available).toBe(0);
      // Written straight into the database, so nobody reports it: the kept copy still answers.
      await setBonusTokens(db(), user.id, 5);
      expect((await usage(user)).tokens.available).toBe(0);
      // Redeeming reports the change: the next poll reads the database again (5 + 2 tokens).
      const code = `POLL${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
      await seedPromoCode(db(), { code, tokens: 2 });
      await write(user, 'POST', '/api/promo/redeem', { code });
      expect((await usage(user)).tokens.available).toBe(7);
    });

    it('her first chat message of the day starts her session: the next poll shows it used and running', async () => {
      const user = await t.createUser();
      expect((await usage(user)).textChat).toMatchObject({ used: false, sessionActive: false });
      await write(user, 'POST', '/api/chat/text', { message: 'Is it normal to feel tired?' });
      const after = await usage(user);
      expect(after.textChat).toMatchObject({ used: true, sessionActive: true });
      expect(after.textChat.sessionTimeRemaining).toBeGreaterThan(0);
    });

    it('a session paid with a bonus token shows the token spent', async () => {
      const user = await t.createUser({ bonusTokens: 1 });
      await write(user, 'POST', '/api/chat/text', { message: 'Hello' });
      // End the day's session by hand (no report), then the token starts a new one (reported).
      await endChatSessions(db(), user.id, new Date(Date.now() - 1000));
      await write(user, 'POST', '/api/chat/text', { message: 'Hello again' });
      expect((await usage(user)).tokens.available).toBe(0);
    });

    it('her time zone changed on her profile moves her reset time', async () => {
      const user = await t.createUser({ timeZone: 'Pacific/Kiritimati' });
      const before = (await usage(user)).textChat.resetTime;
      await write(user, 'PATCH', '/api/user/profile', { timeZone: 'Pacific/Pago_Pago' });
      const after = (await usage(user)).textChat.resetTime;
      expect(after).not.toBe(before);
      // Her next midnight where she now lives: 00:00 in UTC−11 is 11:00 UTC, where 00:00 in UTC+14
      // was 10:00 UTC (neither zone has summer time). Whether the two are 1 or 23 hours apart
      // depends on the hour the test runs, so the instants are checked, not their distance.
      const utcTime = (iso: string) => new Date(iso).toISOString().slice(11, 19);
      expect(utcTime(before!)).toBe('10:00:00');
      expect(utcTime(after!)).toBe('11:00:00');
    });

    it('answers 304 to an unchanged poll, and 200 with a new tag once it changed', async () => {
      const user = await t.createUser();
      const first = await get(reader, USAGE, user);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await get(reader, USAGE, user, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      // A list of tags, strong or weak, matches too.
      expect((await get(reader, USAGE, user, `"x", ${etag.slice(2)}`)).statusCode).toBe(304);

      const code = `POLL${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
      await seedPromoCode(db(), { code, tokens: 1 });
      await write(user, 'POST', '/api/promo/redeem', { code });
      const changed = await get(reader, USAGE, user, etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().tokens.available).toBe(1);
    });

    it('never answers with another user’s copy', async () => {
      const [rich, poor] = [await t.createUser({ bonusTokens: 9 }), await t.createUser({ bonusTokens: 0 })];
      for (let round = 0; round < 2; round++) {
        expect((await usage(rich)).tokens.available).toBe(9);
        expect((await usage(poor)).tokens.available).toBe(0);
      }
      // Her tag is not his answer: he gets his own body.
      const richTag = (await get(reader, USAGE, rich)).headers.etag as string;
      const res = await get(reader, USAGE, poor, richTag);
      expect(res.statusCode).toBe(200);
      expect(res.json().tokens.available).toBe(0);
    });
  });

  // Not polled, but read on every visit to her tracker: kept rendered the same way (decision 018).
  describe('her symptom list', () => {
    const list = async (user: TestUser) => {
      const res = await get(reader, '/api/symptoms', user);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return symptomListSchema.parse(res.json()).map((s) => s.name);
    };

    it('is answered from memory: a symptom written behind the app’s back is not seen, a logged one is', async () => {
      const user = await t.createUser();
      expect(await list(user)).toEqual([]);
      await seedSymptoms(db(), [
        { userId: user.id, name: 'Unreported', severity: 2, loggedAt: new Date(Date.now() - HOUR) },
      ]);
      expect(await list(user)).toEqual([]);
      await write(user, 'POST', '/api/symptoms', { name: 'Nausea', severity: 3 });
      expect(await list(user)).toEqual(['Nausea', 'Unreported']);
    });

    it('never answers with another user’s list', async () => {
      const [her, other] = [await t.createUser(), await t.createUser()];
      await write(her, 'POST', '/api/symptoms', { name: 'Heartburn', severity: 2 });
      for (let round = 0; round < 2; round++) {
        expect(await list(her)).toEqual(['Heartburn']);
        expect(await list(other)).toEqual([]);
      }
    });
  });

  describe('the partner view', () => {
    it('is answered from memory, and her symptom, mood and appointment show on his next poll', async () => {
      const { follower, pregnant } = await sync.synced();
      expect((await view(follower)).recentSymptoms).toEqual([]);
      // Behind the app's back: not seen.
      await seedSymptoms(db(), [{ userId: pregnant.id, name: 'Unreported', severity: 2 }]);
      expect((await view(follower)).recentSymptoms).toEqual([]);

      await write(pregnant, 'POST', '/api/symptoms', { name: 'Nausea', severity: 3 });
      expect((await view(follower)).recentSymptoms.map((s) => s.name)).toContain('Nausea');

      await write(pregnant, 'POST', '/api/moods', { mood: 'Happy', energy: 4 });
      expect((await view(follower)).recentMoods.map((m) => m.mood)).toEqual(['Happy']);

      const providerId = await ownProvider(db(), pregnant, 'Dr. Poll');
      const booked = await write(pregnant, 'POST', '/api/appointments', {
        providerId,
        title: 'Checkup',
        type: 'Regular Checkup',
        dateTime: new Date(Date.now() + 3 * DAY).toISOString(),
      });
      expect((await view(follower)).upcomingAppointments.map((a) => a.title)).toEqual(['Checkup']);

      await write(pregnant, 'PATCH', `/api/appointments/${booked.json().id}/cancel`);
      expect((await view(follower)).upcomingAppointments).toEqual([]);
    });

    it('her name, week and zone changed on her profile show on his next poll', async () => {
      const { follower, pregnant } = await sync.synced({ pregnancyWeeks: 20 });
      expect(await view(follower)).toMatchObject({ firstName: 'Maya', pregnancyWeeks: 20 });
      await write(pregnant, 'PATCH', '/api/user/profile', { firstName: 'Mia', pregnancyWeeks: 22 });
      expect(await view(follower)).toMatchObject({ firstName: 'Mia', pregnancyWeeks: 22 });
    });

    it('a directory provider renamed by an administrator shows in every view', async () => {
      const admin = await t.createUser({ isAdmin: true, isPregnant: false });
      const created = await write(admin, 'POST', '/api/admin/providers', {
        name: 'Dr. Before',
        specialty: 'Obstetrics & Gynecology',
        practice: 'Clinic',
        phone: '555-555-0100',
        street: '1 Main St',
        city: 'New York',
        state: 'NY',
        zipCode: '10001',
      });
      const { follower, pregnant } = await sync.synced();
      await write(pregnant, 'POST', '/api/appointments', {
        providerId: created.json().id,
        title: 'Scan',
        type: 'Ultrasound',
        dateTime: new Date(Date.now() + 5 * DAY).toISOString(),
      });
      expect((await view(follower)).upcomingAppointments[0]?.providerName).toBe('Dr. Before');
      await write(admin, 'PATCH', `/api/admin/providers/${created.json().id}`, { name: 'Dr. After' });
      expect((await view(follower)).upcomingAppointments[0]?.providerName).toBe('Dr. After');
    });

    it('pausing, resuming and ending the sync, and a new sync, show on his next poll', async () => {
      const { follower, pregnant } = await sync.synced();
      expect(await status(follower)).toBe(200);
      await write(pregnant, 'POST', '/api/parent-sync/connection/pause');
      expect(await status(follower)).toBe(403);
      await write(pregnant, 'POST', '/api/parent-sync/connection/resume');
      expect(await status(follower)).toBe(200);
      // He ends it himself.
      await write(follower, 'DELETE', '/api/parent-sync/connection');
      expect(await status(follower)).toBe(404);
      // A new request, approved by her: he sees her again.
      const sent = await write(follower, 'POST', '/api/parent-sync/request', { partnerEmail: pregnant.email });
      await write(pregnant, 'POST', '/api/parent-sync/respond', { requestId: sent.json().id, status: 'approved' });
      expect(await status(follower)).toBe(200);
      // She ends it.
      await write(pregnant, 'DELETE', '/api/parent-sync/connection');
      expect(await status(follower)).toBe(404);
    });

    it('her account deleted (by her or by an administrator) ends his view on his next poll', async () => {
      const first = await sync.synced();
      expect(await status(first.follower)).toBe(200);
      await write(first.pregnant, 'DELETE', '/api/user/account', { password: first.pregnant.password });
      expect(await status(first.follower)).toBe(404);

      const admin = await t.createUser({ isAdmin: true, isPregnant: false });
      const second = await sync.synced();
      expect(await status(second.follower)).toBe(200);
      await write(admin, 'DELETE', `/api/admin/users/${second.pregnant.id}`);
      expect(await status(second.follower)).toBe(404);
    });

    it('answers 304 to an unchanged poll', async () => {
      const { follower, pregnant } = await sync.synced();
      const first = await get(reader, PARTNER, follower);
      const etag = first.headers.etag as string;
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect((await get(reader, PARTNER, follower, etag)).statusCode).toBe(304);
      await write(pregnant, 'POST', '/api/symptoms', { name: 'Back pain', severity: 2 });
      const changed = await get(reader, PARTNER, follower, etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('never answers with another partner’s copy', async () => {
      const one = await sync.synced({ firstName: 'Ana' });
      const two = await sync.synced({ firstName: 'Bea' });
      for (let round = 0; round < 2; round++) {
        expect((await view(one.follower)).firstName).toBe('Ana');
        expect((await view(two.follower)).firstName).toBe('Bea');
      }
      const anaTag = (await get(reader, PARTNER, one.follower)).headers.etag as string;
      const res: LightMyRequestResponse = await get(reader, PARTNER, two.follower, anaTag);
      expect(res.statusCode).toBe(200);
      expect(res.json().firstName).toBe('Bea');
      // A user who follows nobody is refused, whoever's copy is kept.
      expect(await status(one.pregnant)).toBe(404);
    });
  });
});

/** His polls of the partner view at a given moment, each with the tag of the copy he holds. */
function heldView(db: Db, cache: PollCache<CachedPartnerView>, follower: TestUser) {
  let held: { etag: string; data: PartnerData } | undefined;
  return async (at: Date): Promise<PartnerData> => {
    const answer = await cachedPartnerView(db, cache, follower.id, held?.etag, at);
    if (answer.json !== undefined) held = { etag: answer.etag, data: partnerDataSchema.parse(JSON.parse(answer.json)) };
    return held!.data;
  };
}

describe('when her day or the next appointment ends, the kept copy ends with it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const caches = () => new PollCaches(localChannelBus<PollCacheChange>(), { ttlMs: 7 * DAY });

  it('usage status: a copy read before her midnight is not used after it', async () => {
    const user = await t.createUser({ timeZone: 'UTC' });
    const principal = { userId: user.id, sessionId: 'test', isAdmin: false, locale: 'en' as const };
    const cache = caches().create<KeptUsage>();
    const tokensAt = async (now: Date) =>
      usageStatusSchema.parse(JSON.parse((await usageStatusAnswer(t.database.db, principal, now, cache)).json)).tokens
        .available;
    const beforeMidnight = new Date('2031-03-10T23:59:00Z');
    expect(await tokensAt(beforeMidnight)).toBe(0);
    await setBonusTokens(t.database.db, user.id, 4);
    // Same day: the kept copy.
    const later = new Date('2031-03-10T23:59:30Z');
    expect(await tokensAt(later)).toBe(0);
    // Her new day: read again.
    const next = new Date('2031-03-11T00:00:01Z');
    expect(await tokensAt(next)).toBe(4);
  });

  it('partner view: a copy is not used once the first appointment it shows has begun', async () => {
    const sync = syncCalls(t);
    const { follower, pregnant } = await sync.synced();
    const cache = caches().create<CachedPartnerView>();
    const providerId = await ownProvider(t.database.db, pregnant, 'Dr. Soon');
    // Quarter hours ahead of a fixed instant, so neither her week nor the quarter hour turns.
    const now = new Date(Date.now() + DAY);
    now.setUTCMinutes(0, 0, 0);
    const soon = new Date(now.getTime() + 5 * 60_000);
    await seedAppointments(t.database.db, [
      { userId: pregnant.id, providerId, title: 'Soon', type: 'Ultrasound', dateTime: soon },
    ]);
    const read = heldView(t.database.db, cache, follower);
    expect((await read(now)).upcomingAppointments.map((a) => a.title)).toEqual(['Soon']);
    await seedSymptoms(t.database.db, [{ userId: pregnant.id, name: 'Unreported', severity: 1 }]);
    // Before it begins: the kept copy (the symptom was not reported).
    expect((await read(new Date(now.getTime() + 60_000))).recentSymptoms).toEqual([]);
    // Once it has begun: read again, without it and with the symptom.
    const after = await read(new Date(soon.getTime() + 1));
    expect(after.upcomingAppointments).toEqual([]);
    expect(after.recentSymptoms.map((s) => s.name)).toEqual(['Unreported']);
  });

  it('partner view: a copy read before her midnight (in her zone) is not used after it', async () => {
    const sync = syncCalls(t);
    const { follower, pregnant } = await sync.synced();
    await updateProfile(t.database.db, pregnant.id, { timeZone: 'Asia/Tokyo' });
    const cache = caches().create<CachedPartnerView>();
    const read = heldView(t.database.db, cache, follower);
    // 14:20 UTC is 23:20 in Tokyo; her midnight is 15:00 UTC. Read once, kept across the quarter
    // hours before it (every entry used to end on the next quarter hour, all at one instant).
    const before = new Date('2031-03-10T14:20:00Z');
    const name = (await read(before)).firstName;
    // Changed behind the app's back: the kept copy until her midnight, read again after it.
    await updateProfile(t.database.db, pregnant.id, { firstName: 'Renamed' });
    expect((await read(new Date('2031-03-10T14:59:59Z'))).firstName).toBe(name);
    expect((await read(new Date('2031-03-10T15:00:01Z'))).firstName).toBe('Renamed');
  });
});

describe.runIf(redisUrl)('when the bus is cut under instance B', () => {
  let proxy: TcpProxy;
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    a = await createTestApp({ REDIS_URL: redisUrl! }, LONG_TTL);
    b = await buildApp(testConfig({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` }), {
      database: a.database,
      ...LONG_TTL,
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await proxy?.close();
  });

  const readiness = async () => (await b.inject({ url: '/readyz' })).json() as { status: string; redis: string };
  const tokensOnB = async (user: TestUser) =>
    usageStatusSchema.parse((await get(b, USAGE, user)).json()).tokens.available;

  it('B reads the database on every poll while it cannot hear A, and keeps copies again once it can', async () => {
    const user = await a.createUser();
    const sync = syncCalls(a);
    const { follower, pregnant } = await sync.synced();
    expect(await tokensOnB(user)).toBe(0);
    expect((await get(b, PARTNER, follower)).json().recentSymptoms).toEqual([]);

    await proxy.cut();
    await expect.poll(readiness).toMatchObject({ redis: 'unavailable' });

    // A reports her symptom; B cannot hear it, yet B's next poll shows it.
    await a.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: pregnant.headers,
      payload: { name: 'Cramps', severity: 2 },
    });
    expect((await get(b, PARTNER, follower)).json().recentSymptoms.map((s: { name: string }) => s.name)).toEqual([
      'Cramps',
    ]);
    // Even a change nobody reports is seen at once: nothing is served from memory.
    await setBonusTokens(a.database.db, user.id, 3);
    expect(await tokensOnB(user)).toBe(3);

    await proxy.restore();
    await expect.poll(readiness, { timeout: 20_000 }).toMatchObject({ status: 'ready', redis: 'ok' });
    // Copies are kept again: the poll after a refill answers from memory.
    await expect
      .poll(async () => {
        await tokensOnB(user);
        await setBonusTokens(a.database.db, user.id, 8);
        const kept = await tokensOnB(user);
        await setBonusTokens(a.database.db, user.id, 3);
        return kept;
      })
      .toBe(3);
  });
});
