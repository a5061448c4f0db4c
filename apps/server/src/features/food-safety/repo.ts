import type { FoodCheckStatus } from '@bloom/contract';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foodChecks } from '../../db/schema/index.ts';

const checkColumns = {
  foodName: foodChecks.foodName,
  status: foodChecks.status,
  checkedAt: foodChecks.checkedAt,
};

export type FoodCheckRow = Awaited<ReturnType<typeof listFoodChecks>>[number];

/** The user's newest checks first (served by the (user_id, checked_at) index). */
export function listFoodChecks(db: Db, userId: string, limit: number) {
  return db
    .select(checkColumns)
    .from(foodChecks)
    .where(eq(foodChecks.userId, userId))
    .orderBy(desc(foodChecks.checkedAt))
    .limit(limit);
}

/**
 * Records a check as the user's newest: her row for the same food (any letter case) moves to the
 * top with the new verdict, in one statement; only when the food is new to her list are rows
 * beyond the newest `keep` removed. A search is the food checker's hot path: no transaction, at
 * most two round trips.
 */
export async function recordFoodCheck(
  db: Db,
  userId: string,
  check: { foodName: string; status: FoodCheckStatus },
  keep: number,
): Promise<void> {
  // Drizzle's upsert takes columns only, and the unique index is on lower(food_name).
  // xmax is 0 on a row this statement inserted, not on one it updated. The time is at least a
  // microsecond after her newest check: two checks in one clock tick (PGlite's clock is coarser,
  // and now() is one time per transaction) would otherwise list in either order.
  const result = (await db.execute(sql`
    insert into ${foodChecks} (user_id, food_name, status, checked_at)
    values (${userId}, ${check.foodName}, ${check.status}, greatest(now(), (
      select max(${foodChecks.checkedAt}) + interval '1 microsecond' from ${foodChecks} where ${foodChecks.userId} = ${userId})))
    on conflict (user_id, lower(food_name))
      do update set food_name = excluded.food_name, status = excluded.status, checked_at = excluded.checked_at
    returning (xmax = 0) as inserted`)) as unknown as { rows: { inserted: boolean }[] };
  const [row] = result.rows;
  if (!row?.inserted) return;
  const newest = db
    .select({ id: foodChecks.id })
    .from(foodChecks)
    .where(eq(foodChecks.userId, userId))
    .orderBy(desc(foodChecks.checkedAt))
    .limit(keep);
  await db.delete(foodChecks).where(and(eq(foodChecks.userId, userId), notInArray(foodChecks.id, newest)));
}
