// Test data of the symptoms and moods for other features' tests (not part of the server): only the owner writes
// its tables (decision 015), so seeds elsewhere call these.

import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moods, symptoms } from '../../db/schema/index.ts';
import type { Volume } from '../../testing/volume.ts';

/** Inserts symptoms rows as given; their ids, in order. */
export async function seedSymptoms(db: Db, rows: (typeof symptoms.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(symptoms).values(rows).returning({ id: symptoms.id })).map((r) => String(r.id));
}

/** Inserts moods rows as given; their ids, in order. */
export async function seedMoods(db: Db, rows: (typeof moods.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(moods).values(rows).returning({ id: moods.id })).map((r) => String(r.id));
}

/** `perTable` symptoms for the events-volume test and `npm run bench` (testing/seed-volume.ts). */
export const symptomsVolume = (v: Volume): SQL => sql`insert into symptoms (user_id, name, severity, logged_at)
    select ${v.owner}, 'Nausea', 1 + g % 5, ${v.when('1813 seconds')} ${v.each}`;

/** `perTable` moods for the events-volume test and `npm run bench` (testing/seed-volume.ts). */
export const moodsVolume = (v: Volume): SQL => sql`insert into moods (user_id, mood, energy, logged_at)
    select ${v.owner}, 'Happy', 1 + g % 5, ${v.when('1814 seconds')} ${v.each}`;

/**
 * A symptom whose user does not exist, as rows restored from an old backup can be. The foreign
 * key is skipped for this one transaction (replica mode fires no triggers, FK checks included);
 * both PGlite and the tests' PostgreSQL role are superusers, which that setting needs.
 */
export async function insertOrphanSymptom(db: Db, loggedAt: Date): Promise<{ userId: string; id: string }> {
  const userId = randomUUID();
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const [row] = await tx
      .insert(symptoms)
      .values({ userId, name: 'Headache', severity: 2, loggedAt })
      .returning({ id: symptoms.id });
    return row!.id;
  });
  return { userId, id };
}

/** Five symptoms and five moods for each of `users` (a subquery of user ids, aliased `p`): testing/seed-volume.ts. */
export async function seedFiveEach(db: Db, users: SQL): Promise<void> {
  const each = sql`from ${users}, generate_series(1, 5) g`;
  await db.execute(sql`insert into symptoms (user_id, name, severity, logged_at)
    select p.id, 'Back pain', g, now() - g * interval '5 hours' ${each}`);
  await db.execute(sql`insert into moods (user_id, mood, energy, logged_at)
    select p.id, 'Calm', g, now() - g * interval '7 hours' ${each}`);
}
