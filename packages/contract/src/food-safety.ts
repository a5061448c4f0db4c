import { z } from 'zod';

export const FOOD_TERM_MAX_LENGTH = 100;
export const UPC_MIN_DIGITS = 8;
export const UPC_MAX_DIGITS = 14;

// Messages of the food search and UPC forms, shown by the web form and in the API's 400 body.
export const FOOD_TERM_REQUIRED_MESSAGE = 'Enter a food or ingredient to check';
export const FOOD_TERM_TOO_LONG_MESSAGE = `Search terms can be at most ${FOOD_TERM_MAX_LENGTH} characters`;
export const UPC_DIGITS_ONLY_MESSAGE = 'UPC must contain only digits';
export const UPC_TOO_SHORT_MESSAGE = `UPC must have at least ${UPC_MIN_DIGITS} digits`;
export const UPC_TOO_LONG_MESSAGE = `UPC must have at most ${UPC_MAX_DIGITS} digits`;

// The search's and the UPC look-up's `error` when live data was not used (BLOOM's own answer still shows).
export const LIVE_USDA_UNAVAILABLE_MESSAGE = "Live USDA data is unavailable right now; showing BLOOM's local database.";
export const LIVE_FDA_UNAVAILABLE_MESSAGE =
  "Live FDA recall data is unavailable right now; showing BLOOM's local database.";
export const LIVE_USDA_AND_FDA_UNAVAILABLE_MESSAGE =
  "Live USDA and FDA data are unavailable right now; showing BLOOM's local database.";
export const OPEN_FOOD_FACTS_UNAVAILABLE_MESSAGE =
  'Open Food Facts is unavailable right now, so the product could not be looked up. Please try again later.';
export const LIVE_SEARCH_PAUSED_MESSAGE =
  "You have made many searches in the last minute, so live USDA and FDA data are paused; showing BLOOM's local database.";
export const UPC_LOOKUPS_PAUSED_MESSAGE =
  'You have made many lookups in the last minute, so product lookups are paused. Please try again in a minute.';
// The product's `description` when the barcode was not looked up.
export const PRODUCT_LOOKUP_OFF_MESSAGE =
  'Live product lookups are turned off on this BLOOM server, so this barcode could not be looked up.';
export const PRODUCT_INFO_UNAVAILABLE_MESSAGE = 'Product information could not be loaded right now.';
export const PRODUCT_LOOKUP_PAUSED_MESSAGE =
  'Live product lookups are paused for a minute, so this barcode could not be looked up.';
/** The product's `description` when Open Food Facts does not know the barcode. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'No product with this barcode was found in Open Food Facts.';
/** The product's `description` when Open Food Facts gives no generic name: where it lists it. */
export const PRODUCT_LISTED_MESSAGE = (category: string | null) =>
  `Listed in Open Food Facts${category ? ` under ${category}` : ''}.`;
/** Added to the product's `description` when the barcode's check digit does not match. */
export const CHECK_DIGIT_MISMATCH_MESSAGE = (kind: string) =>
  `The check digit of this ${kind} number does not match, so a digit may have been typed wrong.`;
// The safety answer for a product that could not be assessed (not found, or not looked up).
export const PRODUCT_NOT_ASSESSED_MESSAGE = 'This product could not be assessed.';
export const PRODUCT_NOT_ASSESSED_REASON_MESSAGE =
  "There was no product information to check against BLOOM's list of pregnancy risk foods.";
export const PRODUCT_READ_INGREDIENTS_MESSAGE =
  'Read the ingredient list on the package and check anything you are unsure about in Food Search.';
export const PRODUCT_ASK_PROVIDER_MESSAGE = 'Ask your healthcare provider if you are unsure.';

export const foodSearchTermSchema = z
  .string({ message: FOOD_TERM_REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: FOOD_TERM_REQUIRED_MESSAGE })
  .max(FOOD_TERM_MAX_LENGTH, { message: FOOD_TERM_TOO_LONG_MESSAGE });

