import type { UserExport } from '@bloom/contract';
import type { CodeableConcept, Observation, Patient, Reference } from '@medplum/fhirtypes';

/*
 * Her symptoms and moods as FHIR R4 Observations (category survey, status final): a symptom with
 * its severity 1-5 as a component, a mood with the mood as the value and energy 1-5 and tags as
 * components.
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

export function symptomObservation(s: UserExport['symptoms'][number], subject: Reference<Patient>): Observation {
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

export function moodObservation(m: UserExport['moods'][number], subject: Reference<Patient>): Observation {
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
