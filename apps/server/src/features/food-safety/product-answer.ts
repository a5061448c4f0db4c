import type { ProductInfo, ProductSafety, UpcLookupResult } from '@bloom/contract';
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
  description: 'This product could not be assessed.',
  reason: "There was no product information to check against BLOOM's list of pregnancy risk foods.",
  guidelines: [
    'Read the ingredient list on the package and check anything you are unsure about in Food Search.',
    'Ask your healthcare provider if you are unsure.',
  ],
};

function checkDigitNote(barcode: Barcode): string {
  return barcode.checkDigitValid === false
    ? ` The check digit of this ${barcode.kind} number does not match, so a digit may have been typed wrong.`
    : '';
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
  const description = `No product with this barcode was found in ${OPEN_FOOD_FACTS}.`;
  return {
    productInfo: emptyProduct(barcode, description, OPEN_FOOD_FACTS),
    safetyInfo: UNASSESSED,
    lastUpdated: fetchedAt.toISOString(),
    error: null,
  };
}

/** A found product and its pregnancy assessment over its name, ingredients and categories. */
export function foundProduct(barcode: Barcode, product: OffProduct, fetchedAt: Date): UpcLookupResult {
  const category = product.categories.at(-1) ?? null;
  const description = product.genericName ?? `Listed in ${OPEN_FOOD_FACTS}${category ? ` under ${category}` : ''}.`;
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
