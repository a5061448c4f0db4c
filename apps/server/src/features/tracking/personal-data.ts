import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moods, symptoms } from '../../db/schema/index.ts';
import type { PersonalData, RecordsWindow } from '../../platform/personal-data.ts';
import { moodObservation, symptomObservation } from './fhir.ts';
import { moodColumns, symptomColumns } from './repo.ts';

const iso = (d: Date) => d.toISOString();
const { userId: _symptomOwner, ...symptomExport } = symptomColumns;
const { userId: _moodOwner, ...moodExport } = moodColumns;
const ownedBy = (column: typeof symptoms.userId | typeof moods.userId, userId: string | undefined) =>
  userId ? eq(column, userId) : undefined;

/** The partner's reads: the pregnant user's newest rows, none while the sync is paused. */
export function partnerSymptoms(db: Db, her: SQL, limit: number) {
  return db
    .select({ id: symptoms.id, name: symptoms.name, severity: symptoms.severity, loggedAt: symptoms.loggedAt })
    .from(symptoms)
    .where(eq(symptoms.userId, her))
    .orderBy(desc(symptoms.loggedAt))
    .limit(limit);
}

function partnerMoods(db: Db, her: SQL, limit: number) {
  return db
    .select({ id: moods.id, mood: moods.mood, energy: moods.energy, tags: moods.tags, loggedAt: moods.loggedAt })
    .from(moods)
    .where(eq(moods.userId, her))
    .orderBy(desc(moods.loggedAt))
    .limit(limit);
}

/** Her symptoms and moods. */
export const trackingPersonalData: PersonalData = {
  owner: 'features/tracking',
  tables: [symptoms, moods],
  export: {
    symptoms: async (db, her) =>
      (
        await db.select(symptomExport).from(symptoms).where(eq(symptoms.userId, her.id)).orderBy(asc(symptoms.loggedAt))
      ).map((s) => ({ ...s, loggedAt: iso(s.loggedAt) })),
    moods: async (db, her) =>
      (await db.select(moodExport).from(moods).where(eq(moods.userId, her.id)).orderBy(asc(moods.loggedAt))).map(
        (m) => ({ ...m, loggedAt: iso(m.loggedAt) }),
      ),
  },
  fhir: (data, subject) => [
    ...data.symptoms.map((s) => symptomObservation(s, subject)),
    ...data.moods.map((m) => moodObservation(m, subject)),
  ],
  events: {
    symptom: {
      table: symptoms,
      id: symptoms.id,
      userId: symptoms.userId,
      at: symptoms.loggedAt,
      details: sql`${symptoms.name} || ' (' || ${symptoms.severity} || '/5)'`,
      countKey: 'symptoms',
      rows: (db: Db, w: RecordsWindow) =>
        db
          .select(symptomColumns)
          .from(symptoms)
          .where(ownedBy(symptoms.userId, w.userId))
          .orderBy(desc(symptoms.loggedAt), desc(symptoms.id))
          .limit(w.limit)
          .offset(w.offset),
    },
    mood: {
      table: moods,
      id: moods.id,
      userId: moods.userId,
      at: moods.loggedAt,
      details: sql`${moods.mood} || ' (energy ' || ${moods.energy} || '/5)'`,
      countKey: 'moods',
      rows: (db: Db, w: RecordsWindow) =>
        db
          .select(moodColumns)
          .from(moods)
          .where(ownedBy(moods.userId, w.userId))
          .orderBy(desc(moods.loggedAt), desc(moods.id))
          .limit(w.limit)
          .offset(w.offset),
    },
  },
  partner: {
    recentSymptoms: async (db, batch) =>
      (await batch.lists(db, (her) => partnerSymptoms(db, her, batch.limit))).map(({ rows }) => ({
        items: rows.map((s) => ({ ...s, loggedAt: iso(s.loggedAt) })),
      })),
    recentMoods: async (db, batch) =>
      (await batch.lists(db, (her) => partnerMoods(db, her, batch.limit))).map(({ rows }) => ({
        items: rows.map((m) => ({ ...m, loggedAt: iso(m.loggedAt) })),
      })),
  },
};
