import type { UserExport } from '@bloom/contract';
import type { Appointment, Patient, Reference } from '@medplum/fhirtypes';

/** BLOOM stores no length for an appointment; FHIR gets an hour. */
const APPOINTMENT_MINUTES = 60;

/** An appointment as a FHIR R4 Appointment: 'booked', or 'cancelled'. */
export function appointmentResource(a: UserExport['appointments'][number], subject: Reference<Patient>): Appointment {
  const start = new Date(a.dateTime);
  const end = new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000);
  return {
    resourceType: 'Appointment',
    id: a.id,
    status: a.status === 'cancelled' ? 'cancelled' : 'booked',
    appointmentType: { text: a.type },
    description: a.title,
    start: start.toISOString(),
    end: end.toISOString(),
    minutesDuration: APPOINTMENT_MINUTES,
    created: a.createdAt,
    ...(a.notes ? { comment: a.notes } : {}),
    participant: [
      { actor: subject, required: 'required', status: 'accepted' },
      ...(a.providerName ? [{ actor: { display: a.providerName }, status: 'accepted' as const }] : []),
      ...(a.location
        ? [{ actor: { type: 'Location' as const, display: a.location }, status: 'accepted' as const }]
        : []),
    ],
  };
}
