import type { UserExport } from '@bloom/contract';
import { daysUntilDue, knownTimeZone, toIsoDate } from '@bloom/pregnancy';
import type {
  Bundle,
  BundleEntry,
  BundleEntryRequest,
  Identifier,
  Observation,
  Patient,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { bloomSystem, fullUrlOf, LOINC, SNOMED, stableUuid, UCUM } from '../../platform/fhir.ts';
import type { PersonalDataRegistry } from '../../platform/personal-data.ts';

/**
 * Her data as a FHIR R4 `transaction` Bundle, to POST to a FHIR server's base URL (docs: README,
 * "My data"):
 * - Patient: name, e-mail and phone, administrative gender, birth date, home ZIP;
 * - while she is pregnant: pregnancy status (LOINC 82810-3 = SNOMED CT 77386006 Pregnant),
 *   gestational age on the export's day (LOINC 18185-9, weeks) and the estimated due date
 *   (LOINC 11778-8);
 * - every registered owner's resources (personal-data registry): symptoms and moods
 *   (features/tracking/fhir.ts), appointments and their providers, kick counts, contractions,
 *   weights, checklists, ...
 *
 * Every entry has a `urn:uuid:` full URL that is the same on every export (the row's id, or one
 * derived from it), entries refer to each other by those, and each is a conditional create:
 * `POST <type>` with `ifNoneExist: identifier=<BLOOM system>|<id>`, the resource carrying that
 * identifier. Importing the same Bundle twice creates nothing the second time.
 */

const PREGNANCY_DAYS = 280;

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

const loinc = (code: string, display: string, text: string) => ({
  coding: [{ system: LOINC, code, display }],
  text,
});

/**
 * Her pregnancy as of the export: status and gestational age (one of each per day of hers, so a
 * second export that day names the same records), and the due date (one per due date she set).
 */
function pregnancyObservations(data: UserExport, subject: Reference<Patient>): Observation[] {
  const { profile } = data;
  if (!profile.isPregnant || !profile.dueDate) return [];
  const now = new Date(data.exportedAt);
  const timeZone = knownTimeZone(profile.timeZone);
  const today = toIsoDate(now, timeZone);
  const out: Observation[] = [
    {
      resourceType: 'Observation',
      id: stableUuid(profile.id, 'pregnancy-status', today),
      status: 'final',
      code: loinc('82810-3', 'Pregnancy status', 'Pregnancy status'),
      subject,
      effectiveDateTime: today,
      valueCodeableConcept: { coding: [{ system: SNOMED, code: '77386006', display: 'Pregnant' }], text: 'Pregnant' },
    },
  ];
  const daysLeft = daysUntilDue(profile.dueDate, now, timeZone);
  const days = daysLeft === null ? null : PREGNANCY_DAYS - daysLeft;
  if (days !== null && days >= 0) {
    out.push({
      resourceType: 'Observation',
      id: stableUuid(profile.id, 'gestational-age', today),
      status: 'final',
      code: loinc('18185-9', 'Gestational age', 'Gestational age'),
      subject,
      effectiveDateTime: today,
      // Weeks with the days as a fraction (20 weeks 3 days = 20.43), counted from her due date.
      valueQuantity: { value: Math.round((days / 7) * 100) / 100, unit: 'wk', system: UCUM, code: 'wk' },
      note: [{ text: `${Math.floor(days / 7)} weeks ${days % 7} days, from her estimated due date.` }],
    });
  }
  out.push({
    resourceType: 'Observation',
    id: stableUuid(profile.id, 'due-date', profile.dueDate),
    status: 'final',
    code: loinc('11778-8', 'Delivery date Estimated', 'Estimated due date'),
    subject,
    effectiveDateTime: today,
    valueDateTime: profile.dueDate,
  });
  return out;
}

/** A transaction entry: a conditional create of its resource. */
export type TransactionEntry = Omit<BundleEntry, 'fullUrl' | 'resource' | 'request'> & {
  fullUrl: string;
  resource: Resource;
  request: BundleEntryRequest & { method: 'POST'; url: string; ifNoneExist: string };
};

/** A Bundle whose every entry is a conditional create with a full URL. */
export type TransactionBundle = Omit<Bundle, 'type' | 'timestamp' | 'entry'> & {
  type: 'transaction';
  timestamp: string;
  entry: TransactionEntry[];
};

/** The resource without its id (a server gives its own), with BLOOM's identifier first. */
function toEntry(resource: Resource & { id: string }): TransactionEntry {
  const { id, ...rest } = resource;
  const system = bloomSystem(resource.resourceType);
  const own: Identifier = { use: 'secondary', system, value: id };
  const others = ((rest as { identifier?: Identifier[] }).identifier ?? []).filter((i) => i.system !== system);
  return {
    fullUrl: fullUrlOf(resource.resourceType, id),
    resource: { ...rest, identifier: [own, ...others] } as Resource,
    request: {
      method: 'POST',
      url: resource.resourceType,
      ifNoneExist: `identifier=${system}|${encodeURIComponent(id)}`,
    },
  };
}

export function toFhirBundle(data: UserExport, registry: PersonalDataRegistry): TransactionBundle {
  const subject: Reference<Patient> = {
    reference: fullUrlOf('Patient', data.profile.id),
    display: `${data.profile.firstName} ${data.profile.lastName}`.trim(),
  };
  const resources = [
    patientOf(data.profile),
    ...pregnancyObservations(data, subject),
    // Every owner's resources (symptoms, moods, appointments, ...), in registry order.
    ...registry.flatMap((part) => part.fhir?.(data, subject) ?? []),
  ] as (Resource & { id: string })[];
  // A provider booked and also added by her comes from two owners: the first one stays.
  const entries = new Map<string, TransactionEntry>();
  for (const resource of resources) {
    const entry = toEntry(resource);
    if (!entries.has(entry.fullUrl)) entries.set(entry.fullUrl, entry);
  }
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    timestamp: data.exportedAt,
    entry: [...entries.values()],
  };
}
