import type { AppointmentLookup } from '../../platform/calendar-sources.ts';
import type { ProviderLookup } from '../../platform/provider-lookup.ts';
import { scheduledBetween } from './repo.ts';
import { calendarAppointments, withProviders } from './service.ts';

/** The appointments feature's answers to the reminders feature (handed over through AppContext). */
export function appointmentLookup(providers: ProviderLookup): AppointmentLookup {
  return {
    forFeed: (db, userId, since) => calendarAppointments(db, providers, userId, since),
    async startingBetween(db, users, from, until) {
      const rows = await withProviders(db, providers, await scheduledBetween(db, users, from, until));
      return rows.map((a) => ({
        id: a.id,
        userId: a.userId,
        title: a.title,
        type: a.type,
        dateTime: a.dateTime,
        location: a.location,
        providerName: a.provider?.name ?? null,
        providerAddress: a.provider?.address ?? null,
      }));
    },
  };
}
