import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEntries } from '../../db/schema/index.ts';

/** The columns of an entry as the contract's entity carries it (spec §3): her calendar and the admin's page. */
export const calendarEntryColumns = {
  id: calendarEntries.id,
  userId: calendarEntries.userId,
  date: calendarEntries.date,
  type: calendarEntries.type,
  title: calendarEntries.title,
  description: calendarEntries.description,
  time: calendarEntries.time,
  category: calendarEntries.category,
  foodItems: calendarEntries.foodItems,
  activities: calendarEntries.activities,
  notes: calendarEntries.notes,
  moodRating: calendarEntries.moodRating,
  energyLevel: calendarEntries.energyLevel,
  symptoms: calendarEntries.symptoms,
  createdAt: calendarEntries.createdAt,
};

export type EntryRow = Awaited<ReturnType<typeof listEntriesBetween>>[number];
export type NewEntry = Omit<typeof calendarEntries.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/**
 * The user's entries with `from <= date < until`, by day, then untimed (all-day) entries before
 * timed ones in time order ('HH:mm' sorts as text), then in the order they were added.
 */
export function listEntriesBetween(db: Db, userId: string, from: string, until: string) {
  return db
    .select(calendarEntryColumns)
    .from(calendarEntries)
    .where(and(eq(calendarEntries.userId, userId), gte(calendarEntries.date, from), lt(calendarEntries.date, until)))
    .orderBy(asc(calendarEntries.date), sql`${calendarEntries.time} asc nulls first`, asc(calendarEntries.createdAt));
}

export async function insertEntry(db: Db, userId: string, values: NewEntry): Promise<EntryRow> {
  const [row] = await db
    .insert(calendarEntries)
    .values({ ...values, userId })
    .returning(calendarEntryColumns);
  return row!;
}

export async function updateEntry(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<NewEntry, 'title' | 'description'>>,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(calendarEntries)
    // Every edit raises the revision (her calendar feed's SEQUENCE for the entry).
    .set({ ...changes, revision: sql`${calendarEntries.revision} + 1` })
    .where(and(eq(calendarEntries.id, id), eq(calendarEntries.userId, userId)))
    .returning(calendarEntryColumns);
  return row;
}

export async function findEntry(db: Db, userId: string, id: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select(calendarEntryColumns)
    .from(calendarEntries)
    .where(and(eq(calendarEntries.id, id), eq(calendarEntries.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteEntry(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(calendarEntries)
    .where(and(eq(calendarEntries.id, id), eq(calendarEntries.userId, userId)))
    .returning({ id: calendarEntries.id });
  return rows.length > 0;
}

/**
 * Her entries of these types dated on or after `since` (every date when null), by date and time
 * (her calendar feed and her calendar export).
 */
export function feedEntries(db: Db, userId: string, types: readonly NewEntry['type'][], since: string | null) {
  return db
    .select({
      id: calendarEntries.id,
      date: calendarEntries.date,
      time: calendarEntries.time,
      type: calendarEntries.type,
      title: calendarEntries.title,
      description: calendarEntries.description,
      revision: calendarEntries.revision,
      createdAt: calendarEntries.createdAt,
    })
    .from(calendarEntries)
    .where(
      and(
        eq(calendarEntries.userId, userId),
        inArray(calendarEntries.type, [...types]),
        since === null ? undefined : gte(calendarEntries.date, since),
      ),
    )
    .orderBy(asc(calendarEntries.date), sql`${calendarEntries.time} asc nulls first`, asc(calendarEntries.createdAt));
}
