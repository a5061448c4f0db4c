import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const limiters: [string, () => RateLimiter][] = [
  ['in-process', memoryRateLimiter],
  ...(redisUrl ? ([['redis', () => redisRateLimiter(redisUrl)]] as [string, () => RateLimiter][]) : []),
];

describe.each(limiters)('%s rate limiter', (_name, make) => {
  it('allows `limit` hits per key in a window, then refuses, and keeps keys apart', async () => {
    const limiter = make();
    const key = randomUUID();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60_000));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.hit(`${key}-other`, 3, 60_000)).toBe(true);
    await limiter.close();
  });

  it('opens a new window after the old one ends', async () => {
    const limiter = make();
    const key = randomUUID();
    expect(await limiter.hit(key, 1, 50)).toBe(true);
    expect(await limiter.hit(key, 1, 50)).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect(await limiter.hit(key, 1, 50)).toBe(true);
    await limiter.close();
  });
});

describe.runIf(redisUrl)('two instances sharing Redis', () => {
  it('share one counter, so limits hold across instances', async () => {
    const a = redisRateLimiter(redisUrl!);
    const b = redisRateLimiter(redisUrl!);
    const key = randomUUID();
    expect(await a.hit(key, 2, 60_000)).toBe(true);
    expect(await b.hit(key, 2, 60_000)).toBe(true);
    expect(await a.hit(key, 2, 60_000)).toBe(false);
    await a.close();
    await b.close();
  });
});
