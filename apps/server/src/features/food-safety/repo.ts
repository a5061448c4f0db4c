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
 * Records a check as the user's newest: an older check of the same food (any letter case) is
 * replaced, and only the newest `keep` rows of the user are kept.
 */
export async function recordFoodCheck(
  db: Db,
  userId: string,
  check: { foodName: string; status: FoodCheckStatus },
  keep: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(foodChecks)
      .where(and(eq(foodChecks.userId, userId), sql`lower(${foodChecks.foodName}) = lower(${check.foodName})`));
    await tx.insert(foodChecks).values({ userId, foodName: check.foodName, status: check.status });
    const newest = tx
      .select({ id: foodChecks.id })
      .from(foodChecks)
      .where(eq(foodChecks.userId, userId))
      .orderBy(desc(foodChecks.checkedAt))
      .limit(keep);
    await tx.delete(foodChecks).where(and(eq(foodChecks.userId, userId), notInArray(foodChecks.id, newest)));
  });
}
