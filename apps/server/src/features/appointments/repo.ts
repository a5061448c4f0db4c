import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentColumns, appointmentProviderJoin, bookableBy } from '../../db/columns.ts';
import { appointments, providers } from '../../db/schema/index.ts';

export type AppointmentRow = Awaited<ReturnType<typeof listAppointments>>[number];
export type NewAppointment = Pick<
  typeof appointments.$inferInsert,
  'providerId' | 'title' | 'type' | 'dateTime' | 'location' | 'notes'
>;

/** With the provider's name joined in; a removed provider leaves the name null. */
function selectAppointments(db: Db) {
  return db.select(appointmentColumns).from(appointments).leftJoin(providers, appointmentProviderJoin);
}

/** The user's appointments, soonest first (served by the (user_id, date_time) index). */
export function listAppointments(db: Db, userId: string) {
  return selectAppointments(db)
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.dateTime), asc(appointments.createdAt));
}

export async function findAppointment(db: Db, userId: string, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await selectAppointments(db)
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
    .set({ status: 'cancelled' })
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** Whether the user may book `providerId`: it is in the shared directory or one she added herself. */
export async function providerBookable(db: Db, userId: string, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), bookableBy(userId)))
    .limit(1);
  return row !== undefined;
}
