import type { MedicationRecord } from '../types.ts';
import { allergyColdMedications } from './allergy-cold.ts';
import { chronicMedications } from './chronic.ts';
import { infectionMedications } from './infections.ts';
import { knownRiskMedications } from './known-risks.ts';
import { painMedications } from './pain.ts';
import { stomachMedications } from './stomach.ts';
import { supplementMedications } from './supplements.ts';

/** Every medication and supplement record. */
export const medications: readonly MedicationRecord[] = [
  ...painMedications,
  ...supplementMedications,
  ...allergyColdMedications,
  ...stomachMedications,
  ...infectionMedications,
  ...chronicMedications,
  ...knownRiskMedications,
];
