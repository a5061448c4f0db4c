import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arrivalTime, batchedPerDb } from '../../db/batched.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { chatAllowances, chatIssuedReplies, chatMessages, usageStats } from '../../db/schema/index.ts';
import { userField } from '../../platform/users/repo.ts';
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

const me = sql`${sql.placeholder('userId')}`;

const usageFactsQuery = preparedPerDb((db) =>
  db
    .select({ timeZone: userField(me, 'timeZone'), bonusTokens: userField(me, 'bonusTokens'), ...allowanceColumns })
    .from(sql`(select 1) as me`)
    .leftJoin(chatAllowances, eq(chatAllowances.userId, me))
    .prepare('usage_facts'),
);

// The same facts for everyone asking in one turn of the event loop (db/batched.ts): when an
// instance starts, every open app's next poll misses the poll cache at once. Alone, the prepared read.
const asked = sql`asked.id`;
/** The users asked for, as a table `asked(id)` to join their facts to. */
const askedFor = (ids: string[]) =>
  sql`(values ${sql.join(
    ids.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  )}) as asked(id)`;
const usageFactsOf = batchedPerDb(async (db, userIds: string[]) => {
  if (userIds.length === 1) return [(await usageFactsQuery(db).execute({ userId: userIds[0]! }))[0]];
  const ids = [...new Set(userIds)];
  const rows = await db
    .select({
      userId: sql<string>`${asked}`,
      timeZone: userField(asked, 'timeZone'),
      bonusTokens: userField(asked, 'bonusTokens'),
      ...allowanceColumns,
    })
    .from(askedFor(ids))
    .leftJoin(chatAllowances, eq(chatAllowances.userId, asked));
  const byId = new Map(rows.map(({ userId, ...facts }) => [userId, facts]));
  return userIds.map((id) => byId.get(id));
});

/**
 * What the 1 Hz usage-status poll needs, in one primary-key read: her zone, her bonus tokens
 * and her allowance row (absent before her first session).
 */
export async function readUsageFacts(db: Db, userId: string) {
  const row = await usageFactsOf(db, userId);
  // Her own fields are null when she has no account (any more).
  if (!row || row.timeZone === null || row.bonusTokens === null) return undefined;
  const { timeZone, bonusTokens, ...allowance } = row;
  return { timeZone, bonusTokens, allowance: toAllowance(allowance) };
}

/** One turn of her saved conversation, as the engine's context needs it: [text, isFromUser]. */
type HistoryTurn = [message: string, isFromUser: boolean];

// Her newest messages, oldest first, as one JSON value beside her facts: the same index scan as
// latestMessages, inside the same statement, so answering a message costs one read (issue 32).
const historyOf = (id: SQL, limit: SQL) => sql<HistoryTurn[]>`(
  select coalesce(json_agg(json_build_array(m.message, m.is_from_user) order by m.timestamp, m.id), '[]'::json)
  from (
    select ${chatMessages.message}, ${chatMessages.isFromUser}, ${chatMessages.timestamp}, ${chatMessages.id}
    from ${chatMessages}
    where ${chatMessages.userId} = ${id}
    order by ${chatMessages.timestamp} desc, ${chatMessages.id} desc
    limit ${limit}
  ) as m
)`;

/**
 * What answering her message needs, in one read: the usage facts plus her name, due date,
 * provider phone (for the call card's "Call my provider" button) and her latest `limit` messages.
 */
const chatFactsColumns = (id: SQL, limit: SQL) => ({
  firstName: userField(id, 'firstName'),
  isPregnant: userField(id, 'isPregnant'),
  providerPhone: userField(id, 'providerPhone'),
  dueDate: userField(id, 'dueDate'),
  timeZone: userField(id, 'timeZone'),
  bonusTokens: userField(id, 'bonusTokens'),
  history: historyOf(id, limit),
  ...allowanceColumns,
});

// Prepared like the usage poll's read (decision 018): every chat message reads these facts.
const chatFactsQuery = preparedPerDb((db) =>
  db
    .select(chatFactsColumns(me, sql`${sql.placeholder('limit')}`))
    .from(sql`(select 1) as me`)
    .leftJoin(chatAllowances, eq(chatAllowances.userId, me))
    .prepare('chat_facts'),
);

