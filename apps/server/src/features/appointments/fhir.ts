import type { UserExport } from '@bloom/contract';
import type {
  Appointment,
  AppointmentParticipant,
  Patient,
  Practitioner,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { providerResources, referenceTo } from '../../platform/fhir.ts';

type ExportedAppointment = UserExport['appointments'][number];

/** BLOOM stores no length for an appointment; FHIR gets an hour. */
const APPOINTMENT_MINUTES = 60;

/**
 * An appointment as a FHIR R4 Appointment: 'cancelled' when she cancelled it, else 'fulfilled'
 * once it is over (as of the export) and 'booked' until then. Its provider is a Practitioner of
 * the Bundle (platform/fhir.ts), referred to by full URL.
 */
export function appointmentResource(a: ExportedAppointment, subject: Reference<Patient>, now: Date): Appointment {
  const start = new Date(a.dateTime);
  const end = new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000);
  const provider: AppointmentParticipant[] = a.provider
    ? [{ actor: referenceTo<Practitioner>('Practitioner', a.provider.id, a.provider.name), status: 'accepted' }]
    : a.providerName
      ? [{ actor: { display: a.providerName }, status: 'accepted' }]
      : [];
  return {
    resourceType: 'Appointment',
    id: a.id,
    status: a.status === 'cancelled' ? 'cancelled' : end <= now ? 'fulfilled' : 'booked',
    appointmentType: { text: a.type },
    description: a.title,
    start: start.toISOString(),
    end: end.toISOString(),
    minutesDuration: APPOINTMENT_MINUTES,
    created: a.createdAt,
    ...(a.notes ? { comment: a.notes } : {}),
    participant: [
      { actor: subject, required: 'required', status: 'accepted' },
      ...provider,
      ...(a.location
        ? [{ actor: { type: 'Location' as const, display: a.location }, status: 'accepted' as const }]
        : []),
    ],
  };
}

/** Her appointments, each booked provider once before them (Practitioner, practice, role). */
export function appointmentResources(
  appointments: readonly ExportedAppointment[],
  subject: Reference<Patient>,
  now: Date,
): Resource[] {
  const providers = new Map(appointments.flatMap((a) => (a.provider ? [[a.provider.id, a.provider] as const] : [])));
  return [
    ...[...providers.values()].flatMap(providerResources),
    ...appointments.map((a) => appointmentResource(a, subject, now)),
  ];
}
