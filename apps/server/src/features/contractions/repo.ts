import { and, asc, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractions } from '../../db/schema/index.ts';
import type { RecordsWindow } from '../../platform/personal-data.ts';
import { lockUser } from '../../platform/users/repo.ts';

const columns = {
  id: contractions.id,
  startedAt: contractions.startedAt,
  endedAt: contractions.endedAt,
  createdAt: contractions.createdAt,
};

export type ContractionRow = Awaited<ReturnType<typeof listContractions>>[number];

/**
 * Her contractions, newest start first (served by the (user_id, started_at) index). `userId` may
 * be the partner view's SQL for her id, which is null while his sync is paused.
 */
export function listContractions(db: Db, userId: string | SQL, limit: number) {
  return db
    .select(columns)
    .from(contractions)
    .where(eq(contractions.userId, userId))
    .orderBy(desc(contractions.startedAt), desc(contractions.id))
    .limit(limit);
}

/** Her contractions that started at `since` or later, oldest first (the summary's hours). */
export function contractionsSince(db: Db, userId: string, since: Date) {
  return db
    .select(columns)
    .from(contractions)
    .where(and(eq(contractions.userId, userId), gte(contractions.startedAt, since)))
    .orderBy(asc(contractions.startedAt), asc(contractions.id));
}

/** Her contraction that started last before `startedAt`, if any (a new one's interval). */
export async function contractionBefore(db: Db, userId: string, startedAt: Date) {
  const [row] = await db
    .select(columns)
    .from(contractions)
    .where(and(eq(contractions.userId, userId), lt(contractions.startedAt, startedAt)))
    .orderBy(desc(contractions.startedAt), desc(contractions.id))
    .limit(1);
  return row;
}

/** All her contractions, oldest first, for her data export. */
export function exportContractions(db: Db, userId: string) {
  return db
    .select(columns)
    .from(contractions)
    .where(eq(contractions.userId, userId))
    .orderBy(asc(contractions.startedAt));
}

/**
 * The admin's page of everyone's contractions, or one user's, newest start first (the
 * (started_at, id) index, or (user_id, started_at) for one user).
 */
export function contractionPage(db: Db, window: RecordsWindow) {
  return db
    .select({ ...columns, userId: contractions.userId })
    .from(contractions)
    .where(window.userId ? eq(contractions.userId, window.userId) : undefined)
    .orderBy(desc(contractions.startedAt), desc(contractions.id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * Saves a contraction of hers unless it overlaps one she has (she and her partner may time the
 * same one): in one transaction under a lock on her account row, so two saves at once cannot both
 * pass the check. The new row, or null when it overlaps. `maxLengthMs` bounds the overlap search
 * (a stored contraction is never longer), so it stays on the (user_id, started_at) index.
 * A client id she already used (the offline queue's retry) answers that row, `created` false,
 * before the overlap check (the retry would overlap itself).
 */
export function insertContraction(
  db: Db,
  userId: string,
  values: { startedAt: Date; endedAt: Date; clientId: string | null },
  maxLengthMs: number,
): Promise<{ row: ContractionRow; created: boolean } | null> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await lockUser(tx, userId);
    if (values.clientId) {
      const [stored] = await tx
        .select(columns)
        .from(contractions)
        .where(and(eq(contractions.userId, userId), eq(contractions.clientId, values.clientId)));
      if (stored) return { row: stored, created: false };
    }
    const [overlapping] = await tx
      .select({ id: contractions.id })
      .from(contractions)
      .where(
        and(
          eq(contractions.userId, userId),
          gt(contractions.startedAt, new Date(values.startedAt.getTime() - maxLengthMs)),
          lt(contractions.startedAt, values.endedAt),
          gt(contractions.endedAt, values.startedAt),
        ),
      )
      .limit(1);
    if (overlapping) return null;
    const [row] = await tx
      .insert(contractions)
      .values({ ...values, userId })
      .returning(columns);
    return { row: row!, created: true };
  });
}

/** Whether a contraction of hers was deleted (false for another user's id or a missing one). */
export async function deleteContraction(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(contractions)
    .where(and(eq(contractions.userId, userId), eq(contractions.id, id)))
    .returning({ id: contractions.id });
  return deleted.length > 0;
}
