// Test data of the kick counter for other features' tests (not part of the server): only the owner writes
// its tables (decision 015), so seeds elsewhere call these.

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kickSessions } from '../../db/schema/index.ts';
import type { Volume } from '../../testing/volume.ts';

/** Inserts kick sessions rows as given; their ids, in order. */
export async function seedKickSessions(db: Db, rows: (typeof kickSessions.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(kickSessions).values(rows).returning({ id: kickSessions.id })).map((r) => String(r.id));
}

/** `perTable` kick sessions for the events-volume test and `npm run bench` (testing/seed-volume.ts). */
export const kickSessionsVolume = (
  v: Volume,
): SQL => sql`insert into kick_sessions (user_id, started_at, ended_at, kicks, tenth_kick_at)
    select ${v.owner}, ${v.when('1817 seconds')}, ${v.when('1817 seconds')} + interval '30 minutes', 12,
      ${v.when('1817 seconds')} + interval '20 minutes' ${v.each}`;
