import type { FoodSafetyInfo, LocalFoodResult } from '@bloom/contract';
import { getFoodById, searchFoods } from '@bloom/knowledge';

const LOCAL_RESULTS = 10;
/** Distinct terms remembered; people look up the same few hundred foods again and again. */
export const REMEMBERED_TERMS = 500;

export interface LocalAnswer {
  safetyInfo: FoodSafetyInfo | null;
  localResults: LocalFoodResult[];
}

const remembered = new Map<string, Readonly<LocalAnswer>>();

/**
 * What BLOOM's own knowledge base says about a term; it answers even when every API is down.
 * The knowledge base is fixed for the life of the process, so an answer is worked out once per
 * term and kept (the fuzzy search was most of a food search's CPU, decision 018), the least
 * recently asked term leaving first. The kept answer is frozen: callers copy, never change it.
 */
export function localAnswer(term: string): Readonly<LocalAnswer> {
  const kept = remembered.get(term);
  if (kept) {
    remembered.delete(term);
    remembered.set(term, kept);
    return kept;
  }
  const answer = deepFreeze(searchLocally(term));
  remembered.set(term, answer);
  if (remembered.size > REMEMBERED_TERMS) remembered.delete(remembered.keys().next().value!);
  return answer;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function searchLocally(term: string): LocalAnswer {
  // One search: its best match is what findFood(term) would return (a second, identical search
  // was half of the answer's work, decision 018).
  const matches = searchFoods(term, LOCAL_RESULTS);
  const food = matches[0] === undefined ? undefined : getFoodById(matches[0].id);
  const safetyInfo: FoodSafetyInfo | null = food
    ? {
        foodName: food.name,
        status: food.status,
        description: food.description,
        reason: food.reason,
        guidelines: [...food.guidelines],
        sourceOrganization: food.source.organization,
        sourceUrl: food.source.url,
        reviewed: food.source.reviewed,
      }
    : null;
  const localResults = matches.map(({ id, name, status, description }) => ({
    id,
    name,
    status,
    description,
  }));
  return { safetyInfo, localResults };
}
