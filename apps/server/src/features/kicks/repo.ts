import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kickSessions } from '../../db/schema/index.ts';
import type { RecordsWindow } from '../../platform/personal-data.ts';

const columns = {
  id: kickSessions.id,
  startedAt: kickSessions.startedAt,
  endedAt: kickSessions.endedAt,
  kicks: kickSessions.kicks,
  tenthKickAt: kickSessions.tenthKickAt,
  lessThanUsual: kickSessions.lessThanUsual,
  createdAt: kickSessions.createdAt,
};

export type KickSessionRow = Awaited<ReturnType<typeof listKickSessions>>[number];
export type NewKickSessionRow = Omit<KickSessionRow, 'id' | 'createdAt'>;

/**
 * Her sessions, newest start first (served by the (user_id, started_at) index). `userId` may be
 * the partner view's SQL for her id, which is null while his sync is paused.
 */
export function listKickSessions(db: Db, userId: string | SQL, limit: number) {
  return db
    .select(columns)
    .from(kickSessions)
    .where(eq(kickSessions.userId, userId))
    .orderBy(desc(kickSessions.startedAt), desc(kickSessions.id))
    .limit(limit);
}

/** All her sessions, oldest first, for her data export. */
export function exportKickSessions(db: Db, userId: string) {
  return db
    .select(columns)
    .from(kickSessions)
    .where(eq(kickSessions.userId, userId))
    .orderBy(asc(kickSessions.startedAt));
}

/**
 * The admin's page of everyone's sessions, or one user's, newest start first (the (started_at, id)
 * index, or (user_id, started_at) for one user).
 */
export function kickSessionPage(db: Db, window: RecordsWindow) {
  return db
    .select({ ...columns, userId: kickSessions.userId })
    .from(kickSessions)
    .where(window.userId ? eq(kickSessions.userId, window.userId) : undefined)
    .orderBy(desc(kickSessions.startedAt), desc(kickSessions.id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * Stores a session of hers; `created` is false when she already stored one with the same client
 * id (the offline queue's retry), which is then returned and nothing is stored.
 */
export async function insertKickSession(
  db: Db,
  userId: string,
  values: NewKickSessionRow & { clientId: string | null },
): Promise<{ row: KickSessionRow; created: boolean }> {
  const [row] = await db
    .insert(kickSessions)
    .values({ ...values, userId })
    .onConflictDoNothing({ target: [kickSessions.userId, kickSessions.clientId] })
    .returning(columns);
  if (row) return { row, created: true };
  const [stored] = await db
    .select(columns)
    .from(kickSessions)
    .where(and(eq(kickSessions.userId, userId), eq(kickSessions.clientId, values.clientId!)));
  return { row: stored!, created: false };
}

/** Whether a session of hers was deleted (false for another user's id or a missing one). */
export async function deleteKickSession(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(kickSessions)
    .where(and(eq(kickSessions.userId, userId), eq(kickSessions.id, id)))
    .returning({ id: kickSessions.id });
  return deleted.length > 0;
}
