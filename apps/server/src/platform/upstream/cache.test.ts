import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { upstreamCache } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { cacheKey, UpstreamCache } from './cache.ts';

const HOUR = 3_600_000;
const itemSchema = z.object({ name: z.string(), kcal: z.number() });

describe('UpstreamCache on the upstream_cache table', () => {
  let database: Database;
  let now = new Date('2025-03-01T12:00:00Z');
  let cache: UpstreamCache;
  beforeAll(async () => {
    database = await openTestDatabase();
    cache = new UpstreamCache(database.db, { now: () => now });
  });
  afterAll(() => database.close());

  it('returns a stored value with the time it was fetched until it expires', async () => {
    const key = cacheKey('USDA', { search: 'salmon' });
    await cache.set(key, { name: 'salmon', kcal: 206 }, 24 * HOUR);
    await expect(cache.get(key, itemSchema)).resolves.toEqual({
      value: { name: 'salmon', kcal: 206 },
      fetchedAt: new Date('2025-03-01T12:00:00Z'),
    });
    now = new Date(now.getTime() + 24 * HOUR - 1);
    expect(await cache.get(key, itemSchema)).toBeDefined();
    now = new Date(now.getTime() + 1);
    expect(await cache.get(key, itemSchema)).toBeUndefined();
  });

  it('replaces an entry on a new write and treats a stored value of another shape as a miss', async () => {
    const key = cacheKey('USDA', { search: 'spinach' });
    await cache.set(key, { name: 'spinach', kcal: 23 }, HOUR);
    await cache.set(key, { name: 'spinach', kcal: 24 }, HOUR);
    expect((await cache.get(key, itemSchema))?.value.kcal).toBe(24);
    expect(await cache.get(key, z.object({ other: z.string() }))).toBeUndefined();
  });

  it('purges expired rows only', async () => {
    const fresh = cacheKey('openFDA', { recalls: 'cheese' });
    const stale = cacheKey('openFDA', { recalls: 'brie' });
    await cache.set(stale, { name: 'brie', kcal: 1 }, 1);
    await cache.set(fresh, { name: 'cheese', kcal: 1 }, HOUR);
    now = new Date(now.getTime() + 2);
    await cache.purgeExpired();
    const keys = (await database.db.select({ key: upstreamCache.key }).from(upstreamCache)).map((r) => r.key);
    expect(keys).toContain(fresh);
    expect(keys).not.toContain(stale);
  });

  it('hashes the request into the key: stable, per upstream, and without the search text', () => {
    const key = cacheKey('USDA', { search: 'raw oysters', pageSize: 5 });
    expect(key).toBe(cacheKey('USDA', { search: 'raw oysters', pageSize: 5 }));
    expect(key).not.toBe(cacheKey('openFDA', { search: 'raw oysters', pageSize: 5 }));
    expect(key).toMatch(/^USDA:[0-9a-f]{64}$/);
    expect(key).not.toContain('oysters');
  });
});
