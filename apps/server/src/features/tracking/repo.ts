import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arrivalTime, batchedPerDb } from '../../db/batched.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { moods, symptoms } from '../../db/schema/index.ts';

/** The columns of a record as the contract's entity carries it (spec §3): her lists and the admin's pages. */
export const symptomColumns = {
  id: symptoms.id,
  userId: symptoms.userId,
  name: symptoms.name,
  severity: symptoms.severity,
  notes: symptoms.notes,
  loggedAt: symptoms.loggedAt,
};

export const moodColumns = {
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

// Her symptom list and a new symptom are built once per database and sent as named prepared
// statements (db/prepared.ts): building the query was about a tenth of the list's work (decision 018).
const symptomListQuery = preparedPerDb((db) =>
  db
    .select(symptomColumns)
    .from(symptoms)
    .where(eq(symptoms.userId, sql.placeholder('userId')))
    .orderBy(desc(symptoms.loggedAt))
    .limit(sql.placeholder('limit'))
    .prepare('symptom_list'),
);

/** The user's newest symptoms first (served by the (user_id, logged_at) index). */
export function listSymptoms(db: Db, userId: string, limit: number) {
  return symptomListQuery(db).execute({ userId, limit });
}

// Symptoms and moods logged by many people at once go out as one statement (db/batched.ts).
// Each row gets its id here, to find the row the statement returns for it, and its arrival time
// as logged_at (her list's order, kept for rows of one statement). A client id she already used
// stores nothing (the (user_id, client_id) unique index) and returns no row; the stored one is then
// read by the statements below (the offline queue's retry).
// One statement text for any number of rows (their values as arrays, `unnest`): building a
// multi-row insert with the query builder cost more than the rest of the request (decision 018).
const insertSymptoms = batchedPerDb(async (db, items: NewSymptomRow[]) => {
  const ids = items.map(() => randomUUID());
  const column = <K extends keyof NewSymptomRow>(key: K) => sql.param(items.map((item) => item[key]));
  const { rows } =
    (await db.execute(sql`insert into ${symptoms} (id, user_id, name, severity, notes, client_id, logged_at)
    select * from unnest(
      ${sql.param(ids)}::uuid[], ${column('userId')}::uuid[], ${column('name')}::text[],
      ${column('severity')}::int[], ${column('notes')}::text[], ${column('clientId')}::uuid[],
      ${column('loggedAt')}::timestamptz[]
    )
    on conflict (user_id, client_id) do nothing
    returning id, user_id, name, severity, notes, logged_at`)) as unknown as { rows: InsertedSymptom[] };
  return matchedById(
    ids.map((id) => ({ id })),
    rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      name: row.name,
      severity: Number(row.severity),
      notes: row.notes,
      loggedAt: new Date(row.logged_at),
    })),
  );
});

/** A row as the insert returns it (column names; the time as the driver gives it). */
interface InsertedSymptom {
  id: string;
  user_id: string;
  name: string;
  severity: number;
  notes: string | null;
  logged_at: string | Date;
}

const insertMoods = batchedPerDb(async (db, items: NewMoodRow[]) => {
  const values = items.map((item) => ({ ...item, id: randomUUID() }));
  const rows = await db
    .insert(moods)
    .values(values)
    .onConflictDoNothing({ target: [moods.userId, moods.clientId] })
    .returning(moodColumns);
  return matchedById(values, rows);
});

/** For each item, the row stored for it (undefined where its client id was used before). */
function matchedById<Row extends { id: string }>(items: { id: string }[], rows: Row[]): (Row | undefined)[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) => byId.get(item.id));
}

interface NewSymptomRow {
  userId: string;
  loggedAt: string;
  name: string;
  severity: number;
  notes: string | null;
  clientId: string | null;
}

interface NewMoodRow {
  userId: string;
  loggedAt: SQL;
  mood: string;
  energy: number;
  tags: string[];
  notes: string | null;
  clientId: string | null;
}

const symptomByClientIdQuery = preparedPerDb((db) =>
  db
    .select(symptomColumns)
    .from(symptoms)
    .where(and(eq(symptoms.userId, sql.placeholder('userId')), eq(symptoms.clientId, sql.placeholder('clientId'))))
    .prepare('symptom_by_client_id'),
);

