import { randomUUID } from 'node:crypto';
import type { UserExport } from '@bloom/contract';
import type {
  Appointment,
  Bundle,
  BundleEntry,
  CodeableConcept,
  Observation,
  Patient,
  Reference,
  Resource,
} from '@medplum/fhirtypes';

/**
 * Her data as a FHIR R4 `collection` Bundle, for another health app or her provider's system:
 * - Patient: name, e-mail and phone, administrative gender, birth date, home ZIP;
 * - Observation (category survey, status final) per symptom (severity 1-5 as a component) and
 *   per mood (the mood as the value, energy 1-5 and tags as components), and one for the
 *   estimated due date (LOINC 11778-8) while she is pregnant with a known due date;
 * - Appointment per appointment: 'booked', or 'cancelled'; BLOOM stores no length, so an hour.
 * Entries are identified by `urn:uuid:` full URLs and refer to the Patient that way. Shapes are
 * checked at compile time by `@medplum/fhirtypes` and in tests against R4's required fields.
 */

const SURVEY: CodeableConcept[] = [
  {
    coding: [
      { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey', display: 'Survey' },
    ],
  },
];
const REPORTED_FINDING = {
  system: 'http://snomed.info/sct',
  code: '418799008',
  display: 'Finding reported by subject or history provider',
};
const APPOINTMENT_MINUTES = 60;

const urn = (id: string) => `urn:uuid:${id}`;

function patientOf(profile: UserExport['profile']): Patient {
  return {
    resourceType: 'Patient',
    id: profile.id,
    active: true,
    name: [{ use: 'official', family: profile.lastName, given: [profile.firstName] }],
    telecom: [
      { system: 'email', value: profile.email },
      ...(profile.phoneNumber ? [{ system: 'phone' as const, value: profile.phoneNumber }] : []),
    ],
    gender: profile.gender,
    ...(profile.dateOfBirth ? { birthDate: profile.dateOfBirth } : {}),
    ...(profile.homeZip ? { address: [{ use: 'home' as const, postalCode: profile.homeZip, country: 'US' }] } : {}),
  };
}

function symptomObservation(s: UserExport['symptoms'][number], subject: Reference<Patient>): Observation {
  return {
    resourceType: 'Observation',
    id: s.id,
    status: 'final',
    category: SURVEY,
    code: { coding: [REPORTED_FINDING], text: s.name },
    subject,
    effectiveDateTime: s.loggedAt,
    issued: s.loggedAt,
    component: [{ code: { text: 'Severity (1 Very Mild to 5 Very Severe)' }, valueInteger: s.severity }],
    ...(s.notes ? { note: [{ text: s.notes }] } : {}),
  };
}

function moodObservation(m: UserExport['moods'][number], subject: Reference<Patient>): Observation {
  return {
    resourceType: 'Observation',
    id: m.id,
    status: 'final',
    category: SURVEY,
    code: { coding: [REPORTED_FINDING], text: 'Mood' },
    subject,
    effectiveDateTime: m.loggedAt,
    issued: m.loggedAt,
    valueString: m.mood,
    component: [
      { code: { text: 'Energy (1 Very Low to 5 Very High)' }, valueInteger: m.energy },
      ...m.tags.map((tag) => ({ code: { text: 'Tag' }, valueString: tag })),
    ],
    ...(m.notes ? { note: [{ text: m.notes }] } : {}),
  };
}

function dueDateObservation(
  profile: UserExport['profile'],
  subject: Reference<Patient>,
  now: string,
): Observation | null {
  if (!profile.isPregnant || !profile.dueDate) return null;
  return {
    resourceType: 'Observation',
    id: randomUUID(),
    status: 'final',
    code: {
      coding: [{ system: 'http://loinc.org', code: '11778-8', display: 'Delivery date Estimated' }],
      text: 'Estimated due date',
    },
    subject,
    effectiveDateTime: now,
    valueDateTime: profile.dueDate,
  };
}

function appointmentOf(a: UserExport['appointments'][number], subject: Reference<Patient>): Appointment {
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

/** A Bundle whose every entry has its resource and full URL, as a `collection` must. */
export type CollectionBundle = Omit<Bundle, 'type' | 'timestamp' | 'entry'> & {
  type: 'collection';
  timestamp: string;
  entry: (Omit<BundleEntry, 'fullUrl' | 'resource'> & { fullUrl: string; resource: Resource })[];
};

export function toFhirBundle(data: UserExport): CollectionBundle {
  const subject: Reference<Patient> = {
    reference: urn(data.profile.id),
    display: `${data.profile.firstName} ${data.profile.lastName}`.trim(),
  };
  const dueDate = dueDateObservation(data.profile, subject, data.exportedAt);
  const resources: (Resource & { id: string })[] = [
    patientOf(data.profile) as Patient & { id: string },
    ...(dueDate ? [dueDate as Observation & { id: string }] : []),
    ...data.symptoms.map((s) => symptomObservation(s, subject) as Observation & { id: string }),
    ...data.moods.map((m) => moodObservation(m, subject) as Observation & { id: string }),
    ...data.appointments.map((a) => appointmentOf(a, subject) as Appointment & { id: string }),
  ];
  return {
    resourceType: 'Bundle',
    id: randomUUID(),
    type: 'collection',
    timestamp: data.exportedAt,
    entry: resources.map((resource) => ({ fullUrl: urn(resource.id), resource })),
  };
}
