import {
  CHECK_DIGIT_MISMATCH_MESSAGE,
  PRODUCT_ASK_PROVIDER_MESSAGE,
  PRODUCT_LISTED_MESSAGE,
  PRODUCT_NOT_ASSESSED_MESSAGE,
  PRODUCT_NOT_ASSESSED_REASON_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_READ_INGREDIENTS_MESSAGE,
  type ProductInfo,
  type ProductSafety,
  type UpcLookupResult,
} from '@bloom/contract';
import { assessProduct, type BarcodeKind } from '@bloom/knowledge';
import type { OffProduct } from './openfoodfacts-client.ts';

export const OPEN_FOOD_FACTS = 'Open Food Facts';

export interface Barcode {
  upc: string;
  kind: BarcodeKind;
  checkDigitValid: boolean | null;
}

const UNASSESSED: ProductSafety = {
  status: 'unknown',
  description: PRODUCT_NOT_ASSESSED_MESSAGE,
  reason: PRODUCT_NOT_ASSESSED_REASON_MESSAGE,
  guidelines: [PRODUCT_READ_INGREDIENTS_MESSAGE, PRODUCT_ASK_PROVIDER_MESSAGE],
};

function checkDigitNote(barcode: Barcode): string {
  return barcode.checkDigitValid === false ? ` ${CHECK_DIGIT_MISMATCH_MESSAGE(barcode.kind)}` : '';
}

function emptyProduct(barcode: Barcode, description: string, source: string | null): ProductInfo {
  return {
    found: false,
    title: null,
    brand: null,
    upc: barcode.upc,
    barcodeType: barcode.kind,
    checkDigitValid: barcode.checkDigitValid,
    category: null,
    description: `${description}${checkDigitNote(barcode)}`,
    ingredients: [],
    nutritionFacts: { servingSize: null, calories: null },
    source,
  };
}

export function notLookedUp(barcode: Barcode, description: string, error: string | null): UpcLookupResult {
  return { productInfo: emptyProduct(barcode, description, null), safetyInfo: UNASSESSED, lastUpdated: null, error };
}

export function notFound(barcode: Barcode, fetchedAt: Date): UpcLookupResult {
  return {
    productInfo: emptyProduct(barcode, PRODUCT_NOT_FOUND_MESSAGE, OPEN_FOOD_FACTS),
    safetyInfo: UNASSESSED,
    lastUpdated: fetchedAt.toISOString(),
    error: null,
  };
}

/** A found product and its pregnancy assessment over its name, ingredients and categories. */
export function foundProduct(barcode: Barcode, product: OffProduct, fetchedAt: Date): UpcLookupResult {
  const category = product.categories.at(-1) ?? null;
  const description = product.genericName ?? PRODUCT_LISTED_MESSAGE(category);
  const assessment = assessProduct({
    ...(product.title ? { title: product.title } : {}),
    ingredients: product.ingredients,
    categories: product.categories,
  });
  return {
    productInfo: {
      found: true,
      title: product.title,
      brand: product.brand,
      upc: barcode.upc,
      barcodeType: barcode.kind,
      checkDigitValid: barcode.checkDigitValid,
      category,
      description: `${description}${checkDigitNote(barcode)}`,
      ingredients: product.ingredients,
      nutritionFacts: { servingSize: product.servingSize, calories: product.caloriesPerServing },
      source: OPEN_FOOD_FACTS,
    },
    safetyInfo: {
      status: assessment.status,
      description: assessment.description,
      reason: assessment.reason,
      guidelines: assessment.guidelines,
    },
    lastUpdated: fetchedAt.toISOString(),
    error: null,
  };
}
