import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryRateLimiter, type RateLimiter } from '../../platform/rate-limit.ts';
import { testRedisLimiter } from '../../platform/redis-test-kit.ts';
import { addressKey, admitSignIn, admitSignUp, AUTH_LIMITS, type SignInAttempt } from './throttle.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const limiters: [string, () => RateLimiter | Promise<RateLimiter>][] = [
  ['in-process', memoryRateLimiter],
  ...(redisUrl ? ([['redis', () => testRedisLimiter(redisUrl)]] as [string, () => Promise<RateLimiter>][]) : []),
];

/** A fresh /64 per test, so Redis counters left by earlier runs never meet this one. */
const freshAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
const email = () => `${randomUUID()}@example.com`;

/** Status of one attempt: 'in' when admitted, 429 when refused. */
const tryIn = (limiter: RateLimiter, who: string, ip: string) =>
  admitSignIn(limiter, who, ip).then(
    (attempt) => ({ status: 'in' as const, attempt }),
    (e: { status?: number }) => ({ status: e.status, attempt: undefined }),
  );

describe('addressKey', () => {
  it('keys IPv4 by address and IPv6 by its /64, so one customer cannot rotate past the limits', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe.each(limiters)('sign-in and sign-up admission on the %s limiter', (_name, make) => {
  it('admits a burst of parallel guesses for one account and address only up to the limit', async () => {
    const limiter = await make();
    const ip = freshAddress();
    const results = await Promise.all(Array.from({ length: 30 }, () => tryIn(limiter, 'victim@example.com', ip)));
    expect(results.filter((r) => r.status === 'in')).toHaveLength(AUTH_LIMITS.failuresPerAccountAndAddress);
    await limiter.close();
  });
  it('stops one address after many failures over many accounts; other addresses are unaffected', async () => {
    const limiter = await make();
    const ip = freshAddress();
    for (let i = 0; i < AUTH_LIMITS.failuresPerAddress; i++)
      expect((await tryIn(limiter, email(), ip)).status).toBe('in');
    expect((await tryIn(limiter, email(), ip)).status).toBe(429);
    expect((await tryIn(limiter, email(), freshAddress())).status).toBe('in');
    await limiter.close();
  });

  it('does not count attempts the address limit refused against the account', async () => {
    const limiter = await make();
    const ip = freshAddress();
    const victim = email();
    const earlier: SignInAttempt[] = [];
    for (let i = 0; i < AUTH_LIMITS.failuresPerAddress; i++) earlier.push((await tryIn(limiter, email(), ip)).attempt!);
    for (let i = 0; i < 10; i++) expect((await tryIn(limiter, victim, ip)).status).toBe(429);
    // Six earlier attempts turn out right: their address slots come back.
    for (const attempt of earlier.slice(0, 6)) await attempt.succeeded();
    const after = [];
    for (let i = 0; i < 6; i++) after.push((await tryIn(limiter, victim, ip)).status);
    expect(after).toEqual([...Array<string>(AUTH_LIMITS.failuresPerAccountAndAddress).fill('in'), 429]);
    await limiter.close();
  });

  it('a success gives back only its own address slot: it cannot wipe failures against other accounts', async () => {
    const limiter = await make();
    const ip = freshAddress();
    for (let i = 0; i < AUTH_LIMITS.failuresPerAddress - 1; i++) await tryIn(limiter, email(), ip);
    const own = await tryIn(limiter, email(), ip);
    await own.attempt!.succeeded();
    expect((await tryIn(limiter, email(), ip)).status).toBe('in');
    expect((await tryIn(limiter, email(), ip)).status).toBe(429);
    await limiter.close();
  });

  it('limits sign-ups per e-mail from any address, and does not count sign-ups an address limit refused', async () => {
    const limiter = await make();
    const busy = freshAddress();
    const target = email();
    for (let i = 0; i < AUTH_LIMITS.signupsPerAddress; i++) await admitSignUp(limiter, email(), busy);
    for (let i = 0; i < 3; i++) await expect(admitSignUp(limiter, target, busy)).rejects.toMatchObject({ status: 429 });
    for (let i = 0; i < AUTH_LIMITS.signupsPerEmail; i++) await admitSignUp(limiter, target, freshAddress());
    await expect(admitSignUp(limiter, target, freshAddress())).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
    });
    await limiter.close();
  });
});
