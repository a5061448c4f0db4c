import type { FoodRecord } from '../types.ts';
import { RINSE_PRODUCE } from './phrases.ts';
import { FDA_PREGNANCY } from './sources.ts';

export function produce(
  id: string,
  name: string,
  category: string,
  synonyms: string[],
  description: string,
  extraTip?: string,
): FoodRecord {
  return {
    id,
    name,
    status: 'safe',
    description,
    reason:
      'FDA’s pregnancy food-safety advice puts no limit on it. The main risk is germs from soil or handling on the surface, which rinsing under running water helps remove.',
    guidelines: extraTip === undefined ? [RINSE_PRODUCE] : [RINSE_PRODUCE, extraTip],
    synonyms,
    category,
    source: FDA_PREGNANCY,
  };
}

export const FRIDGE_CUT = 'Refrigerate cut or cooked portions at 40°F (4°C) or colder.';
