import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import {
  ErrorCode,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
  TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from '@bloom/contract';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';

/**
 * Sign-in and sign-up limits (decision 005). Only failures count towards sign-in limits, keyed by
 * account *and* address, so nobody can lock a stranger out by guessing wrong on purpose.
 */
export const AUTH_LIMITS = {
  windowMs: 15 * 60_000,
  /** Wrong passwords for one e-mail from one address; the right password resets it. */
  failuresPerAccountAndAddress: 5,
  /** Wrong passwords from one address over all e-mails (password spraying, stuffing). */
  failuresPerAddress: 100,
  /**
   * Wrong passwords for one e-mail from all addresses together: however many addresses someone
   * controls (or forges, behind a misconfigured proxy), one account gets this many guesses per
   * window. High enough that a stranger needs several addresses to lock her out for a window.
   */
  failuresPerAccount: 30,
  signupsPerAddress: 20,
  /** Sign-ups naming one e-mail, from any address. */
  signupsPerEmail: 5,
} as const;

/**
 * The part of a client address one person controls: the address itself for IPv4, the /64 network
 * for IPv6 (a single customer is handed a whole /64 and can rotate through it freely).
 * @param ip - the client address Fastify resolved (with TRUST_PROXY, the forwarded one)
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

// Keys name a digest, not the e-mail: the limiter store (Redis) holds no personal data.
const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 32);

const tooManySignIns = () => new AppError(429, TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, ErrorCode.tooManyAttempts);
const tooManySignUps = () => new AppError(429, TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE, ErrorCode.tooManyAttempts);

export interface SignInAttempt {
  /** The password was right (even for a pending account): its failures are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Admits one sign-in attempt or throws 429. The attempt is counted as a failure up front (so a
 * burst of parallel guesses cannot all pass the check before any is counted) and taken back by
 * `succeeded()`. A refused attempt is not counted anywhere.
 * @param limiter - the shared limiter
 * @param email - the e-mail as typed, lower-cased (known or not: both are treated alike)
 * @param ip - the client address
 */
export async function admitSignIn(limiter: RateLimiter, email: string, ip: string): Promise<SignInAttempt> {
  const address = addressKey(ip);
  const addressFailures = `login:fail:addr:${address}`;
  const accountFailures = `login:fail:acct-addr:${digest(email, address)}`;
  const allAddressFailures = `login:fail:acct:${digest(email)}`;
  const { windowMs, failuresPerAddress, failuresPerAccountAndAddress, failuresPerAccount } = AUTH_LIMITS;
  // Counted in turn; a refusal gives back what this attempt already counted.
  const counted: string[] = [];
  for (const [key, limit] of [
    [addressFailures, failuresPerAddress],
    [accountFailures, failuresPerAccountAndAddress],
    [allAddressFailures, failuresPerAccount],
  ] as const) {
    if (!(await limiter.hit(key, limit, windowMs))) {
      await Promise.all(counted.map((k) => limiter.release(k)));
      throw tooManySignIns();
    }
    counted.push(key);
  }
  return {
    async succeeded() {
      // The address counter is only given back, never cleared: signing in to one's own account
      // must not wipe the failures an address piled up against other accounts.
      await Promise.all([
        limiter.release(addressFailures),
        limiter.reset(accountFailures),
        limiter.reset(allAddressFailures),
      ]);
    },
  };
}

/**
 * Admits one sign-up or throws 429: per address, and per e-mail so many addresses cannot hammer
 * one address (or probe whether it has an account). A refused sign-up is not counted.
 * @param limiter - the shared limiter
 * @param email - the e-mail, lower-cased
 * @param ip - the client address
 */
export async function admitSignUp(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  const byAddress = `signup:addr:${addressKey(ip)}`;
  const { windowMs, signupsPerAddress, signupsPerEmail } = AUTH_LIMITS;
  if (!(await limiter.hit(byAddress, signupsPerAddress, windowMs))) throw tooManySignUps();
  if (!(await limiter.hit(`signup:email:${digest(email)}`, signupsPerEmail, windowMs))) {
    await limiter.release(byAddress);
    throw tooManySignUps();
  }
}

/**
 * "Forgot password?" limits: per address (someone spraying addresses) and per e-mail from any
 * address (filling one inbox with reset mail). Unknown e-mails count exactly like known ones, so
 * a 429 says nothing about whether an account exists.
 */
export const RESET_LIMITS = {
  windowMs: 60 * 60_000,
  requestsPerAddress: 20,
  requestsPerEmail: 5,
} as const;

const tooManyResets = () => new AppError(429, TOO_MANY_RESET_REQUESTS_MESSAGE, ErrorCode.tooManyAttempts);

/**
 * Admits one password-reset request or throws 429. A refused request is not counted.
 * @param limiter - the shared limiter (Redis when configured)
 * @param email - the e-mail, lower-cased
 * @param ip - the client address
 */
export async function admitPasswordReset(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  const byAddress = `reset:addr:${addressKey(ip)}`;
  const { windowMs, requestsPerAddress, requestsPerEmail } = RESET_LIMITS;
  if (!(await limiter.hit(byAddress, requestsPerAddress, windowMs))) throw tooManyResets();
  if (!(await limiter.hit(`reset:email:${digest(email)}`, requestsPerEmail, windowMs))) {
    await limiter.release(byAddress);
    throw tooManyResets();
  }
}
