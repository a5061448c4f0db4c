import { createHash } from 'node:crypto';
import type {
  Identifier,
  Organization,
  Practitioner,
  PractitionerRole,
  Reference,
  Resource,
  ResourceType,
} from '@medplum/fhirtypes';

/*
 * What every owner's FHIR resources share (her export is a FHIR R4 `transaction` Bundle, built by
 * features/profile/fhir.ts from the personal-data registry): BLOOM's namespace for identifier
 * systems and its own codes, stable ids for records that have no row id of their own, and the
 * full URLs entries refer to each other by.
 *
 * The namespace is part of every identifier she has ever exported: a FHIR server that imported
 * her Bundle finds the same records again by it (conditional create), so it never changes.
 */

/** BLOOM's FHIR namespace: identifier systems under `/sid/`, its code system under `/CodeSystem/`. */
export const BLOOM_FHIR = 'https://bloom.example.org/fhir';

/** BLOOM's own codes, for what no LOINC or SNOMED CT concept fits (her mood, energy, severity). */
export const BLOOM_CODES = `${BLOOM_FHIR}/CodeSystem/bloom`;

/** The identifier system of a kind of BLOOM record, e.g. `…/sid/observation`. */
export const bloomSystem = (resourceType: ResourceType) => `${BLOOM_FHIR}/sid/${resourceType.toLowerCase()}`;

export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';
export const LOINC = 'http://loinc.org';
export const SNOMED = 'http://snomed.info/sct';
export const UCUM = 'http://unitsofmeasure.org';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A UUID that is the same for the same parts on every export (RFC 9562 version 8, from SHA-256):
 * the id of a record BLOOM derives (her due date, a checklist's plan, a provider) rather than stores.
 * Parts that belong to her include her id, so no two users' records share one.
 */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u001f')).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The entry's full URL for a resource whose id is `key`: the row's UUID, or one derived from the key. */
export const fullUrlOf = (resourceType: ResourceType, key: string) =>
  `urn:uuid:${UUID.test(key) ? key.toLowerCase() : stableUuid(resourceType, key)}`;

/** A reference to another entry of her Bundle. */
export function referenceTo<T extends Resource>(
  resourceType: T['resourceType'],
  key: string,
  display?: string,
): Reference<T> {
  return { reference: fullUrlOf(resourceType, key), ...(display ? { display } : {}) };
}

/** A provider as the export knows it: her own (no NPI) or one of the directory's (NPI when it has one). */
export interface FhirProvider {
  id: string;
  name: string;
  npi: string | null;
  specialty: string;
  practice: string;
  phone: string;
  address: string;
}

const npiOf = (p: FhirProvider): { identifier?: Identifier[] } =>
  p.npi ? { identifier: [{ use: 'official', system: NPI_SYSTEM, value: p.npi }] } : {};

/**
 * A provider as FHIR: a Practitioner (with her NPI), the practice as an Organization, and the
 * PractitionerRole that joins them with the specialty. The booking's owner and the providers
 * feature both write them; the Bundle keeps one of each full URL.
 */
export function providerResources(p: FhirProvider): (Practitioner | Organization | PractitionerRole)[] {
  const practitioner: Practitioner = {
    resourceType: 'Practitioner',
    id: p.id,
    ...npiOf(p),
    active: true,
    name: [{ text: p.name }],
    ...(p.phone ? { telecom: [{ system: 'phone' as const, value: p.phone, use: 'work' as const }] } : {}),
    ...(p.address ? { address: [{ use: 'work' as const, text: p.address }] } : {}),
  };
  const practiceKey = `${p.id}-practice`;
  const organization: Organization | null = p.practice
    ? {
        resourceType: 'Organization',
        id: practiceKey,
        active: true,
        name: p.practice,
        ...(p.address ? { address: [{ use: 'work' as const, text: p.address }] } : {}),
      }
    : null;
  const role: PractitionerRole = {
    resourceType: 'PractitionerRole',
    id: `${p.id}-role`,
    active: true,
    practitioner: referenceTo<Practitioner>('Practitioner', p.id, p.name),
    ...(organization ? { organization: referenceTo<Organization>('Organization', practiceKey, p.practice) } : {}),
    ...(p.specialty ? { specialty: [{ text: p.specialty }] } : {}),
  };
  return [practitioner, ...(organization ? [organization] : []), role];
}
