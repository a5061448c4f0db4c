import type {
  activityTrackingSchema,
  CalendarEntry,
  calendarEntryCreateSchema,
  calendarEntryUpdateSchema,
  foodTrackingSchema,
} from '@bloom/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { deleteEntry, findEntry, insertEntry, listEntriesBetween, updateEntry, type EntryRow } from './repo.ts';

type EntryCreate = z.output<typeof calendarEntryCreateSchema>;
type EntryUpdate = z.output<typeof calendarEntryUpdateSchema>;
type FoodTracking = z.output<typeof foodTrackingSchema>;
type ActivityTracking = z.output<typeof activityTrackingSchema>;

const MAX_TITLE = 200;

const toEntry = (row: EntryRow): CalendarEntry => ({ ...row, createdAt: row.createdAt.toISOString() });

/** First day of the month after a 'YYYY-MM' key, so a month is the half-open range [first, next). */
function nextMonthStart(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? { y: year + 1, m: 1 } : { y: year, m: mon + 1 };
  return `${String(next.y).padStart(4, '0')}-${String(next.m).padStart(2, '0')}-01`;
}

/** A tracked day's title names what was tracked, so the calendar row says more than "Food". */
function listTitle(prefix: string, items: readonly string[]): string {
  const title = `${prefix}: ${items.join(', ')}`;
  return title.length <= MAX_TITLE ? title : `${title.slice(0, MAX_TITLE - 3)}...`;
}

export async function entriesOfMonth(db: Db, userId: string, month: string): Promise<CalendarEntry[]> {
  return (await listEntriesBetween(db, userId, `${month}-01`, nextMonthStart(month))).map(toEntry);
}

export async function addEntry(db: Db, userId: string, input: EntryCreate): Promise<CalendarEntry> {
  const row = await insertEntry(db, userId, {
    type: input.type,
    title: input.title,
    description: input.description,
    time: input.time,
    category: input.category,
    date: input.date,
  });
  return toEntry(row);
}

/** Changes title and description only; another user's entry is reported as missing. */
export async function editEntry(db: Db, userId: string, id: string, input: EntryUpdate): Promise<CalendarEntry> {
  const changes = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
  };
  // Nothing to change still answers with the entry, and still only for its owner.
  const row =
    Object.keys(changes).length > 0 ? await updateEntry(db, userId, id, changes) : await findEntry(db, userId, id);
  if (!row) throw notFound();
  return toEntry(row);
}

export async function removeEntry(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteEntry(db, userId, id))) throw notFound();
}

export async function trackFood(db: Db, userId: string, input: FoodTracking): Promise<CalendarEntry> {
  const row = await insertEntry(db, userId, {
    type: 'food',
    title: listTitle('Food', input.foodItems),
    category: 'nutrition',
    date: input.date,
    foodItems: input.foodItems,
    notes: input.notes,
  });
  return toEntry(row);
}

export async function trackActivity(db: Db, userId: string, input: ActivityTracking): Promise<CalendarEntry> {
  const row = await insertEntry(db, userId, {
    type: 'activity',
    title: listTitle('Activity', input.activities),
    category: 'fitness',
    date: input.date,
    activities: input.activities,
    energyLevel: input.energyLevel,
    notes: input.notes,
  });
  return toEntry(row);
}