export const foodSearchFormSchema = z.object({ term: foodSearchTermSchema });
export type FoodSearchForm = z.infer<typeof foodSearchFormSchema>;

/**
 * GET /api/food-safety/search/{term}. The route is a wildcard (`/search/*`): the router turns a
 * named parameter longer than 100 characters into a bare 414 before validation runs, and a
 * wildcard is not limited. The server copies the wildcard segment to `term` before validation, so
 * an over-long or empty term gets this schema's message keyed by `term` like any other mistake.
 */
export const foodSearchParamsSchema = z.object({ term: foodSearchTermSchema });

export const upcSchema = z
  .string({ message: UPC_TOO_SHORT_MESSAGE })
  .regex(/^\d*$/, { message: UPC_DIGITS_ONLY_MESSAGE })
  .min(UPC_MIN_DIGITS, { message: UPC_TOO_SHORT_MESSAGE })
  .max(UPC_MAX_DIGITS, { message: UPC_TOO_LONG_MESSAGE });

export const upcFormSchema = z.object({ upc: upcSchema });
export type UpcForm = z.infer<typeof upcFormSchema>;
export const upcLookupParamsSchema = z.object({ upc: upcSchema });

/** Spec §3: safe, caution, avoid; the web shows anything else as 'Unknown'. */
export const foodSafetyStatusSchema = z.enum(['safe', 'caution', 'avoid']);
export type FoodSafetyStatus = z.infer<typeof foodSafetyStatusSchema>;

export const foodSafetyInfoSchema = z.object({
  foodName: z.string(),
  status: foodSafetyStatusSchema,
  description: z.string(),
  /** The "Why" on the safety card. */
  reason: z.string(),
  guidelines: z.array(z.string()),
  sourceOrganization: z.string(),
  sourceUrl: z.url(),
  /** Date the record was last checked against its source, YYYY-MM-DD. */
  reviewed: z.string(),
  /**
   * Only in a Spanish answer whose verdict has no Spanish yet (issue 35): says so, in Spanish,
   * above the English text. Absent from English answers.
   */
  translationNotice: z.string().optional(),
});
export type FoodSafetyInfo = z.infer<typeof foodSafetyInfoSchema>;

export const foodRecallSchema = z.object({
  firm: z.string(),
  status: z.string(),
  reason: z.string(),
  /** YYYY-MM-DD when openFDA's date is well-formed, else as openFDA wrote it. */
  reportDate: z.string(),
  recallNumber: z.string(),
});
export type FoodRecall = z.infer<typeof foodRecallSchema>;

export const foodRecallInfoSchema = z.object({
  hasActiveRecalls: z.boolean(),
  activeRecallCount: z.number().int().min(0),
  recentRecalls: z.array(foodRecallSchema),
});
export type FoodRecallInfo = z.infer<typeof foodRecallInfoSchema>;

/** Spec §3: one nutrient of a USDA food as {nutrientName, amount, unitName}, amount per 100 g. */
export const usdaNutrientSchema = z.object({ nutrientName: z.string(), amount: z.number(), unitName: z.string() });
export type UsdaNutrient = z.infer<typeof usdaNutrientSchema>;
export const nutritionItemSchema = z.object({
  fdcId: z.number().int(),
  description: z.string(),
  foodCategory: z.string().nullable(),
  foodNutrients: z.array(usdaNutrientSchema),
});
export type NutritionItem = z.infer<typeof nutritionItemSchema>;

export const localFoodResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: foodSafetyStatusSchema,
  description: z.string(),
});
export type LocalFoodResult = z.infer<typeof localFoodResultSchema>;

