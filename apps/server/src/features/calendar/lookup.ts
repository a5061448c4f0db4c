import { calendarEntries } from '../../db/schema/index.ts';
import type { CalendarEntryLookup } from '../../platform/calendar-sources.ts';
import { feedEntries, type NewEntry } from './repo.ts';

/** The calendar feature's answer to the reminders feature (handed over through AppContext). */
export const calendarEntryLookup: CalendarEntryLookup = {
  forFeed: (db, userId, types, since) => feedEntries(db, userId, types as readonly NewEntry['type'][], since),
  forExport: (db, userId) => feedEntries(db, userId, calendarEntries.type.enumValues, null),
};
