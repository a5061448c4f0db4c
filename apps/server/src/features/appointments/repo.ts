import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';

/** An appointment's own columns; the provider's name comes from the providers feature (ProviderLookup). */
export const appointmentColumns = {
  id: appointments.id,
  userId: appointments.userId,
  providerId: appointments.providerId,
  title: appointments.title,
  type: appointments.type,
  dateTime: appointments.dateTime,
  location: appointments.location,
  notes: appointments.notes,
  status: appointments.status,
  createdAt: appointments.createdAt,
};

/** The columns her calendar feed reads (with the revision its SEQUENCE is built from). */
export const feedColumns = { ...appointmentColumns, revision: appointments.revision };

export type AppointmentRow = Awaited<ReturnType<typeof listAppointments>>[number];
export type NewAppointment = Pick<
  typeof appointments.$inferInsert,
  'providerId' | 'title' | 'type' | 'dateTime' | 'location' | 'notes'
>;

/** The user's appointments, soonest first (served by the (user_id, date_time) index). */
export function listAppointments(db: Db, userId: string) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.dateTime), asc(appointments.createdAt));
}

export async function findAppointment(db: Db, userId: string, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select(appointmentColumns)
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
    .limit(1);
  return row;
}

/** New appointments are always scheduled (spec §4). */
export async function insertAppointment(db: Db, userId: string, values: NewAppointment): Promise<string> {
  const [row] = await db
    .insert(appointments)
    .values({ ...values, userId, status: 'scheduled' })
    .returning({ id: appointments.id });
  return row!.id;
}

export async function markCancelled(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(appointments)
    // A change raises the revision (her calendar feed's SEQUENCE); cancelling again changes nothing.
    .set({
      status: 'cancelled',
      revision: sql`case when ${appointments.status} = 'cancelled' then ${appointments.revision} else ${appointments.revision} + 1 end`,
    })
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** Everyone's appointments, or one user's, newest booked first (the admin's page). */
export function appointmentPage(db: Db, w: { userId?: string | undefined; limit: number; offset: number }) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .where(w.userId ? eq(appointments.userId, w.userId) : undefined)
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(w.limit)
    .offset(w.offset);
}

/** Her next scheduled appointments after `now`, soonest first (`her`: see PartnerScope). */
export function upcomingOf(db: Db, her: SQL, now: Date, limit: number) {
  return db
    .select({
      id: appointments.id,
      userId: appointments.userId,
      providerId: appointments.providerId,
      title: appointments.title,
      type: appointments.type,
      dateTime: appointments.dateTime,
      location: appointments.location,
    })
    .from(appointments)
    .where(and(eq(appointments.userId, her), eq(appointments.status, 'scheduled'), gt(appointments.dateTime, now)))
    .orderBy(asc(appointments.dateTime), asc(appointments.createdAt))
    .limit(limit);
}

/**
 * Her appointments starting at or after `since` (all of them when null), cancelled ones too,
 * soonest first (her calendar feed and her calendar export).
 */
export function feedAppointments(db: Db, userId: string, since: Date | null) {
  return db
    .select(feedColumns)
    .from(appointments)
    .where(and(eq(appointments.userId, userId), since === null ? undefined : gte(appointments.dateTime, since)))
    .orderBy(asc(appointments.dateTime), asc(appointments.createdAt));
}

/** Scheduled appointments starting after `from`, until `until` included, of the users the subquery `users` selects (day-before e-mails). */
export function scheduledBetween(db: Db, users: SQL, from: Date, until: Date) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .where(
      and(
        inArray(appointments.userId, users),
        eq(appointments.status, 'scheduled'),
        gt(appointments.dateTime, from),
        lte(appointments.dateTime, until),
      ),
    )
    .orderBy(asc(appointments.dateTime), asc(appointments.id));
}
