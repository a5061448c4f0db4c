import type { FoodSafetyInfo, LocalFoodResult } from '@bloom/contract';
import { getFoodById, searchFoods } from '@bloom/knowledge';

const LOCAL_RESULTS = 10;

export interface LocalAnswer {
  safetyInfo: FoodSafetyInfo | null;
  localResults: LocalFoodResult[];
}

/** What BLOOM's own knowledge base says about a term; it answers even when every API is down. */
export function localAnswer(term: string): LocalAnswer {
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
