import { Redis } from 'ioredis';

/** Fixed-window counters; in-process by default, in Redis when several instances share limits. */
export interface RateLimiter {
  /** Counts one hit on `key`; true while the count stays within `limit` in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        // Sweep lazily so the map cannot grow without bound under a spray of keys.
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= limit;
    },
    async close() {
      windows.clear();
    },
  };
}

export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  return {
    async hit(key, limit, windowMs) {
      const k = `bloom:rl:${key}`;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
      return count <= limit;
    },
    async close() {
      await redis.quit();
    },
  };
}
