import type { AppointmentLookup } from '../../platform/calendar-sources.ts';
import type { ProviderLookup } from '../../platform/provider-lookup.ts';
import { feedAppointments, scheduledBetween } from './repo.ts';
import { withProviders } from './service.ts';

/** The appointments feature's answers to the reminders feature (handed over through AppContext). */
export function appointmentLookup(providers: ProviderLookup): AppointmentLookup {
  return {
    async forFeed(db, userId, since) {
      const rows = await withProviders(db, providers, await feedAppointments(db, userId, since));
      return rows.map(({ provider, userId: _owner, providerId: _provider, ...a }) => ({
        ...a,
        providerName: provider?.name ?? null,
        providerAddress: provider?.address ?? null,
      }));
    },
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
