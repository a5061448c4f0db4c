import { z } from 'zod';
import type { Fetched, UpstreamSource } from '../../platform/upstream/upstream-source.ts';
import { baseUrlJoin } from './upstream-helpers.ts';
import { categoryList, ingredientList, numberOrNull, textOrNull } from './product-fields.ts';

// Packaged products change rarely; a product missing today may be added soon, so retry sooner.
const FOUND_TTL_MS = 24 * 3_600_000;
const NOT_FOUND_TTL_MS = 6 * 3_600_000;

// Asking only for what BLOOM reads keeps answers small (a full product is often 100 kB+).
const FIELDS = [
  'product_name',
  'product_name_en',
  'generic_name',
  'generic_name_en',
  'brands',
  'categories',
  'categories_tags',
  'ingredients_text',
  'ingredients_text_en',
  'ingredients',
  'serving_size',
  'nutriments',
].join(',');

const text = z.string().nullish();

const productAnswerSchema = z.object({
  status: z.number(),
  product: z
    .object({
      product_name: text,
      product_name_en: text,
      generic_name: text,
      generic_name_en: text,
      brands: text,
      categories: text,
      categories_tags: z.array(z.string()).nullish(),
      ingredients_text: text,
      ingredients_text_en: text,
      ingredients: z.array(z.object({ text: text })).nullish(),
      serving_size: text,
      nutriments: z.record(z.string(), z.unknown()).nullish(),
    })
    .optional(),
});

/** A product as BLOOM keeps it (and caches it). */
export const offProductSchema = z.object({
  title: z.string().nullable(),
  brand: z.string().nullable(),
  genericName: z.string().nullable(),
  categories: z.array(z.string()),
  ingredients: z.array(z.string()),
  servingSize: z.string().nullable(),
  caloriesPerServing: z.number().nullable(),
});
export type OffProduct = z.infer<typeof offProductSchema>;

const lookupSchema = z.object({ found: z.boolean(), product: offProductSchema.nullable() });
export type OffLookup = z.infer<typeof lookupSchema>;

function toProduct(p: NonNullable<z.output<typeof productAnswerSchema>['product']>): OffProduct {
  const fromText = ingredientList(p.ingredients_text ?? p.ingredients_text_en);
  const fromList = (p.ingredients ?? []).map((i) => i.text?.trim() ?? '').filter((t) => t !== '');
  return {
    title: textOrNull(p.product_name) ?? textOrNull(p.product_name_en),
    brand: textOrNull(
      p.brands
        ?.split(',')
        .map((b) => b.trim())
        .filter(Boolean)
        .join(', '),
    ),
    genericName: textOrNull(p.generic_name) ?? textOrNull(p.generic_name_en),
    categories: categoryList(p.categories, p.categories_tags),
    // The text keeps sub-ingredients ("cheese (raw milk, salt)"); the parsed list only has the top level.
    ingredients: fromText.length > 0 ? fromText : fromList,
    servingSize: textOrNull(p.serving_size),
    caloriesPerServing: numberOrNull(p.nutriments?.['energy-kcal_serving']),
  };
}

export interface OpenFoodFactsClient {
  product(barcode: string): Promise<Fetched<OffLookup>>;
}

/** Open Food Facts product by barcode: `GET {base}/api/v2/product/{code}.json` (404 + status 0 = unknown). */
export function createOpenFoodFactsClient(source: UpstreamSource, config: { baseUrl: string }): OpenFoodFactsClient {
  return {
    product(barcode) {
      const ttl = (lookup: OffLookup) => (lookup.found ? FOUND_TTL_MS : NOT_FOUND_TTL_MS);
      return source.cached({ product: barcode }, lookupSchema, ttl, async () => {
        const url = baseUrlJoin(config.baseUrl, `api/v2/product/${encodeURIComponent(barcode)}.json`);
        url.searchParams.set('fields', FIELDS);
        const answer = await source.getJson(url, productAnswerSchema, { answerStatuses: [404] });
        if (answer.status !== 1 || !answer.product) return { found: false, product: null };
        return { found: true, product: toProduct(answer.product) };
      });
    },
  };
}
