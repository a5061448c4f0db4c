import ical, { ICalEventStatus } from 'ical-generator';

export interface CalendarAppointment {
  id: string;
  title: string;
  type: string;
  dateTime: Date;
  location: string | null;
  notes: string | null;
  status: string;
  providerName: string | null;
  providerAddress: string | null;
  createdAt: Date;
}

/** BLOOM stores no length for an appointment; calendars get an hour. */
const APPOINTMENT_MS = 60 * 60_000;

/**
 * Her appointments as an iCalendar file (RFC 5545) to import into any calendar app. Times are
 * written in UTC; a cancelled appointment stays in the file with STATUS:CANCELLED so a calendar
 * that imported it before removes it. Each event's UID is stable, so importing again updates.
 */
export function toICalendar(appointments: CalendarAppointment[], now = new Date()): string {
  const calendar = ical({ name: 'BLOOM appointments', prodId: { company: 'BLOOM', product: 'appointments' } });
  for (const a of appointments) {
    const description = [
      a.type,
      a.providerName ? `Provider: ${a.providerName}` : null,
      a.notes ? `Notes: ${a.notes}` : null,
    ]
      .filter(Boolean)
      .join('\n');
    calendar.createEvent({
      id: `${a.id}@bloom`,
      start: a.dateTime,
      end: new Date(a.dateTime.getTime() + APPOINTMENT_MS),
      stamp: now,
      created: a.createdAt,
      summary: a.title,
      description,
      location: a.location ?? a.providerAddress ?? null,
      status: a.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
