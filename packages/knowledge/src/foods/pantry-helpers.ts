import type { FoodRecord } from '../types.ts';
import { REHEAT_165 } from './phrases.ts';
import { FDA_PREGNANCY } from './sources.ts';

export const COOK_AS_DIRECTED = 'Cook it following the package directions.';
export const CHILL_AND_REHEAT = REHEAT_165;

// Shelf-stable staples that pregnancy food-safety guidance does not restrict.
export function pantry(
  id: string,
  name: string,
  category: string,
  synonyms: string[],
  description: string,
  guidelines: string[] = [COOK_AS_DIRECTED, CHILL_AND_REHEAT],
): FoodRecord {
  return {
    id,
    name,
    status: 'safe',
    description,
    reason:
      'FDA’s pregnancy food-safety advice puts no limit on it. Ordinary kitchen hygiene is all it needs: cook it as directed and handle leftovers safely.',
    guidelines,
    synonyms,
    category,
    source: FDA_PREGNANCY,
  };
}
