import type { FoodSearchResult, RecentFoodChecks, UpcLookupResult } from '@bloom/contract';

const recall = (n: number, status = 'Ongoing') => ({
  firm: `Creamery ${n}`,
  status,
  reason: `Listeria found in lot ${n}.`,
  reportDate: '2025-03-05',
  recallNumber: `F-000${n}-2025`,
});

const nutrition = (fdcId: number, description: string) => ({
  fdcId,
  description,
  foodCategory: 'Dairy and Egg Products',
  foodNutrients: [
    { nutrientName: 'Protein', amount: 20.8, unitName: 'G' },
    { nutrientName: 'Total lipid (fat)', amount: 27.7, unitName: 'G' },
    { nutrientName: 'Carbohydrate, by difference', amount: 0.45, unitName: 'G' },
    { nutrientName: 'Energy', amount: 334, unitName: 'KCAL' },
    { nutrientName: 'Calcium, Ca', amount: 184, unitName: 'MG' },
  ],
});

export function aFoodSearchResult(overrides: Partial<FoodSearchResult> = {}): FoodSearchResult {
  return {
    hasRealData: true,
    lastUpdated: '2025-03-06T15:30:00.000Z',
    safetyInfo: {
      foodName: 'Soft Cheese',
      status: 'caution',
      description: 'Soft cheeses such as brie are fine when made with pasteurized milk.',
      reason: 'Soft cheeses can carry Listeria.',
      guidelines: ['Eat it only if the label says "made with pasteurized milk".', 'Heat it until steaming hot.'],
      sourceOrganization: 'U.S. Food and Drug Administration (FDA)',
      sourceUrl: 'https://www.fda.gov/food/people-risk-foodborne-illness',
      reviewed: '2025-01-15',
    },
    recallInfo: {
      hasActiveRecalls: true,
      activeRecallCount: 2,
      recentRecalls: [recall(1), recall(2), recall(3, 'Terminated')],
    },
    nutritionData: [nutrition(1, 'Cheese, brie'), nutrition(2, 'Cheese, camembert'), nutrition(3, 'Cheese, feta')],
    localResults: [
      { id: 'soft-cheese', name: 'Soft Cheese', status: 'caution', description: 'Brie, camembert, feta.' },
      { id: 'raw-milk-cheese', name: 'Raw Milk Cheese', status: 'avoid', description: 'Cheese made from raw milk.' },
    ],
    error: null,
    ...overrides,
  };
}

export function aUpcResult(overrides: Partial<UpcLookupResult> = {}): UpcLookupResult {
  return {
    productInfo: {
      found: true,
      title: 'Camembert de Normandie au lait cru',
      brand: 'Fromagerie du Pré',
      upc: '3760091720030',
      barcodeType: 'EAN-13',
      checkDigitValid: true,
      category: 'Soft cheeses',
      description: 'Soft cheese with a bloomy rind made from raw milk',
      ingredients: [
        'Raw milk',
        'salt',
        'cultures',
        'rennet',
        'calcium chloride',
        'annatto',
        'lipase',
        'mold',
        'herbs',
        'pepper',
      ],
      nutritionFacts: { servingSize: '30 g', calories: 89 },
      source: 'Open Food Facts',
    },
    safetyInfo: {
      status: 'avoid',
      description: 'Not recommended during pregnancy. Flagged on the label: raw milk (Avoid).',
      reason: 'Raw milk can carry Listeria.',
      guidelines: ['Skip foods made from raw milk.'],
    },
    lastUpdated: '2025-03-06T15:30:00.000Z',
    error: null,
    ...overrides,
  };
}

/** What GET /api/food-safety/recent answers a user who has checked nothing yet. */
export function exampleChecks(): RecentFoodChecks {
  return {
    examples: true,
    checks: [
      { foodName: 'Salmon', status: 'safe', label: 'Safe (cooked)', checkedAt: null },
      { foodName: 'Soft Cheese', status: 'avoid', label: 'Avoid', checkedAt: null },
    ],
  };
}

/** The Recent Checks read every Food Search tab makes, answered with the examples. */
export const recentChecksRoute = () => ({
  'GET /api/food-safety/recent': [200, exampleChecks()] as [number, unknown],
});