/** A new row, or the one she stored before with the same client id (`created` false). */
export interface Saved<Row> {
  row: Row;
  created: boolean;
}

export async function insertSymptom(
  db: Db,
  userId: string,
  values: Omit<NewSymptomRow, 'userId' | 'loggedAt'>,
): Promise<Saved<SymptomRow>> {
  const row = await insertSymptoms(db, { ...values, userId, loggedAt: arrivalTime() });
  if (row) return { row, created: true };
  const [stored] = await symptomByClientIdQuery(db).execute({ userId, clientId: values.clientId });
  return { row: stored!, created: false };
}

/** The user's newest moods first (served by the (user_id, logged_at) index). */
export function listMoods(db: Db, userId: string, limit: number) {
  return db.select(moodColumns).from(moods).where(eq(moods.userId, userId)).orderBy(desc(moods.loggedAt)).limit(limit);
}

export async function insertMood(
  db: Db,
  userId: string,
  values: Omit<NewMoodRow, 'userId' | 'loggedAt'>,
): Promise<Saved<MoodRow>> {
  const row = await insertMoods(db, { ...values, userId, loggedAt: sql`${arrivalTime()}::timestamptz` });
  if (row) return { row, created: true };
  const [stored] = await db
    .select(moodColumns)
    .from(moods)
    .where(and(eq(moods.userId, userId), eq(moods.clientId, values.clientId!)));
  return { row: stored!, created: false };
}

export interface Totals {
  count: number;
  average: number | null;
}

/** How many symptoms the user ever logged and their mean severity, over every row. */
export async function symptomTotals(db: Db, userId: string): Promise<Totals> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<number | null>`avg(${symptoms.severity})::float8` })
    .from(symptoms)
    .where(eq(symptoms.userId, userId));
  return { count: Number(row?.count ?? 0), average: row?.average == null ? null : Number(row.average) };
}

/** How many moods the user ever recorded and their mean energy, over every row. */
export async function moodTotals(db: Db, userId: string): Promise<Totals> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<number | null>`avg(${moods.energy})::float8` })
    .from(moods)
    .where(eq(moods.userId, userId));
  return { count: Number(row?.count ?? 0), average: row?.average == null ? null : Number(row.average) };
}

export interface WeekBucket extends Totals {
  /** 0 is the window ending with today, 1 the one before, and so on. */
  weeksAgo: number;
}

export interface WeekWindow {
  /** The user's today, 'YYYY-MM-DD' in `timeZone`. */
  today: string;
  timeZone: string;
  weeks: number;
  /** An instant safely before the oldest window starts, so the (user_id, logged_at) index narrows the scan. */
  since: Date;
}

/**
 * Groups rows into 7-day windows counted back from `today`, each row on its own day in the
 * user's time zone; only windows with rows are returned.
 */
async function weekBuckets(
  db: Db,
  table: typeof symptoms | typeof moods,
  value: typeof symptoms.severity | typeof moods.energy,
  userId: string,
  window: WeekWindow,
): Promise<WeekBucket[]> {
  const daysAgo = sql`(${window.today}::date - (${table.loggedAt} at time zone ${window.timeZone})::date)`;
  const weeksAgo = sql<number>`(${daysAgo} / 7)::int`;
  const rows = await db
    .select({ weeksAgo, count: sql<number>`count(*)::int`, average: sql<number>`avg(${value})::float8` })
    .from(table)
    .where(
      and(
        eq(table.userId, userId),
        gte(table.loggedAt, window.since),
        sql`${daysAgo} between 0 and ${window.weeks * 7 - 1}`,
      ),
    )
    // By position: the expression's parameters would make a repeated copy of it a different expression.
    .groupBy(sql`1`);
  return rows.map((r) => ({ weeksAgo: Number(r.weeksAgo), count: Number(r.count), average: Number(r.average) }));
}

export const severityByWeek = (db: Db, userId: string, window: WeekWindow) =>
  weekBuckets(db, symptoms, symptoms.severity, userId, window);

export const energyByWeek = (db: Db, userId: string, window: WeekWindow) =>
  weekBuckets(db, moods, moods.energy, userId, window);
