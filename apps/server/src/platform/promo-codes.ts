import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { promoCodes, promoRedemptions } from '../db/schema/index.ts';
import type { PersonalData } from './personal-data.ts';

/*
 * Promo codes (owner: this file, db/owners.ts): created and managed by administrators and the
 * operator command (features/admin, cli), redeemed in the chat (features/chat/promo.ts), whose
 * tokens are her bonus tokens (platform/users).
 */

/** The promo codes she redeemed. */
export const promoCodesPersonalData: PersonalData = {
  owner: 'platform/promo-codes.ts',
  tables: [promoRedemptions],
  export: {
    promoRedemptions: async (db, her) =>
      (
        await db
          .select({ code: promoRedemptions.code, redeemedAt: promoRedemptions.redeemedAt })
          .from(promoRedemptions)
          .where(eq(promoRedemptions.userId, her.id))
          .orderBy(asc(promoRedemptions.redeemedAt))
      ).map((p) => ({ ...p, redeemedAt: p.redeemedAt.toISOString() })),
  },
};

export interface PromoCodeValues {
  code: string;
  tokens: number;
  maxRedemptions: number | null;
  perUserLimit: number;
  expiresAt: Date | null;
  /** When it was made; the database's clock when left out. */
  createdAt?: Date;
}

/** Operator command (no user): creates a code or changes an existing one's tokens and limits. */
export async function upsertPromoCode(db: Db, values: PromoCodeValues): Promise<'created' | 'updated'> {
  const [row] = await db
    .insert(promoCodes)
    .values(values)
    .onConflictDoUpdate({
      target: promoCodes.code,
      set: {
        tokens: values.tokens,
        maxRedemptions: values.maxRedemptions,
        perUserLimit: values.perUserLimit,
        expiresAt: values.expiresAt,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted ? 'created' : 'updated';
}

/** A new code; false when one with this name exists already (it is left as it was). */
export async function insertPromoCode(db: Db, values: PromoCodeValues): Promise<boolean> {
  const rows = await db.insert(promoCodes).values(values).onConflictDoNothing().returning({ code: promoCodes.code });
  return rows.length === 1;
}

/** Codes with how often each was redeemed (counts only: who redeemed is not shown). */
function selectPromoCodes(db: Db) {
  const tally = db
    .select({ code: promoRedemptions.code, n: count().as('n') })
    .from(promoRedemptions)
    .groupBy(promoRedemptions.code)
    .as('tally');
  return db
    .select({
      code: promoCodes.code,
      tokens: promoCodes.tokens,
      maxRedemptions: promoCodes.maxRedemptions,
      perUserLimit: promoCodes.perUserLimit,
      expiresAt: promoCodes.expiresAt,
      disabledAt: promoCodes.disabledAt,
      createdAt: promoCodes.createdAt,
      redemptions: sql<number>`coalesce(${tally.n}, 0)::int`,
    })
    .from(promoCodes)
    .leftJoin(tally, eq(tally.code, promoCodes.code));
}
export type PromoCodeRow = Awaited<ReturnType<typeof listPromoCodes>>[number];

/** Every code, newest first (the admin's list; codes are few). */
export function listPromoCodes(db: Db) {
  return selectPromoCodes(db).orderBy(desc(promoCodes.createdAt), asc(promoCodes.code));
}

export async function findPromoCode(db: Db, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await selectPromoCodes(db).where(eq(promoCodes.code, code)).limit(1);
  return row;
}

/** Switches a code off (the first disabling time is kept); false for an unknown code. */
export async function markPromoCodeDisabled(db: Db, code: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ disabledAt: sql`coalesce(${promoCodes.disabledAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(promoCodes.code, code))
    .returning({ code: promoCodes.code });
  return rows.length === 1;
}

// Redeeming (features/chat/promo.ts), inside one transaction per redemption.

/** A promo code locked FOR UPDATE, so redemptions of one code take turns and its limits are exact. */
export async function lockPromoCode(tx: Db, code: string) {
  const [row] = await tx
    .select({
      code: promoCodes.code,
      tokens: promoCodes.tokens,
      maxRedemptions: promoCodes.maxRedemptions,
      perUserLimit: promoCodes.perUserLimit,
      expiresAt: promoCodes.expiresAt,
      disabledAt: promoCodes.disabledAt,
    })
    .from(promoCodes)
    .where(eq(promoCodes.code, code))
    .for('update');
  return row;
}

/** How many times she redeemed a code; exact while the code's row is locked. */
export async function redemptionsBy(tx: Db, userId: string, code: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.code, code)));
  return Number(row?.n ?? 0);
}

/** How many redemptions a code has (not user data: only the count, for the code's total limit). */
export async function redemptionCount(tx: Db, code: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(promoRedemptions).where(eq(promoRedemptions.code, code));
  return Number(row?.n ?? 0);
}

export async function insertRedemption(tx: Db, userId: string, code: string, at: Date): Promise<void> {
  await tx.insert(promoRedemptions).values({ code, userId, redeemedAt: at });
}
