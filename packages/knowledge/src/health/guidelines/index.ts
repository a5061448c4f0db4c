import type { GuidelineRecord } from '../types.ts';
import { immunizationGuidelines } from './immunization.ts';
import { nutritionGuidelines } from './nutrition.ts';
import { safetyGuidelines } from './safety.ts';

/** Every guideline, safety first, then nutrition and immunization (the hub's 'All' order). */
export const guidelines: readonly GuidelineRecord[] = [
  ...safetyGuidelines,
  ...nutritionGuidelines,
  ...immunizationGuidelines,
];
