import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { FDA_EPA_FISH } from './sources.ts';

// How a seafood is prepared decides which USDA doneness cue applies.
export type SeafoodKind = 'fin' | 'crustacean' | 'bivalve' | 'shucked' | 'canned';

const COOKING_TIP: Record<SeafoodKind, string> = {
  fin: 'Cook to 145°F (63°C), or until the flesh is opaque and separates easily with a fork.',
  crustacean: 'Cook until the flesh is pearly and opaque.',
  bivalve: 'Cook until the shells open.',
  shucked: 'Cook until the flesh is opaque and firm all the way through.',
  canned: 'Canned fish is already cooked, so it is ready to eat straight from the can.',
};

const NOT_RAW = 'Skip it raw, as in sushi, sashimi or ceviche.';

function guidelinesFor(kind: SeafoodKind, amount: string): string[] {
  return kind === 'canned' ? [amount, COOKING_TIP.canned] : [amount, COOKING_TIP[kind], NOT_RAW];
}

export const BEST_CHOICE_AMOUNT =
  'Aim for 2 to 3 servings (8 to 12 ounces in total) a week from the Best choices list.';

export function bestChoice(
  id: string,
  name: string,
  kind: SeafoodKind,
  synonyms: string[],
  detail: string,
): FoodRecord {
  return {
    id,
    name,
    status: 'safe',
    description: `${detail} FDA and EPA list it as a "Best choice" for pregnancy.`,
    reason:
      'It is in the FDA/EPA "Best choices" group, the fish lowest in mercury. Eating recommended fish is also a way to get DHA, an omega-3 fat commonly advised in pregnancy.',
    guidelines: guidelinesFor(kind, BEST_CHOICE_AMOUNT),
    synonyms,
    category: CATEGORIES.seafood,
    source: FDA_EPA_FISH,
  };
}

export function goodChoice(
  id: string,
  name: string,
  kind: SeafoodKind,
  synonyms: string[],
  detail: string,
): FoodRecord {
  return {
    id,
    name,
    status: 'caution',
    description: `${detail} FDA and EPA list it as a "Good choice": fine once a week.`,
    reason:
      'It is in the FDA/EPA "Good choices" group. It carries more mercury than the Best choices, so the advice for pregnancy is a single serving a week.',
    guidelines: guidelinesFor(kind, 'Have at most 1 serving a week, and choose no other fish that week.'),
    synonyms,
    category: CATEGORIES.seafood,
    source: FDA_EPA_FISH,
  };
}

export function highMercury(id: string, name: string, synonyms: string[], detail: string): FoodRecord {
  return {
    id,
    name,
    status: 'avoid',
    description: `${detail} FDA and EPA advise pregnant and breastfeeding people not to eat it.`,
    reason: 'It is on the FDA/EPA "Choices to avoid" list, the group of fish with the highest mercury levels.',
    guidelines: [
      'Do not eat it while pregnant or breastfeeding.',
      'Choose a Best-choice fish such as salmon, cod, shrimp or canned light tuna instead.',
    ],
    synonyms,
    category: CATEGORIES.seafood,
    source: FDA_EPA_FISH,
  };
}
