// Test data of the calendar for other features' tests (not part of the server): only the owner writes
// its tables (decision 015), so seeds elsewhere call these.

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEntries } from '../../db/schema/index.ts';
import type { Volume } from '../../testing/volume.ts';

/** Inserts calendar entries rows as given; their ids, in order. */
export async function seedCalendarEntries(db: Db, rows: (typeof calendarEntries.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(calendarEntries).values(rows).returning({ id: calendarEntries.id })).map((r) => String(r.id));
}

/** `perTable` calendar entries for the events-volume test and `npm run bench` (testing/seed-volume.ts). */
export const calendarEntriesVolume = (
  v: Volume,
): SQL => sql`insert into calendar_entries (user_id, date, type, title, created_at)
    select ${v.owner}, current_date, 'note', 'Note ' || g, ${v.when('1812 seconds')} ${v.each}`;
