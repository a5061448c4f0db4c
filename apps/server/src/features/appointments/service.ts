import { PROVIDER_REQUIRED_MESSAGE, type Appointment, type appointmentCreateSchema } from '@bloom/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import {
  findAppointment,
  insertAppointment,
  listAppointments,
  markCancelled,
  providerBookable,
  type AppointmentRow,
} from './repo.ts';

type AppointmentCreate = z.output<typeof appointmentCreateSchema>;

const toAppointment = (row: AppointmentRow): Appointment => ({
  ...row,
  dateTime: row.dateTime.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export async function userAppointments(db: Db, userId: string): Promise<Appointment[]> {
  return (await listAppointments(db, userId)).map(toAppointment);
}

async function appointmentOf(db: Db, userId: string, id: string): Promise<Appointment> {
  const row = await findAppointment(db, userId, id);
  if (!row) throw notFound();
  return toAppointment(row);
}

/**
 * Books with a provider from the shared directory or one the user added herself (another user's
 * private provider is refused as if unknown); whatever status is sent, it starts as scheduled.
 */
export async function scheduleAppointment(db: Db, userId: string, input: AppointmentCreate): Promise<Appointment> {
  if (!(await providerBookable(db, userId, input.providerId))) {
    throw badRequest(PROVIDER_REQUIRED_MESSAGE, { providerId: PROVIDER_REQUIRED_MESSAGE });
  }
  const id = await insertAppointment(db, userId, {
    providerId: input.providerId,
    title: input.title,
    type: input.type,
    dateTime: new Date(input.dateTime),
    location: input.location,
    notes: input.notes,
  });
  return appointmentOf(db, userId, id);
}

/** Cancelling twice is harmless; another user's appointment is reported as missing. */
export async function cancelAppointment(db: Db, userId: string, id: string): Promise<Appointment> {
  if (!(await markCancelled(db, userId, id))) throw notFound();
  return appointmentOf(db, userId, id);
}
