import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { weightProfiles, weights } from '../../db/schema/index.ts';
import type { RecordsWindow } from '../../platform/personal-data.ts';

const columns = {
  id: weights.id,
  date: weights.date,
  weightKg: weights.weightKg,
  createdAt: weights.createdAt,
};

export type WeightRow = Awaited<ReturnType<typeof listWeights>>[number];

const profileColumns = {
  prePregnancyWeightKg: weightProfiles.prePregnancyWeightKg,
  heightCm: weightProfiles.heightCm,
  units: weightProfiles.units,
  twins: weightProfiles.twins,
  updatedAt: weightProfiles.updatedAt,
};

export type WeightProfileRow = NonNullable<Awaited<ReturnType<typeof findWeightProfile>>>;

/** Her weights, newest date first (served by the unique (user_id, date) index). */
export function listWeights(db: Db, userId: string, limit: number) {
  return db.select(columns).from(weights).where(eq(weights.userId, userId)).orderBy(desc(weights.date)).limit(limit);
}

/** All her weights, oldest date first, for her data export. */
export function exportWeights(db: Db, userId: string) {
  return db.select(columns).from(weights).where(eq(weights.userId, userId)).orderBy(asc(weights.date));
}

/**
 * Saves her weight for a date; a weight already kept for that date is replaced (one per date),
 * keeping its id. Returns the row as stored.
 */
export async function upsertWeight(db: Db, userId: string, values: { date: string; weightKg: number }, at: Date) {
  const [row] = await db
    .insert(weights)
    .values({ ...values, userId, createdAt: at })
    .onConflictDoUpdate({
      target: [weights.userId, weights.date],
      set: { weightKg: values.weightKg, createdAt: at },
    })
    .returning(columns);
  return row!;
}

/** Whether a weight of hers was deleted (false for another user's id or a missing one). */
export async function deleteWeight(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(weights)
    .where(and(eq(weights.userId, userId), eq(weights.id, id)))
    .returning({ id: weights.id });
  return deleted.length > 0;
}

/**
 * The admin's page of everyone's weights, or one user's, newest logged first (the (created_at, id)
 * index, or (user_id, created_at) for one user).
 */
export function weightPage(db: Db, window: RecordsWindow) {
  return db
    .select({ ...columns, userId: weights.userId })
    .from(weights)
    .where(window.userId ? eq(weights.userId, window.userId) : undefined)
    .orderBy(desc(weights.createdAt), desc(weights.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** Her weight tool's details, if she ever saved them. */
export async function findWeightProfile(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(weightProfiles).where(eq(weightProfiles.userId, userId)).limit(1);
  return row;
}

/** Saves her weight tool's details (made on her first save). */
export async function saveWeightProfile(
  db: Db,
  userId: string,
  values: Omit<typeof weightProfiles.$inferInsert, 'userId' | 'updatedAt'>,
  at: Date,
) {
  const [row] = await db
    .insert(weightProfiles)
    .values({ ...values, userId, updatedAt: at })
    .onConflictDoUpdate({ target: weightProfiles.userId, set: { ...values, updatedAt: at } })
    .returning(profileColumns);
  return row!;
}

/** A weight's line in the admin's merged events, built by the database: '68.4 kg on 2026-03-01'. */
export const weightDetails = sql`round(${weights.weightKg}::numeric, 1)::text || ' kg on ' || ${weights.date}::text`;
