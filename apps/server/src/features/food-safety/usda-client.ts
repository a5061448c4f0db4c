import { nutritionItemSchema, type NutritionItem } from '@bloom/contract';
import { z } from 'zod';
import type { Fetched, UpstreamSource } from '../../platform/upstream/upstream-source.ts';
import { baseUrlJoin, normalizeQuery } from './upstream-helpers.ts';

// Nutrition data changes rarely; a day keeps the DEMO_KEY's small hourly allowance for new terms.
const SEARCH_TTL_MS = 24 * 3_600_000;
const PAGE_SIZE = 5;
// The card shows 4 nutrients per food; a few more keep the cache useful without storing all ~60.
const NUTRIENTS_KEPT = 8;

/**
 * The parts of FoodData Central's /v1/foods/search answer that BLOOM reads. Each search food's
 * nutrients come as {nutrientId, nutrientName, nutrientNumber, unitName, value, …}.
 */
const searchAnswerSchema = z.object({
  totalHits: z.number().optional(),
  foods: z.array(
    z.object({
      fdcId: z.number().int(),
      description: z.string(),
      foodCategory: z.string().nullish(),
      foodNutrients: z
        .array(
          z.object({
            nutrientName: z.string().optional(),
            unitName: z.string().optional(),
            value: z.number().optional(),
          }),
        )
        .default([]),
    }),
  ),
});

const cachedItemsSchema = z.array(nutritionItemSchema);

function toNutritionItem(food: z.output<typeof searchAnswerSchema>['foods'][number]): NutritionItem {
  const foodNutrients = food.foodNutrients
    .filter((n) => n.nutrientName !== undefined && n.value !== undefined)
    .slice(0, NUTRIENTS_KEPT)
    // FoodData Central calls the amount `value`; BLOOM's contract (spec §3) calls it `amount`.
    .map((n) => ({ nutrientName: n.nutrientName ?? '', amount: n.value ?? 0, unitName: n.unitName ?? '' }));
  return { fdcId: food.fdcId, description: food.description, foodCategory: food.foodCategory ?? null, foodNutrients };
}

export interface UsdaClient {
  searchFoods(query: string): Promise<Fetched<NutritionItem[]>>;
}

/** USDA FoodData Central food search: `GET {base}/v1/foods/search?api_key=…&query=…&pageSize=…`. */
export function createUsdaClient(source: UpstreamSource, config: { baseUrl: string; apiKey: string }): UsdaClient {
  return {
    searchFoods(query) {
      const normalized = normalizeQuery(query);
      return source.cached({ search: normalized, pageSize: PAGE_SIZE }, cachedItemsSchema, SEARCH_TTL_MS, async () => {
        const url = baseUrlJoin(config.baseUrl, 'v1/foods/search');
        url.searchParams.set('api_key', config.apiKey);
        url.searchParams.set('query', normalized);
        url.searchParams.set('pageSize', String(PAGE_SIZE));
        const answer = await source.getJson(url, searchAnswerSchema);
        return answer.foods.slice(0, PAGE_SIZE).map(toNutritionItem);
      });
    },
  };
}
