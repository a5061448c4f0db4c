// Test data of the weight tool for other features' tests (not part of the server): only the owner writes
// its tables (decision 015), so seeds elsewhere call these.

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { weightProfiles, weights } from '../../db/schema/index.ts';
import type { Volume } from '../../testing/volume.ts';

/** Inserts weight-tool details as given (one row per user). */
export async function seedWeightProfiles(db: Db, rows: (typeof weightProfiles.$inferInsert)[]): Promise<void> {
  await db.insert(weightProfiles).values(rows);
}

/** Inserts weights rows as given; their ids, in order. */
export async function seedWeights(db: Db, rows: (typeof weights.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(weights).values(rows).returning({ id: weights.id })).map((r) => String(r.id));
}

/** `perTable` weights for the events-volume test and `npm run bench` (testing/seed-volume.ts). */
export const weightsVolume = (v: Volume): SQL => sql`insert into weights (user_id, date, weight_kg, created_at)
    select ${v.owner}, current_date - g, 60 + g % 30, ${v.when('1820 seconds')} ${v.each}`;
