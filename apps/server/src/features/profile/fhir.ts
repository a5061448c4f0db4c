import { randomUUID } from 'node:crypto';
import type { UserExport } from '@bloom/contract';
import type { Bundle, BundleEntry, Observation, Patient, Reference, Resource } from '@medplum/fhirtypes';
import type { PersonalDataRegistry } from '../../platform/personal-data.ts';

/**
 * Her data as a FHIR R4 `collection` Bundle, for another health app or her provider's system:
 * - Patient: name, e-mail and phone, administrative gender, birth date, home ZIP;
 * - Observation for the estimated due date (LOINC 11778-8) while she is pregnant with a known one;
 * - every registered owner's resources (personal-data registry): an Observation per symptom and
 *   per mood (features/tracking/fhir.ts), an Appointment per appointment (features/appointments).
 * Entries are identified by `urn:uuid:` full URLs and refer to the Patient that way. Shapes are
 * checked at compile time by `@medplum/fhirtypes` and in tests against R4's required fields.
 */

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

/** A Bundle whose every entry has its resource and full URL, as a `collection` must. */
export type CollectionBundle = Omit<Bundle, 'type' | 'timestamp' | 'entry'> & {
  type: 'collection';
  timestamp: string;
  entry: (Omit<BundleEntry, 'fullUrl' | 'resource'> & { fullUrl: string; resource: Resource })[];
};

export function toFhirBundle(data: UserExport, registry: PersonalDataRegistry): CollectionBundle {
  const subject: Reference<Patient> = {
    reference: urn(data.profile.id),
    display: `${data.profile.firstName} ${data.profile.lastName}`.trim(),
  };
  const dueDate = dueDateObservation(data.profile, subject, data.exportedAt);
  const resources: (Resource & { id: string })[] = [
    patientOf(data.profile) as Patient & { id: string },
    ...(dueDate ? [dueDate as Observation & { id: string }] : []),
    // Every owner's resources (symptoms, moods, appointments, ...), in registry order.
    ...registry.flatMap((part) => (part.fhir?.(data, subject) ?? []) as (Resource & { id: string })[]),
  ];
  return {
    resourceType: 'Bundle',
    id: randomUUID(),
    type: 'collection',
    timestamp: data.exportedAt,
    entry: resources.map((resource) => ({ fullUrl: urn(resource.id), resource })),
  };
}
