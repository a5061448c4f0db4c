import { addIsoDays, zonedInstant } from '@bloom/pregnancy';
import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedAppointment, FeedEntry } from '../../platform/calendar-sources.ts';

/** BLOOM stores no length for an appointment or a timed entry; calendars get an hour. */
const EVENT_MS = 60 * 60_000;

export interface CalendarExport {
  appointments: FeedAppointment[];
  entries: FeedEntry[];
  /** Her zone: an entry's time is her wall clock there. */
  timeZone: string;
  now: Date;
}

const utcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const lines = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join('\n') || null;

/**
 * Her appointments and calendar entries as one iCalendar file (RFC 5545) to import into any
 * calendar app, written by ical-generator (CRLF line ends, lines folded at 75 octets, text
 * escaped, DTSTAMP in UTC). Each event's UID is `<row id>@bloom` and its SEQUENCE the row's
 * revision (raised by every change), so importing a newer file updates the events already there.
 * Appointments and timed entries are written in UTC (no TZID, so no VTIMEZONE is needed); an
 * entry without a time is all-day (`DTSTART;VALUE=DATE`). A cancelled appointment stays in the
 * file with STATUS:CANCELLED so a calendar that imported it before drops it.
 */
export function toICalendar(input: CalendarExport): string {
  const calendar = ical({ name: 'BLOOM', prodId: { company: 'BLOOM', product: 'calendar export', language: 'EN' } });
  for (const a of input.appointments) {
    calendar.createEvent({
      id: `${a.id}@bloom`,
      sequence: a.revision,
      stamp: input.now,
      created: a.createdAt,
      start: a.dateTime,
      end: new Date(a.dateTime.getTime() + EVENT_MS),
      summary: a.title,
      description: lines(a.type, a.providerName && `Provider: ${a.providerName}`, a.notes && `Notes: ${a.notes}`),
      location: a.location ?? a.providerAddress ?? null,
      status: a.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const e of input.entries) {
    const common = {
      id: `${e.id}@bloom`,
      sequence: e.revision,
      stamp: input.now,
      created: e.createdAt,
      summary: e.title,
      description: e.description,
      categories: [{ name: e.type }],
    };
    if (e.time === null) {
      calendar.createEvent({
        ...common,
        allDay: true,
        start: utcMidnight(e.date),
        end: utcMidnight(addIsoDays(e.date, 1)),
      });
    } else {
      const start = zonedInstant(e.date, e.time, input.timeZone);
      calendar.createEvent({ ...common, start, end: new Date(start.getTime() + EVENT_MS) });
    }
  }
  // Every content line ends in CRLF, the last one included (RFC 5545 §3.1).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
