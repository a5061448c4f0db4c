import type { UserExport, WeightExport } from '@bloom/contract';
import type { Observation, Patient, Reference } from '@medplum/fhirtypes';
import { weightProfiles, weights } from '../../db/schema/index.ts';
import { stableUuid } from '../../platform/fhir.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { exportWeights, findWeightProfile, weightDetails, weightPage } from './repo.ts';
import { toPlainWeightEntry } from './service.ts';

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const vitalSigns = [
  {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/observation-category',
        code: 'vital-signs',
        display: 'Vital Signs',
      },
    ],
  },
];

/** A FHIR R4 vital-signs Observation of one LOINC code and a quantity. */
function vitalSign(
  id: string,
  code: { code: string; display: string },
  value: { value: number; unit: 'kg' | 'cm' },
  effective: string,
  subject: Reference<Patient>,
): Observation {
  return {
    resourceType: 'Observation',
    id,
    status: 'final',
    category: vitalSigns,
    code: { coding: [{ system: LOINC, ...code }], text: code.display },
    subject,
    effectiveDateTime: effective,
    valueQuantity: { value: value.value, unit: value.unit, system: UCUM, code: value.unit },
  };
}

/** A weight she logged: LOINC 29463-7 Body weight, on its date. */
const weightObservation = (w: WeightExport, subject: Reference<Patient>): Observation => ({
  ...vitalSign(w.id, { code: '29463-7', display: 'Body weight' }, { value: w.weightKg, unit: 'kg' }, w.date, subject),
  issued: w.createdAt,
  note: [{ text: "Weighed by herself, logged with BLOOM's weight tool." }],
});

/** Her weight before pregnancy (LOINC 56077-1) and height (8302-2), as she gave them in Profile. */
function profileObservations(data: UserExport, subject: Reference<Patient>): Observation[] {
  const profile = data.weightProfile;
  if (!profile) return [];
  const out: Observation[] = [];
  if (profile.prePregnancyWeightKg !== null) {
    out.push(
      vitalSign(
        stableUuid(data.profile.id, 'pre-pregnancy-weight', profile.updatedAt),
        { code: '56077-1', display: 'Body weight --pre current pregnancy' },
        { value: profile.prePregnancyWeightKg, unit: 'kg' },
        profile.updatedAt,
        subject,
      ),
    );
  }
  if (profile.heightCm !== null) {
    out.push(
      vitalSign(
        stableUuid(data.profile.id, 'height', profile.updatedAt),
        { code: '8302-2', display: 'Body height' },
        { value: profile.heightCm, unit: 'cm' },
        profile.updatedAt,
        subject,
      ),
    );
  }
  return out;
}

/**
 * Her weight tool: her details (pre-pregnancy weight and height, units, twins) and her weights,
 * in her export (JSON and FHIR), deleted with her account, in the admin's merged events and record
 * page. Not in the partner view: weights are hers alone.
 */
export const weightPersonalData: PersonalData = {
  owner: 'features/weight',
  tables: [weightProfiles, weights],
  export: {
    weightProfile: async (db, her) => {
      const row = await findWeightProfile(db, her.id);
      return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
    },
    weights: async (db, her) =>
      (await exportWeights(db, her.id)).map((w) => ({
        id: w.id,
        date: w.date,
        weightKg: w.weightKg,
        createdAt: w.createdAt.toISOString(),
      })),
  },
  fhir: (data, subject) => [
    ...profileObservations(data, subject),
    ...data.weights.map((w) => weightObservation(w, subject)),
  ],
  events: {
    weight: {
      table: weights,
      id: weights.id,
      userId: weights.userId,
      // When she logged it: served by (created_at, id) and (user_id, created_at).
      at: weights.createdAt,
      details: weightDetails,
      countKey: 'weights',
      rows: async (db, window) =>
        (await weightPage(db, window)).map((row) => ({ ...toPlainWeightEntry(row), userId: row.userId })),
    },
  },
};
