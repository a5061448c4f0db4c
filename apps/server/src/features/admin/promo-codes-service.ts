import {
  PROMO_CODE_CREATED_MESSAGE,
  PROMO_CODE_DISABLED_MESSAGE,
  PROMO_CODE_EXISTS_MESSAGE,
  PROMO_CODE_NOT_FOUND_MESSAGE,
  promoCodeCreateSchema,
  type AdminPromoCode,
} from '@bloom/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { recordAction } from './audit.ts';
import {
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  markPromoCodeDisabled,
  upsertPromoCode,
  type PromoCodeRow,
  type PromoCodeValues,
} from '../../platform/promo-codes.ts';

const DAY_MS = 86_400_000;

export type PromoCodeInput = z.output<typeof promoCodeCreateSchema>;

/** The stored form: the last valid day becomes the instant the code stops working (its end, UTC). */
export function toPromoCodeValues(input: PromoCodeInput): PromoCodeValues {
  return {
    code: input.code,
    tokens: input.tokens,
    maxRedemptions: input.maxRedemptions,
    perUserLimit: input.perUserLimit,
    expiresAt: input.expires === null ? null : new Date(Date.parse(`${input.expires}T00:00:00Z`) + DAY_MS),
  };
}

const toAdminPromoCode = (row: PromoCodeRow): AdminPromoCode => ({
  ...row,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  redemptions: Number(row.redemptions),
});

export async function promoCodeList(db: Db): Promise<{ items: AdminPromoCode[] }> {
  return { items: (await listPromoCodes(db)).map(toAdminPromoCode) };
}

/** An administrator's new code; an existing code is never changed from here (409). */
export async function newPromoCode(db: Db, actorId: string, input: PromoCodeInput) {
  if (!(await insertPromoCode(db, toPromoCodeValues(input)))) throw conflict(PROMO_CODE_EXISTS_MESSAGE);
  await recordAction(db, { actorId, action: 'promo.create', details: { ...input } });
  const promoCode = toAdminPromoCode((await findPromoCode(db, input.code))!);
  return { message: PROMO_CODE_CREATED_MESSAGE(promoCode.code), promoCode };
}

/** Switches a code off for good; redemptions already made keep their tokens. */
export async function switchOffPromoCode(db: Db, actorId: string, code: string, now = new Date()) {
  if (!(await markPromoCodeDisabled(db, code, now))) throw notFound(PROMO_CODE_NOT_FOUND_MESSAGE);
  await recordAction(db, { actorId, action: 'promo.disable', details: { code } });
  const promoCode = toAdminPromoCode((await findPromoCode(db, code))!);
  return { message: PROMO_CODE_DISABLED_MESSAGE(promoCode.code), promoCode };
}

// ---- The operator command (`npm run admin -- promo`): the same rules, no administrator account ----

export interface NewPromoCode {
  code: string;
  tokens: number;
  maxRedemptions?: number | null;
  perUserLimit?: number;
  /** Last valid day, 'YYYY-MM-DD', from today to 100 years ahead: the code works until the end of that day in UTC. */
  expires?: string | null;
}

/** The command names its options where the admin form names its fields; the rules are the same. */
const CLI_OPTION_MESSAGES: Partial<Record<string, string>> = {
  maxRedemptions: '--max must be a whole number of at least 1.',
  perUserLimit: '--per-user must be a whole number from 1 to 100.',
  expires: '--expires must be a date written YYYY-MM-DD, from today to 100 years ahead.',
};

/** The checks of the admin form's schema; returns what is wrong, or the values to store. */
export function promoCodeValues(input: NewPromoCode): PromoCodeValues | string {
  const parsed = promoCodeCreateSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return CLI_OPTION_MESSAGES[String(issue.path[0])] ?? issue.message;
  }
  return toPromoCodeValues(parsed.data);
}

/** Creates a promo code, or changes an existing one's tokens, limits and expiry. */
export async function savePromoCode(db: Db, input: NewPromoCode): Promise<'created' | 'updated'> {
  const values = promoCodeValues(input);
  if (typeof values === 'string') throw new Error(values);
  return upsertPromoCode(db, values);
}