// Everyone's facts in one statement when several messages come in one turn of the event loop
// (db/batched.ts); alone, the prepared read. The longest history asked for is read for all and
// each keeps her own length (the newest turns).
const chatFactsOf = batchedPerDb(async (db, items: { userId: string; limit: number }[]) => {
  if (items.length === 1) return [(await chatFactsQuery(db).execute(items[0]!))[0]];
  const limit = Math.max(...items.map((item) => item.limit));
  const ids = [...new Set(items.map((item) => item.userId))];
  const rows = await db
    .select({ userId: sql<string>`${asked}`, ...chatFactsColumns(asked, sql`${limit}`) })
    .from(askedFor(ids))
    .leftJoin(chatAllowances, eq(chatAllowances.userId, asked));
  const byId = new Map(rows.map(({ userId, ...facts }) => [userId, facts]));
  return items.map(({ userId, limit: own }) => {
    const facts = byId.get(userId);
    return facts && { ...facts, history: own > 0 ? facts.history.slice(-own) : [] };
  });
});

export async function readChatFacts(db: Db, userId: string, historyLimit: number) {
  const row = await chatFactsOf(db, { userId, limit: historyLimit });
  if (!row || row.firstName === null || row.isPregnant === null || row.timeZone === null || row.bonusTokens === null) {
    return undefined;
  }
  const { day, sessionsUsed, sessionStartedAt, sessionEndsAt, firstName, isPregnant, timeZone, bonusTokens, ...rest } =
    row;
  return {
    ...rest,
    firstName,
    isPregnant,
    timeZone,
    bonusTokens,
    allowance: toAllowance({ day, sessionsUsed, sessionStartedAt, sessionEndsAt }),
  };
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

export { addBonusTokens, readProviderPhone, takeBonusToken } from '../../platform/users/repo.ts';

const messageColumns = {
  id: chatMessages.id,
  message: chatMessages.message,
  isFromUser: chatMessages.isFromUser,
  timestamp: chatMessages.timestamp,
};
export type MessageRow = Awaited<ReturnType<typeof latestMessages>>[number];

// Prepared as well: her chat page reads her latest messages each time it opens.
const latestMessagesQuery = preparedPerDb((db) =>
  db
    .select(messageColumns)
    .from(chatMessages)
    .where(eq(chatMessages.userId, sql.placeholder('userId')))
    .orderBy(desc(chatMessages.timestamp), desc(chatMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare('chat_latest_messages'),
);

/** Her newest `limit` messages, newest first (served by the (user_id, timestamp) index). */
export function latestMessages(db: Db, userId: string, limit: number) {
  return latestMessagesQuery(db).execute({ userId, limit });
}

export async function insertMessage(
  db: Db,
  userId: string,
  values: { message: string; isFromUser: boolean },
): Promise<MessageRow> {
  // Her question and BLOOM's reply are saved back to back, often within one millisecond of the
  // embedded database's clock: the arrival time keeps the reply after the question.
  const [row] = await db
    .insert(chatMessages)
    .values({ ...values, userId, timestamp: sql`${arrivalTime()}::timestamptz` })
    .returning(messageColumns);
  return row!;
}

/** Notes a reply issued to her (its SHA-256), so she may save it once. */
// Many people's replies at once are recorded by one statement (db/batched.ts); her reply
// is answered once its record is stored, so she can save it straight away.
const recordIssuedReplies = batchedPerDb(async (db, items: { userId: string; replyHash: string; issuedAt: Date }[]) => {
  await db.insert(chatIssuedReplies).values(items);
  return items.map(() => undefined);
});

export async function recordIssuedReply(db: Db, userId: string, replyHash: string, at: Date): Promise<void> {
  await recordIssuedReplies(db, { userId, replyHash, issuedAt: at });
}

export type UsageFeature = (typeof usageStats.featureType.enumValues)[number];

/** Her latest usage record of one feature (served by the (user_id, timestamp) index). */
export async function latestUse(db: Db, userId: string, featureType: UsageFeature) {
  const [row] = await db
    .select({ id: usageStats.id, timestamp: usageStats.timestamp, durationSeconds: usageStats.durationSeconds })
    .from(usageStats)
    .where(and(eq(usageStats.userId, userId), eq(usageStats.featureType, featureType)))
    .orderBy(desc(usageStats.timestamp), desc(usageStats.id))
    .limit(1);
  return row;
}

export async function insertUse(
  db: Db,
  userId: string,
  use: { featureType: UsageFeature; timestamp: Date; durationSeconds: number },
): Promise<void> {
  await db.insert(usageStats).values({ userId, ...use });
}

/** Lengthens one of her usage records (never shortens it: two uses may end out of order). */
export async function extendUse(db: Db, userId: string, id: string, durationSeconds: number): Promise<void> {
  await db
    .update(usageStats)
    .set({ durationSeconds: sql`greatest(${usageStats.durationSeconds}, ${durationSeconds})` })
    .where(and(eq(usageStats.userId, userId), eq(usageStats.id, id)));
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
