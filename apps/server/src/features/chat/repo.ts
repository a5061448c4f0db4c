import { and, asc, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import {
  chatAllowances,
  chatIssuedReplies,
  chatMessages,
  promoCodes,
  promoRedemptions,
  usageStats,
  users,
} from '../../db/schema/index.ts';
import type { AllowanceRow } from './allowance.ts';

const allowanceColumns = {
  day: chatAllowances.day,
  sessionsUsed: chatAllowances.sessionsUsed,
  sessionStartedAt: chatAllowances.sessionStartedAt,
  sessionEndsAt: chatAllowances.sessionEndsAt,
};

type JoinedAllowance = { [K in keyof AllowanceRow]: AllowanceRow[K] | null };
const toAllowance = (a: JoinedAllowance): AllowanceRow | null =>
  a.day === null
    ? null
    : {
        day: a.day,
        sessionsUsed: a.sessionsUsed ?? 0,
        sessionStartedAt: a.sessionStartedAt,
        sessionEndsAt: a.sessionEndsAt,
      };

const usageFactsQuery = preparedPerDb((db) =>
  db
    .select({ timeZone: users.timeZone, bonusTokens: users.bonusTokens, ...allowanceColumns })
    .from(users)
    .leftJoin(chatAllowances, eq(chatAllowances.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('usage_facts'),
);

/**
 * What the 1 Hz usage-status poll needs, in one primary-key read: her zone, her bonus tokens
 * and her allowance row (absent before her first session).
 */
export async function readUsageFacts(db: Db, userId: string) {
  const [row] = await usageFactsQuery(db).execute({ userId });
  if (!row) return undefined;
  const { timeZone, bonusTokens, ...allowance } = row;
  return { timeZone, bonusTokens, allowance: toAllowance(allowance) };
}

/**
 * What answering her message needs, in the same one read: the usage facts plus her name, due
 * date and provider phone (for the call card's "Call my provider" button).
 */
export async function readChatFacts(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      isPregnant: users.isPregnant,
      providerPhone: users.providerPhone,
      dueDate: users.dueDate,
      timeZone: users.timeZone,
      bonusTokens: users.bonusTokens,
      ...allowanceColumns,
    })
    .from(users)
    .leftJoin(chatAllowances, eq(chatAllowances.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { day, sessionsUsed, sessionStartedAt, sessionEndsAt, ...profile } = row;
  return { ...profile, allowance: toAllowance({ day, sessionsUsed, sessionStartedAt, sessionEndsAt }) };
}

/** Her provider's phone from her profile, for the buttons of call cards in her history. */
export async function readProviderPhone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ providerPhone: users.providerPhone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.providerPhone ?? null;
}

/**
 * Runs `fn` on her allowance row locked FOR UPDATE inside a transaction (the row is created
 * first if she has none), so two tabs or two instances deciding at once take turns: the second
 * sees what the first wrote. Anything `fn` throws rolls the whole step back.
 */
export function withLockedAllowance<T>(
  db: Db,
  userId: string,
  today: string,
  fn: (row: AllowanceRow, tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(chatAllowances).values({ userId, day: today, sessionsUsed: 0 }).onConflictDoNothing();
    const [row] = await tx
      .select(allowanceColumns)
      .from(chatAllowances)
      .where(eq(chatAllowances.userId, userId))
      .for('update');
    return fn(row!, tx as unknown as Db);
  });
}

export async function saveAllowance(tx: Db, userId: string, row: AllowanceRow): Promise<void> {
  await tx.update(chatAllowances).set(row).where(eq(chatAllowances.userId, userId));
}

/** Spends one bonus token if she has one: a single conditional UPDATE, so a token is never spent twice. */
export async function takeBonusToken(tx: Db, userId: string): Promise<boolean> {
  const taken = await tx
    .update(users)
    .set({ bonusTokens: sql`${users.bonusTokens} - 1` })
    .where(and(eq(users.id, userId), gt(users.bonusTokens, 0)))
    .returning({ bonusTokens: users.bonusTokens });
  return taken.length === 1;
}

export async function addBonusTokens(tx: Db, userId: string, tokens: number): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ bonusTokens: sql`${users.bonusTokens} + ${tokens}` })
    .where(eq(users.id, userId))
    .returning({ bonusTokens: users.bonusTokens });
  return row?.bonusTokens ?? 0;
}

const messageColumns = {
  id: chatMessages.id,
  message: chatMessages.message,
  isFromUser: chatMessages.isFromUser,
  timestamp: chatMessages.timestamp,
};
export type MessageRow = Awaited<ReturnType<typeof latestMessages>>[number];

/** Her newest `limit` messages, newest first (served by the (user_id, timestamp) index). */
export function latestMessages(db: Db, userId: string, limit: number) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.timestamp), desc(chatMessages.id))
    .limit(limit);
}

export async function insertMessage(
  db: Db,
  userId: string,
  values: { message: string; isFromUser: boolean },
): Promise<MessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({ ...values, userId })
    .returning(messageColumns);
  return row!;
}

/** Notes a reply issued to her (its SHA-256) and the chat use, for the admin's usage analytics. */
export async function recordIssuedReply(db: Db, userId: string, replyHash: string, at: Date): Promise<void> {
  await Promise.all([
    db.insert(chatIssuedReplies).values({ userId, replyHash, issuedAt: at }),
    db.insert(usageStats).values({ userId, featureType: 'text_chat', timestamp: at }),
  ]);
}

/**
 * Saves an assistant message if it is a reply issued to her and not saved yet: the issued reply
 * is marked used and the message inserted in one transaction. Answers 'saved' with the row,
 * 'already-saved' when the only matching replies are used, or 'not-issued'.
 */
export async function saveIssuedReply(
  db: Db,
  userId: string,
  replyHash: string,
  message: string,
): Promise<{ kind: 'saved'; row: MessageRow } | { kind: 'already-saved' } | { kind: 'not-issued' }> {
  return db.transaction(async (tx) => {
    const unused = tx
      .select({ id: chatIssuedReplies.id })
      .from(chatIssuedReplies)
      .where(
        and(
          eq(chatIssuedReplies.userId, userId),
          eq(chatIssuedReplies.replyHash, replyHash),
          eq(chatIssuedReplies.used, false),
        ),
      )
      .orderBy(asc(chatIssuedReplies.issuedAt))
      .limit(1)
      .for('update');
    const claimed = await tx
      .update(chatIssuedReplies)
      .set({ used: true })
      .where(and(eq(chatIssuedReplies.userId, userId), eq(chatIssuedReplies.id, sql`(${unused})`)))
      .returning({ id: chatIssuedReplies.id });
    if (claimed.length === 0) {
      const [used] = await tx
        .select({ id: chatIssuedReplies.id })
        .from(chatIssuedReplies)
        .where(and(eq(chatIssuedReplies.userId, userId), eq(chatIssuedReplies.replyHash, replyHash)))
        .limit(1);
      return used ? { kind: 'already-saved' as const } : { kind: 'not-issued' as const };
    }
    const row = await insertMessage(tx as unknown as Db, userId, { message, isFromUser: false });
    return { kind: 'saved' as const, row };
  });
}

/** Forgets her issued replies that were saved, or never saved within `before`. */
export async function purgeIssuedReplies(db: Db, userId: string, before: Date): Promise<void> {
  await db
    .delete(chatIssuedReplies)
    .where(
      and(
        eq(chatIssuedReplies.userId, userId),
        or(eq(chatIssuedReplies.used, true), lt(chatIssuedReplies.issuedAt, before)),
      ),
    );
}

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
