import type { CareTimelineItem } from '@bloom/contract';
import { addIsoDays, zonedInstant } from '@bloom/pregnancy';
import ical, { ICalAlarmType, ICalEventStatus } from 'ical-generator';
import type { FeedAppointment, FeedEntry } from '../../platform/calendar-sources.ts';

/*
 * Her calendar subscription (decision 019) as iCalendar (RFC 5545), written by ical-generator:
 * CRLF line ends, lines folded at 75 octets, `,` `;` `\` and line breaks escaped, a DTSTAMP on
 * every event, VALUE=DATE for all-day ones and UTC for timed ones (no TZID, so no VTIMEZONE is
 * needed). UIDs are stable per row; SEQUENCE is the row's revision plus her feed's revision.
 */

/** What a phone shows when she keeps details private: the kind of event, never its content. */
export const DISCREET_SUMMARY = {
  appointment: 'Appointment',
  entry: 'Calendar entry',
  care: 'Health reminder',
} as const;

/** BLOOM stores no length for an appointment or a timed entry; calendars get an hour. */
const EVENT_MS = 60 * 60_000;
/** Phones refetch a subscription about this often (they may choose otherwise). */
const REFRESH_SECONDS = 60 * 60;
/** The appointment alarm: the day before. */
const ALARM_SECONDS = 24 * 60 * 60;

export interface FeedInput {
  appointments: FeedAppointment[];
  entries: FeedEntry[];
  care: CareTimelineItem[];
  showDetails: boolean;
  /** Raised when all of her events change at once; added to each event's own revision. */
  feedRevision: number;
  /** Stable per user and not her id: keeps care items' UIDs apart between users. */
  uidSalt: string;
  timeZone: string;
  now: Date;
}

const utcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const lines = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join('\n');

export function feedCalendar(input: FeedInput): string {
  const { showDetails, feedRevision, now } = input;
  const calendar = ical({
    name: 'BLOOM',
    prodId: { company: 'BLOOM', product: 'calendar feed', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });

  for (const a of input.appointments) {
    const summary = showDetails ? a.title : DISCREET_SUMMARY.appointment;
    const event = calendar.createEvent({
      id: `appointment-${a.id}@bloom`,
      sequence: a.revision + feedRevision,
      stamp: now,
      created: a.createdAt,
      start: a.dateTime,
      end: new Date(a.dateTime.getTime() + EVENT_MS),
      summary,
      description: showDetails
        ? lines(a.type, a.providerName && `Provider: ${a.providerName}`, a.notes && `Notes: ${a.notes}`) || null
        : null,
      location: showDetails ? (a.location ?? a.providerAddress ?? null) : null,
      status: a.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
    if (a.status !== 'cancelled') {
      event.createAlarm({ type: ICalAlarmType.display, trigger: ALARM_SECONDS, description: summary });
    }
  }

  for (const e of input.entries) {
    const common = {
      id: `entry-${e.id}@bloom`,
      sequence: e.revision + feedRevision,
      stamp: now,
      created: e.createdAt,
      summary: showDetails ? e.title : DISCREET_SUMMARY.entry,
      description: showDetails ? e.description : null,
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

  for (const c of input.care) {
    // One all-day event on the day her window opens: a weeks-long banner would crowd her calendar.
    calendar.createEvent({
      id: `care-${c.key}-${input.uidSalt}@bloom`,
      sequence: feedRevision,
      stamp: now,
      allDay: true,
      start: utcMidnight(c.from),
      end: utcMidnight(addIsoDays(c.from, 1)),
      summary: showDetails ? c.title : DISCREET_SUMMARY.care,
      description: showDetails
        ? lines(
            `${c.from} to ${c.until}`,
            c.text,
            `Source: ${c.source.organization}, ${c.source.title} (reviewed ${c.source.reviewed})`,
          )
        : null,
      url: showDetails ? c.source.url : null,
    });
  }

  // Every content line ends in CRLF, the last one included (RFC 5545 §3.1).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
