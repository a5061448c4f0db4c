// Test data of the food checker for other features' tests (not part of the server): only the owner writes
// its tables (decision 015), so seeds elsewhere call these.

import type { Db } from '../../db/client.ts';
import { foodChecks } from '../../db/schema/index.ts';

/** Inserts food checks rows as given; their ids, in order. */
export async function seedFoodChecks(db: Db, rows: (typeof foodChecks.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(foodChecks).values(rows).returning({ id: foodChecks.id })).map((r) => String(r.id));
}
