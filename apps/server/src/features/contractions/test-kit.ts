// Test data of the contraction timer for other features' tests (not part of the server): only the owner writes
// its tables (decision 015), so seeds elsewhere call these.

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractions } from '../../db/schema/index.ts';
import type { Volume } from '../../testing/volume.ts';

/** Inserts contractions rows as given; their ids, in order. */
export async function seedContractions(db: Db, rows: (typeof contractions.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(contractions).values(rows).returning({ id: contractions.id })).map((r) => String(r.id));
}

/** `perTable` contractions for the events-volume test and `npm run bench` (testing/seed-volume.ts). */
export const contractionsVolume = (v: Volume): SQL => sql`insert into contractions (user_id, started_at, ended_at)
    select ${v.owner}, ${v.when('1818 seconds')}, ${v.when('1818 seconds')} + interval '62 seconds' ${v.each}`;
