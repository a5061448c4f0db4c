import { asc, desc, eq, sql } from 'drizzle-orm';
import { calendarEntries } from '../../db/schema/index.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { calendarEntryColumns } from './repo.ts';

const { userId: _owner, ...entryExport } = calendarEntryColumns;

/** Her calendar entries. */
export const calendarPersonalData: PersonalData = {
  owner: 'features/calendar',
  tables: [calendarEntries],
  export: {
    calendarEntries: async (db, her) =>
      (
        await db
          .select(entryExport)
          .from(calendarEntries)
          .where(eq(calendarEntries.userId, her.id))
          .orderBy(asc(calendarEntries.date), asc(calendarEntries.createdAt))
      ).map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  },
  events: {
    calendar_entry: {
      table: calendarEntries,
      id: calendarEntries.id,
      userId: calendarEntries.userId,
      at: calendarEntries.createdAt,
      details: sql`${calendarEntries.type} || ': ' || ${calendarEntries.title}`,
      countKey: 'calendarEntries',
      rows: (db, w) =>
        db
          .select(calendarEntryColumns)
          .from(calendarEntries)
          .where(w.userId ? eq(calendarEntries.userId, w.userId) : undefined)
          .orderBy(desc(calendarEntries.createdAt), desc(calendarEntries.id))
          .limit(w.limit)
          .offset(w.offset),
    },
  },
};
