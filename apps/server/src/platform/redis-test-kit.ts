import { connectRedis, type RedisLink } from './redis.ts';
import { redisRateLimiter, type RateLimiter } from './rate-limit.ts';

const quiet = { warn() {}, info() {} };

/** A Redis link for a test; the caller closes it. */
export const testRedisLink = (url: string): Promise<RedisLink> => connectRedis(url, quiet);

/** A Redis-backed limiter on its own link, closed together with the limiter. */
export async function testRedisLimiter(url: string, keySecret = 'test key secret'): Promise<RateLimiter> {
  const link = await testRedisLink(url);
  const limiter = redisRateLimiter(link, keySecret);
  return {
    ...limiter,
    async close() {
      await limiter.close();
      await link.close();
    },
  };
}