export const foodSearchResultSchema = z.object({
  /** True only when at least one live source (USDA, openFDA) answered this search. */
  hasRealData: z.boolean(),
  /** When the live data was fetched; null when the answer is local only. */
  lastUpdated: z.iso.datetime().nullable(),
  /** BLOOM's knowledge-base verdict; null when no food matched. */
  safetyInfo: foodSafetyInfoSchema.nullable(),
  /** Null when openFDA was not asked or did not answer. */
  recallInfo: foodRecallInfoSchema.nullable(),
  nutritionData: z.array(nutritionItemSchema),
  localResults: z.array(localFoodResultSchema),
  /** What failed, for the yellow notice; null when nothing did. */
  error: z.string().nullable(),
});
export type FoodSearchResult = z.infer<typeof foodSearchResultSchema>;

export const productInfoSchema = z.object({
  found: z.boolean(),
  title: z.string().nullable(),
  brand: z.string().nullable(),
  upc: z.string(),
  /** UPC-A, EAN-13, … as read from the number of digits. */
  barcodeType: z.string(),
  /** Whether the GS1 check digit matches; null for lengths without one. */
  checkDigitValid: z.boolean().nullable(),
  category: z.string().nullable(),
  description: z.string(),
  ingredients: z.array(z.string()),
  nutritionFacts: z.object({ servingSize: z.string().nullable(), calories: z.number().nullable() }),
  /** Where the product data came from; null when no product database was asked. */
  source: z.string().nullable(),
});
export type ProductInfo = z.infer<typeof productInfoSchema>;

export const productSafetySchema = z.object({
  /** 'unknown' when there was no product to assess. */
  status: z.enum(['safe', 'caution', 'avoid', 'unknown']),
  description: z.string(),
  reason: z.string(),
  guidelines: z.array(z.string()),
});
export type ProductSafety = z.infer<typeof productSafetySchema>;

export const upcLookupResultSchema = z.object({
  productInfo: productInfoSchema,
  safetyInfo: productSafetySchema,
  /** When the product data was fetched; null when nothing live was used. */
  lastUpdated: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type UpcLookupResult = z.infer<typeof upcLookupResultSchema>;

/** Spec §2 Recent Checks: the user's own latest checks, newest first, one per food. */
export const RECENT_FOOD_CHECKS_SHOWN = 5;

/** A check's verdict: the search's safety status, or 'unknown' when the knowledge base had none. */
export const foodCheckStatusSchema = z.enum(['safe', 'caution', 'avoid', 'unknown']);
export type FoodCheckStatus = z.infer<typeof foodCheckStatusSchema>;

export const recentFoodCheckSchema = z.object({
  /** The knowledge base's name for the food (e.g. 'Soft Cheese' for "brie"), else the term as typed. */
  foodName: z.string(),
  status: foodCheckStatusSchema,
  /** The badge's words when they are not the status's own (the spec's 'Safe (cooked)'). */
  label: z.string().optional(),
  /** When the user checked it; null for the examples a new user sees. */
  checkedAt: z.iso.datetime().nullable(),
});
export type RecentFoodCheck = z.infer<typeof recentFoodCheckSchema>;

/**
 * Spec §2: "Recent Checks is fixed: Salmon is safe ('Safe (cooked)') and Soft Cheese is avoid
 * ('Avoid')". A new user's examples are exactly these (issue 33); a search's verdict stays the
 * knowledge base's (FDA: soft cheese made with pasteurized milk is fine, so the search says Caution).
 */
export const EXAMPLE_FOOD_CHECKS: readonly RecentFoodCheck[] = [
  { foodName: 'Salmon', status: 'safe', label: 'Safe (cooked)', checkedAt: null },
  { foodName: 'Soft Cheese', status: 'avoid', label: 'Avoid', checkedAt: null },
];

/** GET /api/food-safety/recent */
export const recentFoodChecksSchema = z.object({
  /** True when the user has not checked anything yet and `checks` are the spec's two examples. */
  examples: z.boolean(),
  checks: z.array(recentFoodCheckSchema).max(RECENT_FOOD_CHECKS_SHOWN),
});
export type RecentFoodChecks = z.infer<typeof recentFoodChecksSchema>;
