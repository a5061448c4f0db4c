import { ErrorCode, PromoMessages, type PromoRedeemResponse } from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import {
  addBonusTokens,
  hasRedeemed,
  insertRedemption,
  lockPromoCode,
  redemptionCount,
  upsertPromoCode,
  type PromoCodeValues,
} from './repo.ts';

/** Wrong codes a user may try in PROMO_WINDOW_MS before waiting (guessing codes is not a way to get tokens). */
export const PROMO_FAILURES_PER_WINDOW = 10;
export const PROMO_WINDOW_MS = 15 * 60_000;

const refusal = (status: number, message: string, code: string) => new AppError(status, message, code);

/**
 * Redeems a promo code (already trimmed and upper-cased by the contract): its tokens are added to
 * her bonus tokens, each of which starts one more chat session once the day's is used. A code
 * may have an expiry and a total number of redemptions; each user redeems a code once. The code
 * row is locked for the check-and-record, so the total limit holds under parallel redemptions,
 * and the unique (code, user) index makes a second redemption by her impossible.
 */
export async function redeemPromo(
  deps: { db: Db; rateLimiter: RateLimiter },
  userId: string,
  code: string,
  now = new Date(),
): Promise<PromoRedeemResponse> {
  const key = `promo:${userId}`;
  if (!(await deps.rateLimiter.hit(key, PROMO_FAILURES_PER_WINDOW, PROMO_WINDOW_MS))) {
    throw refusal(429, PromoMessages.tooManyAttempts, ErrorCode.tooManyAttempts);
  }
  const tokens = await deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const promo = await lockPromoCode(tx, code);
    if (!promo) throw refusal(404, PromoMessages.unknown, ErrorCode.promoUnknown);
    if (await hasRedeemed(tx, userId, code)) {
      throw refusal(409, PromoMessages.alreadyRedeemed, ErrorCode.promoAlreadyRedeemed);
    }
    if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) {
      throw refusal(410, PromoMessages.expired, ErrorCode.promoExpired);
    }
    if (promo.maxRedemptions !== null && (await redemptionCount(tx, code)) >= promo.maxRedemptions) {
      throw refusal(410, PromoMessages.usedUp, ErrorCode.promoUsedUp);
    }
    if (!(await insertRedemption(tx, userId, code, now))) {
      throw refusal(409, PromoMessages.alreadyRedeemed, ErrorCode.promoAlreadyRedeemed);
    }
    await addBonusTokens(tx, userId, promo.tokens);
    return promo.tokens;
  });
  // Only wrong codes count towards the limit.
  await deps.rateLimiter.release(key);
  return { message: PromoMessages.redeemed(tokens), tokensAdded: tokens };
}

export interface NewPromoCode {
  code: string;
  tokens: number;
  maxRedemptions?: number | null;
  /** Last valid day, 'YYYY-MM-DD': the code works until the end of that day in UTC. */
  expires?: string | null;
}

/** The checks of `npm run admin -- promo`; returns what is wrong, or the values to store. */
export function promoCodeValues(input: NewPromoCode): PromoCodeValues | string {
  const code = input.code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{1,40}$/.test(code)) return 'The code must be 1 to 40 letters, digits, - or _.';
  if (!Number.isInteger(input.tokens) || input.tokens < 1 || input.tokens > 1000) {
    return 'Tokens must be a whole number from 1 to 1000.';
  }
  const max = input.maxRedemptions ?? null;
  if (max !== null && (!Number.isInteger(max) || max < 1)) return '--max must be a whole number of at least 1.';
  let expiresAt: Date | null = null;
  if (input.expires) {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(input.expires) ? Date.parse(`${input.expires}T00:00:00Z`) : NaN;
    if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== input.expires) {
      return '--expires must be a date written YYYY-MM-DD.';
    }
    expiresAt = new Date(day + 86_400_000);
  }
  return { code, tokens: input.tokens, maxRedemptions: max, expiresAt };
}

/** Creates a promo code, or changes an existing one's tokens, limit and expiry. */
export async function savePromoCode(db: Db, input: NewPromoCode): Promise<'created' | 'updated'> {
  const values = promoCodeValues(input);
  if (typeof values === 'string') throw new Error(values);
  return upsertPromoCode(db, values);
}
