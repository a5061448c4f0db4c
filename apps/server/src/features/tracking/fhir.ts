import type { UserExport } from '@bloom/contract';
import type { CodeableConcept, Observation, Patient, Reference } from '@medplum/fhirtypes';
import { BLOOM_CODES } from '../../platform/fhir.ts';
import { symptomCoding } from './snomed.ts';

/*
 * Her symptoms and moods as FHIR R4 Observations (category survey, status final):
 * - a symptom coded with SNOMED CT when its name is one BLOOM knows (snomed.ts), her words as the
 *   text always (text only for her own words), with its severity 1-5 as a component;
 * - a mood with the mood as the value, energy 1-5 and tags as components. LOINC has no code for
 *   a free mood word or a 1-5 energy rating, so these carry BLOOM's own codes beside the text.
 */

const SURVEY: CodeableConcept[] = [
  {
    coding: [
      { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey', display: 'Survey' },
    ],
  },
];

const bloomCode = (code: string, display: string): CodeableConcept => ({
  coding: [{ system: BLOOM_CODES, code, display }],
  text: display,
});

export const SEVERITY_CODE = bloomCode('symptom-severity', 'Severity (1 Very Mild to 5 Very Severe)');
export const MOOD_CODE = bloomCode('mood', 'Mood');
export const ENERGY_CODE = bloomCode('energy', 'Energy (1 Very Low to 5 Very High)');
export const MOOD_TAG_CODE = bloomCode('mood-tag', 'Tag');

export function symptomObservation(s: UserExport['symptoms'][number], subject: Reference<Patient>): Observation {
  const coding = symptomCoding(s.name);
  return {
    resourceType: 'Observation',
    id: s.id,
    status: 'final',
    category: SURVEY,
    code: { ...(coding ? { coding: [coding] } : {}), text: s.name },
    subject,
    effectiveDateTime: s.loggedAt,
    issued: s.loggedAt,
    component: [{ code: SEVERITY_CODE, valueInteger: s.severity }],
    ...(s.notes ? { note: [{ text: s.notes }] } : {}),
  };
}

export function moodObservation(m: UserExport['moods'][number], subject: Reference<Patient>): Observation {
  return {
    resourceType: 'Observation',
    id: m.id,
    status: 'final',
    category: SURVEY,
    code: MOOD_CODE,
    subject,
    effectiveDateTime: m.loggedAt,
    issued: m.loggedAt,
    valueString: m.mood,
    component: [
      { code: ENERGY_CODE, valueInteger: m.energy },
      ...m.tags.map((tag) => ({ code: MOOD_TAG_CODE, valueString: tag })),
    ],
    ...(m.notes ? { note: [{ text: m.notes }] } : {}),
  };
}
