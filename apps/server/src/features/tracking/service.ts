import {
  TRACKING_LIST_LIMIT,
  type Mood,
  type NewMoodParsed,
  type NewSymptomParsed,
  type Symptom,
} from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { insertMood, insertSymptom, listMoods, listSymptoms, type MoodRow, type SymptomRow } from './repo.ts';

const toSymptom = (row: SymptomRow): Symptom => ({ ...row, loggedAt: row.loggedAt.toISOString() });
const toMood = (row: MoodRow): Mood => ({ ...row, loggedAt: row.loggedAt.toISOString() });

/** Blank notes are stored as none, so lists never show an empty notes line. */
const notesOrNull = (notes: string | null | undefined) => (notes ? notes : null);

/** Keeps the first spelling of each tag; "Tired, tired" is one tag. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase('en-US');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function recentSymptoms(db: Db, userId: string): Promise<Symptom[]> {
  return (await listSymptoms(db, userId, TRACKING_LIST_LIMIT)).map(toSymptom);
}

export async function logSymptom(db: Db, userId: string, input: NewSymptomParsed): Promise<Symptom> {
  const row = await insertSymptom(db, userId, {
    name: input.name,
    severity: input.severity,
    notes: notesOrNull(input.notes),
  });
  return toSymptom(row);
}

export async function recentMoods(db: Db, userId: string): Promise<Mood[]> {
  return (await listMoods(db, userId, TRACKING_LIST_LIMIT)).map(toMood);
}

export async function logMood(db: Db, userId: string, input: NewMoodParsed): Promise<Mood> {
  const row = await insertMood(db, userId, {
    mood: input.mood,
    energy: input.energy,
    tags: uniqueTags(input.tags ?? []),
    notes: notesOrNull(input.notes),
  });
  return toMood(row);
}
