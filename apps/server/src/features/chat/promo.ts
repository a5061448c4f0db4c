import {
  ErrorCode,
  PROMO_ALREADY_REDEEMED_MESSAGE,
  PROMO_EXPIRED_MESSAGE,
  PROMO_NO_LONGER_ACTIVE_MESSAGE,
  PROMO_REDEEMED_MESSAGE,
  PROMO_UNKNOWN_MESSAGE,
  PROMO_USED_UP_MESSAGE,
  TOO_MANY_PROMO_ATTEMPTS_MESSAGE,
  type PromoRedeemResponse,
} from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { insertRedemption, lockPromoCode, redemptionCount, redemptionsBy } from '../../platform/promo-codes.ts';
import { addBonusTokens } from './repo.ts';

/** Wrong codes a user may try in PROMO_WINDOW_MS before waiting (guessing codes is not a way to get tokens). */
export const PROMO_FAILURES_PER_WINDOW = 10;
export const PROMO_WINDOW_MS = 15 * 60_000;

const refusal = (status: number, message: string, code: string) => new AppError(status, message, code);

/**
 * Redeems a promo code (already trimmed and upper-cased by the contract): its tokens are added to
 * her bonus tokens, each of which starts one more chat session once the day's is used. A code
 * may be disabled, expire, and limit its redemptions in total and per person. The code row is
 * locked for the whole check-and-record, so both counts are exact under parallel redemptions.
 */
export async function redeemPromo(
  deps: { db: Db; rateLimiter: RateLimiter },
  userId: string,
  code: string,
  now = new Date(),
): Promise<PromoRedeemResponse> {
  const key = `promo:${userId}`;
  if (!(await deps.rateLimiter.hit(key, PROMO_FAILURES_PER_WINDOW, PROMO_WINDOW_MS))) {
    throw refusal(429, TOO_MANY_PROMO_ATTEMPTS_MESSAGE, ErrorCode.tooManyAttempts);
  }
  const tokens = await deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const promo = await lockPromoCode(tx, code);
    if (!promo) throw refusal(404, PROMO_UNKNOWN_MESSAGE, ErrorCode.promoUnknown);
    if (promo.disabledAt) throw refusal(410, PROMO_NO_LONGER_ACTIVE_MESSAGE, ErrorCode.promoDisabled);
    if ((await redemptionsBy(tx, userId, code)) >= promo.perUserLimit) {
      throw refusal(409, PROMO_ALREADY_REDEEMED_MESSAGE, ErrorCode.promoAlreadyRedeemed);
    }
    if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) {
      throw refusal(410, PROMO_EXPIRED_MESSAGE, ErrorCode.promoExpired);
    }
    if (promo.maxRedemptions !== null && (await redemptionCount(tx, code)) >= promo.maxRedemptions) {
      throw refusal(410, PROMO_USED_UP_MESSAGE, ErrorCode.promoUsedUp);
    }
    await insertRedemption(tx, userId, code, now);
    await addBonusTokens(tx, userId, promo.tokens);
    return promo.tokens;
  });
  // Only wrong codes count towards the limit.
  await deps.rateLimiter.release(key);
  return { message: PROMO_REDEEMED_MESSAGE(tokens), tokensAdded: tokens };
}
