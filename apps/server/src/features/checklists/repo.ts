import { and, asc, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checklistItems } from '../../db/schema/index.ts';
import type { RecordsWindow } from '../../platform/personal-data.ts';
import { lockUser } from '../../platform/users/repo.ts';

const columns = {
  id: checklistItems.id,
  list: checklistItems.list,
  suggestionId: checklistItems.suggestionId,
  text: checklistItems.text,
  done: checklistItems.done,
  removed: checklistItems.removed,
  position: checklistItems.position,
  createdAt: checklistItems.createdAt,
  updatedAt: checklistItems.updatedAt,
};

export type ChecklistRow = Awaited<ReturnType<typeof listChecklistRows>>[number];

/**
 * All her rows (every list), oldest first: her own items and her state on suggestions. `userId`
 * may be the partner view's SQL for her id, which is null while his sync is paused.
 */
export function listChecklistRows(db: Db, userId: string | SQL) {
  return db
    .select(columns)
    .from(checklistItems)
    .where(eq(checklistItems.userId, userId))
    .orderBy(asc(checklistItems.createdAt), asc(checklistItems.id));
}

/**
 * Runs `work` in one transaction under a lock on her account row, so two changes to her lists at
 * once (two tabs, say) cannot both read the same order or the same count of her own items.
 */
export function inHerLists<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await lockUser(tx, userId);
    return work(tx);
  });
}

/** Adds an item of her own at `position`. */
export async function insertOwnItem(tx: Db, userId: string, list: string, text: string, position: number) {
  const [row] = await tx.insert(checklistItems).values({ userId, list, text, position }).returning(columns);
  return row!;
}

/** The changes a write makes to one row. */
export interface ChecklistRowChange {
  done?: boolean | undefined;
  removed?: boolean | undefined;
  text?: string | undefined;
  position?: number | undefined;
}

const defined = (change: ChecklistRowChange) =>
  Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as ChecklistRowChange;

/** Writes her state on a suggestion: its row is made on her first change to it. */
export async function saveSuggestionState(
  tx: Db,
  userId: string,
  list: string,
  suggestionId: string,
  change: ChecklistRowChange,
  now: Date,
): Promise<void> {
  const set = { ...defined(change), updatedAt: now };
  await tx
    .insert(checklistItems)
    .values({ userId, list, suggestionId, ...set })
    .onConflictDoUpdate({ target: [checklistItems.userId, checklistItems.suggestionId], set });
}

/** Changes one of her own items (never a suggestion's row). */
export async function updateOwnItem(
  tx: Db,
  userId: string,
  id: string,
  change: ChecklistRowChange,
  now: Date,
): Promise<void> {
  await tx
    .update(checklistItems)
    .set({ ...defined(change), updatedAt: now })
    .where(and(eq(checklistItems.userId, userId), eq(checklistItems.id, id), isNotNull(checklistItems.text)));
}

/** Whether an item of her own was deleted (false for another user's id, a suggestion's row or a missing one). */
export async function deleteOwnItem(tx: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(checklistItems)
    .where(and(eq(checklistItems.userId, userId), eq(checklistItems.id, id), isNotNull(checklistItems.text)))
    .returning({ id: checklistItems.id });
  return deleted.length > 0;
}

/** All her rows, oldest first, for her data export. */
export const exportChecklistRows = (db: Db, userId: string) => listChecklistRows(db, userId);

/**
 * The admin's page of everyone's checklist rows, or one user's, newest first (the
 * (created_at, id) index, or (user_id, created_at) for one user).
 */
export function checklistItemPage(db: Db, window: RecordsWindow) {
  return db
    .select({ ...columns, userId: checklistItems.userId })
    .from(checklistItems)
    .where(window.userId ? eq(checklistItems.userId, window.userId) : undefined)
    .orderBy(desc(checklistItems.createdAt), desc(checklistItems.id))
    .limit(window.limit)
    .offset(window.offset);
}
