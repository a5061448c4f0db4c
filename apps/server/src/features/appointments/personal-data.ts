import { toIsoDate } from '@bloom/pregnancy';
import { asc, eq, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import type { ProviderLookup } from '../../platform/provider-lookup.ts';
import { appointmentResources } from './fhir.ts';
import { appointmentColumns, appointmentPage, upcomingOf } from './repo.ts';
import { toAppointment, withProviders } from './service.ts';

/** Her appointments, with their providers' names from the providers feature. */
export function appointmentsPersonalData(providers: ProviderLookup): PersonalData {
  return {
    owner: 'features/appointments',
    tables: [appointments],
    export: {
      appointments: async (db, her) => {
        const rows = await db
          .select(appointmentColumns)
          .from(appointments)
          .where(eq(appointments.userId, her.id))
          .orderBy(asc(appointments.dateTime));
        return (await withProviders(db, providers, rows)).map((row) => {
          const { userId: _owner, providerIsSample: _sample, ...exported } = toAppointment(row);
          const p = row.provider;
          return {
            ...exported,
            provider:
              p && row.providerId
                ? {
                    id: row.providerId,
                    name: p.name,
                    npi: p.npi,
                    specialty: p.specialty,
                    practice: p.practice,
                    phone: p.phone,
                    address: p.address,
                  }
                : null,
          };
        });
      },
    },
    fhir: (data, subject) => appointmentResources(data.appointments, subject, new Date(data.exportedAt)),
    events: {
      appointment: {
        table: appointments,
        id: appointments.id,
        userId: appointments.userId,
        at: appointments.createdAt,
        details: sql`${appointments.type} || ' · ' || coalesce('provider ' || ${appointments.providerId}, 'no provider')`,
        countKey: 'appointments',
        rows: async (db, w) => (await withProviders(db, providers, await appointmentPage(db, w))).map(toAppointment),
      },
    },
    partner: {
      upcomingAppointments: async (db, batch) => {
        const lists = await batch.lists(db, (her) => upcomingOf(db, her, batch.now, batch.limit));
        // One provider look-up for every partner's rows.
        const withNames = await withProviders(
          db,
          providers,
          lists.flatMap(({ rows }) => rows),
        );
        let next = 0;
        return lists.map(({ rows }, k) => {
          const shown = withNames.slice(next, (next += rows.length));
          return {
            items: shown.map(({ provider, userId: _owner, providerId: _provider, ...a }) => ({
              ...a,
              providerName: provider?.name ?? null,
              dateTime: a.dateTime.toISOString(),
              date: toIsoDate(a.dateTime, batch.timeZones[k]!),
            })),
            // The first one shown leaves the list when it begins.
            until: shown[0]?.dateTime ?? null,
          };
        });
      },
    },
  };
}
