import { createHmac } from 'node:crypto';
import type { RedisLink } from './redis.ts';

/**
 * Fixed-window counters; in-process by default, in Redis when several instances share limits.
 * Every operation is atomic per key, so parallel requests cannot slip past a limit together.
 */
export interface RateLimiter {
  /**
   * Counts one hit on `key` and answers true, or answers false without counting once `limit` hits
   * are already counted in the window (a refused hit never lengthens or fills the window).
   */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Takes back one counted hit, e.g. an attempt that turned out not to be a failure. */
  release(key: string): Promise<void>;
  /** Forgets every hit on `key`, e.g. an account's failures after the right password. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** `now` is the clock the windows are measured by (tests move their own). */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };
  return {
    async hit(key, limit, windowMs) {
      const at = now();
      let w = live(key, at);
      if (!w) {
        // Sweep lazily so the map cannot grow without bound under a spray of keys.
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= at) windows.delete(k);
        w = { count: 0, resetAt: at + windowMs };
        windows.set(key, w);
      }
      if (w.count >= limit) return false;
      w.count += 1;
      return true;
    },
    async release(key) {
      const w = live(key, now());
      if (w && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// Read, compare and count in one step on the Redis server, so instances never race each other.
const HIT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1`;
// DECR keeps the key's expiry; a key that already expired is left alone (never goes negative).
const RELEASE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters shared by every instance through Redis, under keys hashed with a server secret. A command that fails or times out (Redis
 * unreachable) is counted in this instance's own memory instead, so a limit still holds per
 * instance and the request is answered at once rather than with a 500.
 */
export function redisRateLimiter(link: RedisLink, keySecret: string): RateLimiter {
  const redis = link.commands;
  const fallback = memoryRateLimiter();
  // Keys name client addresses and codes: Redis only ever sees a keyed digest of them.
  const k = (key: string) => `bloom:rl:${createHmac('sha256', keySecret).update(key).digest('base64url').slice(0, 32)}`;
  const shared = async <T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> => {
    if (!link.available()) return inMemory();
    try {
      return await inRedis();
    } catch {
      return inMemory();
    }
  };
  return {
    hit: (key, limit, windowMs) =>
      shared(
        async () => (await redis.eval(HIT, 1, k(key), limit, windowMs)) === 1,
        () => fallback.hit(key, limit, windowMs),
      ),
    release: (key) =>
      shared(
        async () => void (await redis.eval(RELEASE, 1, k(key))),
        () => fallback.release(key),
      ),
    reset: (key) =>
      shared(
        async () => void (await redis.del(k(key))),
        () => fallback.reset(key),
      ),
    // The link is closed by its owner (buildApp), which may share it with the revocation bus.
    close: () => fallback.close(),
  };
}
