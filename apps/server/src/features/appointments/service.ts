import { PROVIDER_REQUIRED_MESSAGE, type Appointment, type appointmentCreateSchema } from '@bloom/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { BookedProvider, ProviderLookup } from '../../platform/provider-lookup.ts';
import type { FeedAppointment } from '../../platform/calendar-sources.ts';
import {
  feedAppointments,
  findAppointment,
  insertAppointment,
  listAppointments,
  markCancelled,
  type AppointmentRow,
} from './repo.ts';

type AppointmentCreate = z.output<typeof appointmentCreateSchema>;

/** Rows with their providers as each row's owner may see them (one lookup for the batch). */
export async function withProviders<T extends { providerId: string | null; userId: string }>(
  db: Db,
  providers: ProviderLookup,
  rows: T[],
): Promise<(T & { provider: BookedProvider | null })[]> {
  const found = await providers.booked(db, rows);
  return rows.map((row, i) => ({ ...row, provider: found[i] ?? null }));
}

/** The contract's appointment: a removed provider leaves the name null and is not sample data. */
export const toAppointment = ({
  provider,
  ...row
}: AppointmentRow & { provider: BookedProvider | null }): Appointment => ({
  ...row,
  providerName: provider?.name ?? null,
  providerIsSample: provider?.isSample ?? false,
  dateTime: row.dateTime.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Her appointments as calendars show them (feed and export), from `since` on (all when null), with their revisions. */
export async function calendarAppointments(
  db: Db,
  providers: ProviderLookup,
  userId: string,
  since: Date | null,
): Promise<FeedAppointment[]> {
  const rows = await withProviders(db, providers, await feedAppointments(db, userId, since));
  return rows.map(({ provider, userId: _owner, providerId: _provider, ...a }) => ({
    ...a,
    providerName: provider?.name ?? null,
    providerAddress: provider?.address ?? null,
  }));
}

export async function userAppointments(db: Db, providers: ProviderLookup, userId: string): Promise<Appointment[]> {
  return (await withProviders(db, providers, await listAppointments(db, userId))).map(toAppointment);
}

async function appointmentOf(db: Db, providers: ProviderLookup, userId: string, id: string): Promise<Appointment> {
  const row = await findAppointment(db, userId, id);
  if (!row) throw notFound();
  const [withProvider] = await withProviders(db, providers, [row]);
  return toAppointment(withProvider!);
}

/**
 * Books with a provider from the shared directory or one the user added herself (another user's
 * private provider is refused as if unknown); whatever status is sent, it starts as scheduled.
 */
export async function scheduleAppointment(
  db: Db,
  providers: ProviderLookup,
  userId: string,
  input: AppointmentCreate,
): Promise<Appointment> {
  if (!(await providers.bookable(db, userId, input.providerId))) {
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
  return appointmentOf(db, providers, userId, id);
}

/** Cancelling twice is harmless; another user's appointment is reported as missing. */
export async function cancelAppointment(
  db: Db,
  providers: ProviderLookup,
  userId: string,
  id: string,
): Promise<Appointment> {
  if (!(await markCancelled(db, userId, id))) throw notFound();
  return appointmentOf(db, providers, userId, id);
}
