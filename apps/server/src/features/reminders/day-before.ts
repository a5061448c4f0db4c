import { knownTimeZone } from '@bloom/pregnancy';
import type { Db } from '../../db/client.ts';
import type { AppointmentLookup, DueAppointment } from '../../platform/calendar-sources.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { findPerson, findTimeZone } from '../../platform/users/repo.ts';
import { claimReminder, emailReminderUsers, findSettings } from './repo.ts';

/*
 * Day-before e-mails (decision 019). A sweep runs every few minutes on every instance; an
 * appointment is due for its e-mail from 24 hours before it starts until it starts. Each e-mail is
 * claimed by inserting its mark (appointment, start) before it is queued in the outbox: of two
 * sweeps, on one instance or two, only the one whose insert lands sends it. A sweep that dies
 * between the mark and the outbox loses that one e-mail rather than sending it twice.
 */

export const DAY_BEFORE_MS = 24 * 60 * 60_000;
/** How often each instance sweeps. */
export const SWEEP_EVERY_MS = 5 * 60_000;

export interface SweepDeps {
  db: Db;
  appointments: AppointmentLookup;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
}

const whenFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'Tuesday, March 10 at 9:30 AM' in her zone. */
export function formatWhen(instant: Date, timeZone: string): string {
  let f = whenFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    whenFormatters.set(timeZone, f);
  }
  return f
    .format(instant)
    .replace(/[\u202f\u00a0]/g, ' ')
    .replace(/, (\d{1,2}:\d{2})/, ' at $1');
}

/** The e-mail: discreet unless she chose to show details (her settings apply to e-mail and feed alike). */
export function dayBeforeEmail(
  to: string,
  firstName: string,
  a: DueAppointment,
  timeZone: string,
  showDetails: boolean,
  publicUrl: string,
): MailMessage {
  const when = formatWhen(a.dateTime, timeZone);
  const what = showDetails ? a.title : 'your appointment';
  const place = showDetails ? (a.location ?? a.providerAddress) : null;
  return {
    to,
    subject: showDetails ? `Reminder: ${a.title}, ${when}` : `Reminder: appointment ${when}`,
    text:
      `Hi ${firstName},\n\nA reminder of ${what} on ${when} (${timeZone}).` +
      (showDetails && a.providerName ? `\nWith: ${a.providerName}` : '') +
      (place ? `\nWhere: ${place}` : '') +
      `\n\nSee your appointments in BLOOM: ${publicUrl}/#appointments` +
      `\n\nYou turned these reminders on in your profile; turn them off there at any time: ${publicUrl}/profile` +
      `\n\nThe BLOOM team`,
  };
}

/**
 * One sweep: queues the day-before e-mail of every appointment starting in the next 24 hours whose
 * owner asked for them and that has none yet. Returns how many it queued.
 */
export async function sweepDayBeforeReminders(deps: SweepDeps): Promise<number> {
  const { db, now } = deps;
  const due = await deps.appointments.startingBetween(
    db,
    emailReminderUsers,
    now,
    new Date(now.getTime() + DAY_BEFORE_MS),
  );
  let sent = 0;
  for (const a of due) {
    const claimed = await claimReminder(db, {
      appointmentId: a.id,
      userId: a.userId,
      startsAt: a.dateTime,
      sentAt: now,
    });
    if (!claimed) continue;
    const [person, zone, settings] = await Promise.all([
      findPerson(db, a.userId),
      findTimeZone(db, a.userId),
      findSettings(db, a.userId),
    ]);
    if (!person) continue;
    await deps.mailer.send(
      dayBeforeEmail(
        person.email,
        person.firstName,
        a,
        knownTimeZone(zone),
        settings?.showDetails ?? false,
        deps.publicUrl,
      ),
    );
    sent += 1;
  }
  return sent;
}
