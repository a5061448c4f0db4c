import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moods, symptoms } from '../../db/schema/index.ts';

const symptomColumns = {
  id: symptoms.id,
  userId: symptoms.userId,
  name: symptoms.name,
  severity: symptoms.severity,
  notes: symptoms.notes,
  loggedAt: symptoms.loggedAt,
};

const moodColumns = {
  id: moods.id,
  userId: moods.userId,
  mood: moods.mood,
  energy: moods.energy,
  tags: moods.tags,
  notes: moods.notes,
  loggedAt: moods.loggedAt,
};

export type SymptomRow = Awaited<ReturnType<typeof listSymptoms>>[number];
export type MoodRow = Awaited<ReturnType<typeof listMoods>>[number];

/** The user's newest symptoms first (served by the (user_id, logged_at) index). */
export function listSymptoms(db: Db, userId: string, limit: number) {
  return db
    .select(symptomColumns)
    .from(symptoms)
    .where(eq(symptoms.userId, userId))
    .orderBy(desc(symptoms.loggedAt))
    .limit(limit);
}

export async function insertSymptom(
  db: Db,
  userId: string,
  values: { name: string; severity: number; notes: string | null },
): Promise<SymptomRow> {
  const [row] = await db
    .insert(symptoms)
    .values({ ...values, userId })
    .returning(symptomColumns);
  return row!;
}

/** The user's newest moods first (served by the (user_id, logged_at) index). */
export function listMoods(db: Db, userId: string, limit: number) {
  return db.select(moodColumns).from(moods).where(eq(moods.userId, userId)).orderBy(desc(moods.loggedAt)).limit(limit);
}

export async function insertMood(
  db: Db,
  userId: string,
  values: { mood: string; energy: number; tags: string[]; notes: string | null },
): Promise<MoodRow> {
  const [row] = await db
    .insert(moods)
    .values({ ...values, userId })
    .returning(moodColumns);
  return row!;
}
