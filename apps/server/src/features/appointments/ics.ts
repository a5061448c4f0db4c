import type { FeedAppointment, FeedEntry } from '../../platform/calendar-sources.ts';
import { addAppointment, addEntry, bloomCalendar, calendarText } from '../../platform/icalendar.ts';

export interface CalendarExport {
  appointments: FeedAppointment[];
  entries: FeedEntry[];
  /** Her zone: an entry's time is her wall clock there. */
  timeZone: string;
  now: Date;
}

/**
 * Her appointments and calendar entries as one iCalendar file (RFC 5545) to import into any
 * calendar app (the events as platform/icalendar.ts writes them). Each event's UID is
 * `<row id>@bloom` and its SEQUENCE the row's revision (raised by every change), so importing a
 * newer file updates the events already there. An entry's type is its CATEGORIES.
 */
export function toICalendar(input: CalendarExport): string {
  const calendar = bloomCalendar('calendar export');
  for (const a of input.appointments) {
    addAppointment(calendar, a, {
      id: `${a.id}@bloom`,
      sequence: a.revision,
      stamp: input.now,
      summary: a.title,
      details: true,
    });
  }
  for (const e of input.entries) {
    addEntry(calendar, e, input.timeZone, {
      id: `${e.id}@bloom`,
      sequence: e.revision,
      stamp: input.now,
      summary: e.title,
      description: e.description,
      categories: [{ name: e.type }],
    });
  }
  return calendarText(calendar);
}
