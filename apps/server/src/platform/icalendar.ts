import { addIsoDays, zonedInstant } from '@bloom/pregnancy';
import ical, { ICalEventStatus, type ICalCalendar, type ICalEvent, type ICalEventData } from 'ical-generator';
import type { FeedAppointment, FeedEntry } from './calendar-sources.ts';

/*
 * Her appointments and calendar entries as iCalendar events (RFC 5545), for the file she exports
 * (features/appointments/ics.ts) and the calendar she subscribes to (features/reminders/feed-ics.ts).
 * Written by ical-generator: CRLF line ends, lines folded at 75 octets, `,` `;` `\` and line
 * breaks escaped, a DTSTAMP on every event. Timed events are written in UTC (no TZID, so no
 * VTIMEZONE is needed); an entry without a time is all-day (`DTSTART;VALUE=DATE`).
 */

/** BLOOM stores no length for an appointment or a timed entry; calendars get an hour. */
const EVENT_MS = 60 * 60_000;

const utcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The lines that are there, one text; null when none is. */
export const lines = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join('\n') || null;

/** An all-day event on one day: DTSTART;VALUE=DATE and the next day as its end. */
export const allDayOn = (isoDate: string) =>
  ({ allDay: true, start: utcMidnight(isoDate), end: utcMidnight(addIsoDays(isoDate, 1)) }) as const;

/** A BLOOM calendar; `ttl` tells a subscribed calendar how often to refetch it. */
export function bloomCalendar(product: string, ttl?: number): ICalCalendar {
  return ical({ name: 'BLOOM', prodId: { company: 'BLOOM', product, language: 'EN' }, ...(ttl ? { ttl } : {}) });
}

/** Who identifies an event, when it was written and how it is headed. */
type EventHead = Pick<ICalEventData, 'id' | 'sequence' | 'stamp' | 'summary'>;

/**
 * An appointment, an hour from its time; a cancelled one stays with STATUS:CANCELLED so a calendar
 * that had it drops it. `details`: its type, provider, notes and place (else none of them).
 */
export function addAppointment(
  calendar: ICalCalendar,
  a: FeedAppointment,
  head: EventHead & { details: boolean },
): ICalEvent {
  const { details, ...rest } = head;
  return calendar.createEvent({
    ...rest,
    created: a.createdAt,
    start: a.dateTime,
    end: new Date(a.dateTime.getTime() + EVENT_MS),
    description: details
      ? lines(a.type, a.providerName && `Provider: ${a.providerName}`, a.notes && `Notes: ${a.notes}`)
      : null,
    location: details ? (a.location ?? a.providerAddress ?? null) : null,
    status: a.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** A calendar entry: all-day on its date, or an hour from her wall-clock time in `timeZone`. */
export function addEntry(
  calendar: ICalCalendar,
  e: FeedEntry,
  timeZone: string,
  head: EventHead & Pick<ICalEventData, 'description' | 'categories'>,
): ICalEvent {
  const common = { ...head, created: e.createdAt };
  if (e.time === null) return calendar.createEvent({ ...common, ...allDayOn(e.date) });
  const start = zonedInstant(e.date, e.time, timeZone);
  return calendar.createEvent({ ...common, start, end: new Date(start.getTime() + EVENT_MS) });
}

/** The calendar's text: every content line ends in CRLF, the last one included (RFC 5545 §3.1). */
export function calendarText(calendar: ICalCalendar): string {
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
