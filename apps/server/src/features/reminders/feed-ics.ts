import type { CareTimelineItem } from '@bloom/contract';
import { ICalAlarmType } from 'ical-generator';
import type { FeedAppointment, FeedEntry } from '../../platform/calendar-sources.ts';
import { addAppointment, addEntry, allDayOn, bloomCalendar, calendarText, lines } from '../../platform/icalendar.ts';

/*
 * Her calendar subscription (decision 019) as iCalendar (RFC 5545): her appointments and entries
 * as platform/icalendar.ts writes them for the exported file too, her care dates, and an alarm the
 * day before each appointment. UIDs are stable per row; SEQUENCE is the row's revision plus her
 * feed's revision.
 */

/** What a phone shows when she keeps details private: the kind of event, never its content. */
export const DISCREET_SUMMARY = {
  appointment: 'Appointment',
  entry: 'Calendar entry',
  care: 'Health reminder',
} as const;

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

export function feedCalendar(input: FeedInput): string {
  const { showDetails, feedRevision, now } = input;
  const calendar = bloomCalendar('calendar feed', REFRESH_SECONDS);

  for (const a of input.appointments) {
    const summary = showDetails ? a.title : DISCREET_SUMMARY.appointment;
    const event = addAppointment(calendar, a, {
      id: `appointment-${a.id}@bloom`,
      sequence: a.revision + feedRevision,
      stamp: now,
      summary,
      details: showDetails,
    });
    if (a.status !== 'cancelled') {
      event.createAlarm({ type: ICalAlarmType.display, trigger: ALARM_SECONDS, description: summary });
    }
  }

  for (const e of input.entries) {
    addEntry(calendar, e, input.timeZone, {
      id: `entry-${e.id}@bloom`,
      sequence: e.revision + feedRevision,
      stamp: now,
      summary: showDetails ? e.title : DISCREET_SUMMARY.entry,
      description: showDetails ? e.description : null,
    });
  }

  for (const c of input.care) {
    // One all-day event on the day her window opens: a weeks-long banner would crowd her calendar.
    calendar.createEvent({
      id: `care-${c.key}-${input.uidSalt}@bloom`,
      sequence: feedRevision,
      stamp: now,
      ...allDayOn(c.from),
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

  return calendarText(calendar);
}
