import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit.ts';
import { testRedisLimiter, testRedisLink } from './redis-test-kit.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const limiters: [string, () => RateLimiter | Promise<RateLimiter>][] = [
  ['in-process', () => memoryRateLimiter()],
  ...(redisUrl ? ([['redis', () => testRedisLimiter(redisUrl)]] as [string, () => Promise<RateLimiter>][]) : []),
];

describe.each(limiters)('%s rate limiter', (_name, make) => {
  it('allows `limit` hits per key in a window, then refuses, and keeps keys apart', async () => {
    const limiter = await make();
    const key = randomUUID();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60_000));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.hit(`${key}-other`, 3, 60_000)).toBe(true);
    await limiter.close();
  });

  it('does not count a refused hit, so a released slot can be used at once', async () => {
    const limiter = await make();
    const key = randomUUID();
    for (let i = 0; i < 3; i++) await limiter.hit(key, 2, 60_000);
    await limiter.release(key);
    // Counting the refused third hit would leave the count at 2 and refuse this one.
    expect(await limiter.hit(key, 2, 60_000)).toBe(true);
    expect(await limiter.hit(key, 2, 60_000)).toBe(false);
    await limiter.close();
  });

  it('gives back one hit on release, never below zero, and forgets a key on reset', async () => {
    const limiter = await make();
    const key = randomUUID();
    await limiter.release(key); // nothing counted yet: must not bank a spare slot
    expect([await limiter.hit(key, 1, 60_000), await limiter.hit(key, 1, 60_000)]).toEqual([true, false]);
    await limiter.reset(key);
    expect(await limiter.hit(key, 1, 60_000)).toBe(true);
    await limiter.close();
  });

  it('lets exactly `limit` of a burst of parallel hits through', async () => {
    const limiter = await make();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.hit(key, 5, 60_000)));
    expect(results.filter(Boolean)).toHaveLength(5);
    await limiter.close();
  });

  it('opens a new window after the old one ends', async () => {
    const limiter = await make();
    const key = randomUUID();
    expect(await limiter.hit(key, 1, 50)).toBe(true);
    expect(await limiter.hit(key, 1, 50)).toBe(false);
    // Redis ends the window by its own clock: wait for it (a refused hit counts nothing).
    await expect.poll(() => limiter.hit(key, 1, 50), { interval: 10 }).toBe(true);
    expect(await limiter.hit(key, 1, 50)).toBe(false);
    await limiter.close();
  });
});

describe('in-process rate limiter windows, on a clock the test moves', () => {
  it('refuses until the window’s last millisecond and counts afresh from its end', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    const key = randomUUID();
    expect(await limiter.hit(key, 2, 50)).toBe(true);
    now += 20;
    expect(await limiter.hit(key, 2, 50)).toBe(true);
    now += 29; // 49 ms after the first hit: the same window
    expect(await limiter.hit(key, 2, 50)).toBe(false);
    now += 1; // 50 ms: a new window
    expect(await limiter.hit(key, 2, 50)).toBe(true);
    await limiter.release(key);
    expect([await limiter.hit(key, 2, 50), await limiter.hit(key, 2, 50)]).toEqual([true, true]);
    expect(await limiter.hit(key, 2, 50)).toBe(false);
    await limiter.close();
  });
});

describe.runIf(redisUrl)('two instances sharing Redis', () => {
  it('share one counter, so limits hold across instances', async () => {
    const a = await testRedisLimiter(redisUrl!);
    const b = await testRedisLimiter(redisUrl!);
    const key = randomUUID();
    expect(await a.hit(key, 2, 60_000)).toBe(true);
    expect(await b.hit(key, 2, 60_000)).toBe(true);
    expect(await a.hit(key, 2, 60_000)).toBe(false);
    await b.release(key);
    expect(await a.hit(key, 2, 60_000)).toBe(true);
    await b.reset(key);
    expect(await a.hit(key, 2, 60_000)).toBe(true);
    await a.close();
    await b.close();
  });
});

describe.runIf(redisUrl)('keys in Redis', () => {
  it('never hold a client address or code in the clear, only a digest keyed by the server secret', async () => {
    const link = await testRedisLink(redisUrl!);
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const nonce = randomUUID();
    const key = `login:fail:addr:${address}:${nonce}`;
    try {
      const mine = redisRateLimiter(link, 'one secret');
      const other = redisRateLimiter(link, 'another secret');
      expect(await mine.hit(key, 1, 60_000)).toBe(true);
      expect(await mine.hit(key, 1, 60_000)).toBe(false);
      // Another secret, another key: the digest depends on the secret.
      expect(await other.hit(key, 1, 60_000)).toBe(true);
      const keys = await link.commands.keys('bloom:rl:*');
      expect(keys.length).toBeGreaterThan(0);
      // Other runs' keys may be there too (shared Redis): none may name this address or nonce.
      expect(keys.filter((k) => k.includes(address) || k.includes(nonce))).toEqual([]);
    } finally {
      await link.close();
    }
  });
});
