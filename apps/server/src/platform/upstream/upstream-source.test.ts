import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { startFakeUpstreams, UPSTREAM_TIMEOUTS, type FakeUpstreams } from '../../testing/fake-upstreams.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { UpstreamCache } from './cache.ts';
import { BLOOM_USER_AGENT, UpstreamSource } from './upstream-source.ts';

const log = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const valueSchema = z.object({ n: z.number() });
const searchSchema = z.object({ foods: z.array(z.object({ fdcId: z.number() })) });

describe('UpstreamSource: timeout, User-Agent, breaker and cache together', () => {
  let database: Database;
  let fake: FakeUpstreams;
  let source: UpstreamSource;
  const searchUrl = () => {
    const url = new URL(`${fake.env.USDA_API_BASE_URL}/v1/foods/search`);
    url.searchParams.set('api_key', fake.env.USDA_API_KEY);
    url.searchParams.set('query', 'salmon');
    return url;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    fake = await startFakeUpstreams();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  /** A fresh source (its own breaker) that waits `timeoutMs` for the API. */
  const sourceWithin = (timeoutMs: number) =>
    new UpstreamSource({
      name: 'USDA FoodData Central',
      cache: new UpstreamCache(database.db),
      timeoutMs,
      log,
      breaker: { failureThreshold: 2, cooldownMs: 60_000 },
    });
  beforeEach(() => {
    fake.reset();
    source = sourceWithin(UPSTREAM_TIMEOUTS.patient);
  });

  it('sends a descriptive User-Agent', async () => {
    await source.getJson(searchUrl(), searchSchema);
    expect(fake.requests.at(-1)?.userAgent).toBe(BLOOM_USER_AGENT);
  });

  it('opens the circuit after consecutive failures and then stops calling the API', async () => {
    fake.fail('usda', 'server-error');
    await expect(source.getJson(searchUrl(), searchSchema)).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(source.getJson(searchUrl(), searchSchema)).rejects.toMatchObject({ kind: 'http', status: 500 });
    fake.fail('usda', null);
    await expect(source.getJson(searchUrl(), searchSchema)).rejects.toMatchObject({ kind: 'circuit-open' });
    expect(fake.requests).toHaveLength(2);
  });

  it('caches a successful answer and serves it without calling again, even with the circuit open', async () => {
    let loads = 0;
    const load = async () => ({ n: (loads += 1) });
    const first = await source.cached({ q: 'kale' }, valueSchema, 60_000, load);
    expect(first).toMatchObject({ value: { n: 1 }, fromCache: false });
    fake.fail('usda', 'hang');
    // An API that never answers: only the limit ends the wait (the cached answer came before).
    source = sourceWithin(UPSTREAM_TIMEOUTS.hasty);
    for (let i = 0; i < 2; i += 1) await expect(source.getJson(searchUrl(), searchSchema)).rejects.toThrow();
    expect(source.breaker.state).toBe('open');
    const second = await source.cached({ q: 'kale' }, valueSchema, 60_000, load);
    expect(second).toEqual({ value: { n: 1 }, fetchedAt: first.fetchedAt, fromCache: true });
    expect(loads).toBe(1);
  });

  it('never caches a failure', async () => {
    let loads = 0;
    const failing = async (): Promise<{ n: number }> => {
      loads += 1;
      throw new Error('upstream down');
    };
    await expect(source.cached({ q: 'tofu' }, valueSchema, 60_000, failing)).rejects.toThrow('upstream down');
    await expect(source.cached({ q: 'tofu' }, valueSchema, 60_000, failing)).rejects.toThrow('upstream down');
    expect(loads).toBe(2);
    await expect(source.cached({ q: 'tofu' }, valueSchema, 60_000, async () => ({ n: 7 }))).resolves.toMatchObject({
      value: { n: 7 },
      fromCache: false,
    });
  });

  it('picks the time to live from the answer when given a function', async () => {
    let now = new Date('2025-03-01T00:00:00Z');
    const clocked = new UpstreamSource({
      name: 'Clocked',
      cache: new UpstreamCache(database.db, { now: () => now }),
      timeoutMs: 1500,
      log,
    });
    const ttl = (v: { n: number }) => (v.n === 0 ? 1_000 : 60_000);
    await clocked.cached({ q: 'empty' }, valueSchema, ttl, async () => ({ n: 0 }));
    await clocked.cached({ q: 'full' }, valueSchema, ttl, async () => ({ n: 1 }));
    now = new Date(now.getTime() + 1_000);
    expect((await clocked.cached({ q: 'empty' }, valueSchema, ttl, async () => ({ n: 0 }))).fromCache).toBe(false);
    expect((await clocked.cached({ q: 'full' }, valueSchema, ttl, async () => ({ n: 1 }))).fromCache).toBe(true);
  });

  it('still answers when the cache table cannot be read or written', async () => {
    class BrokenCache extends UpstreamCache {
      override async get(): Promise<undefined> {
        throw new Error('database is down');
      }
      override async set(): Promise<never> {
        throw new Error('database is down');
      }
    }
    const broken = new UpstreamSource({ name: 'Test', cache: new BrokenCache(database.db), timeoutMs: 1500, log });
    await expect(broken.cached({ q: 'x' }, valueSchema, 60_000, async () => ({ n: 3 }))).resolves.toMatchObject({
      value: { n: 3 },
      fromCache: false,
    });
  });
});
