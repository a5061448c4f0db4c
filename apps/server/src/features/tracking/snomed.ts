import type { COMMON_SYMPTOMS } from '@bloom/contract';
import type { Coding } from '@medplum/fhirtypes';
import { SNOMED } from '../../platform/fhir.ts';

/*
 * SNOMED CT concepts for the symptoms she names (her FHIR export's Observation.code). A name
 * matches when it is one of these, ignoring letter case and spaces at the ends; anything else
 * (her own words) goes out as text only. Each id was checked against published FHIR value sets
 * and terminology tables (International edition, preferred term as the display).
 */

interface Concept {
  code: string;
  display: string;
}

const concept = (code: string, display: string): Concept => ({ code, display });

const NAUSEA = concept('422587007', 'Nausea');
const VOMITING = concept('422400008', 'Vomiting');
const HEADACHE = concept('25064002', 'Headache');
const BACKACHE = concept('161891005', 'Backache');
const FATIGUE = concept('84229001', 'Fatigue');
const HEARTBURN = concept('16331000', 'Heartburn');
const CONSTIPATION = concept('14760008', 'Constipation');
const DIZZINESS = concept('404640003', 'Dizziness');
// 65124004 is the finding; 442672001 is the morphologic abnormality of the same name.
const SWELLING = concept('65124004', 'Swelling');
const INSOMNIA = concept('193462001', 'Insomnia');

/**
 * Every chip of 'Log New Symptom' (the contract's COMMON_SYMPTOMS, so a new chip fails to compile
 * until it is listed here), null where no one concept is right: "Cramps" in pregnancy may be the
 * belly's or the legs' (SNOMED CT has a concept for each), so it stays her words.
 */
const CHIPS: Record<Lowercase<(typeof COMMON_SYMPTOMS)[number]>, Concept | null> = {
  nausea: NAUSEA,
  fatigue: FATIGUE,
  'back pain': BACKACHE,
  heartburn: HEARTBURN,
  headache: HEADACHE,
  swelling: SWELLING,
  cramps: null,
  insomnia: INSOMNIA,
};

/** Other names she may type for the same concepts. */
const TYPED: Record<string, Concept> = {
  backache: BACKACHE,
  vomiting: VOMITING,
  constipation: CONSTIPATION,
  dizziness: DIZZINESS,
};

const BY_NAME = new Map<string, Concept | null>([...Object.entries(CHIPS), ...Object.entries(TYPED)]);

/** The SNOMED CT coding for a symptom's name, or null when the name is hers alone. */
export function symptomCoding(name: string): Coding | null {
  const found = BY_NAME.get(name.trim().toLowerCase());
  return found ? { system: SNOMED, code: found.code, display: found.display } : null;
}
