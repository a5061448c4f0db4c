/**
 * FoodData Central `GET /v1/foods/search` answers, shaped like the documented SearchResult
 * (https://fdc.nal.usda.gov/api-spec/fdc_api.html): paging fields, foodSearchCriteria, and foods
 * with abridged nutrients. Values are per 100 g as the SR Legacy records give them. As the live API
 * does, a search food's nutrient carries its amount as `value` (not the `amount` of the published
 * AbridgedFoodNutrient schema); BLOOM's adapter renames it to the contract's `amount`.
 */

function nutrient(nutrientId: number, nutrientName: string, nutrientNumber: string, unitName: string, value: number) {
  return {
    nutrientId,
    nutrientName,
    nutrientNumber,
    unitName,
    derivationCode: 'A',
    derivationDescription: 'Analytical',
    derivationId: 1,
    value,
    foodNutrientSourceId: 1,
    foodNutrientSourceCode: '1',
    foodNutrientSourceDescription: 'Analytical or derived from analytical',
    rank: 600,
    indentLevel: 1,
    foodNutrientId: nutrientId * 1000 + Math.round(value),
  };
}

function srLegacyFood(fdcId: number, ndbNumber: number, description: string, nutrients: ReturnType<typeof nutrient>[]) {
  return {
    fdcId,
    description,
    commonNames: '',
    additionalDescriptions: '',
    dataType: 'SR Legacy',
    ndbNumber,
    publishedDate: '2019-04-01',
    foodCategory: 'Finfish and Shellfish Products',
    allHighlightFields: '',
    score: 612.4,
    microbes: [],
    foodNutrients: nutrients,
    finalFoodInputFoods: [],
    foodMeasures: [],
    foodAttributes: [],
    foodAttributeTypes: [],
    foodVersionIds: [],
  };
}

export const USDA_FOODS = [
  srLegacyFood(175168, 15237, 'Fish, salmon, Atlantic, farmed, cooked, dry heat', [
    nutrient(1003, 'Protein', '203', 'G', 22.1),
    nutrient(1004, 'Total lipid (fat)', '204', 'G', 12.4),
    nutrient(1005, 'Carbohydrate, by difference', '205', 'G', 0),
    nutrient(1008, 'Energy', '208', 'KCAL', 206),
    nutrient(1089, 'Iron, Fe', '303', 'MG', 0.34),
    nutrient(1114, 'Vitamin D (D2 + D3)', '328', 'UG', 13.1),
  ]),
  srLegacyFood(171998, 15086, 'Fish, salmon, Atlantic, wild, cooked, dry heat', [
    nutrient(1003, 'Protein', '203', 'G', 25.4),
    nutrient(1004, 'Total lipid (fat)', '204', 'G', 8.13),
    nutrient(1005, 'Carbohydrate, by difference', '205', 'G', 0),
    nutrient(1008, 'Energy', '208', 'KCAL', 182),
    nutrient(1089, 'Iron, Fe', '303', 'MG', 1.03),
  ]),
  srLegacyFood(173686, 15085, 'Fish, salmon, Atlantic, wild, raw', [
    nutrient(1003, 'Protein', '203', 'G', 19.8),
    nutrient(1004, 'Total lipid (fat)', '204', 'G', 6.34),
    nutrient(1005, 'Carbohydrate, by difference', '205', 'G', 0),
    nutrient(1008, 'Energy', '208', 'KCAL', 142),
  ]),
];

/** A search answer: foods whose description contains every word of the query, as FDC's default does. */
export function usdaSearchAnswer(query: string, pageSize: number) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = USDA_FOODS.filter((food) => words.every((w) => food.description.toLowerCase().includes(w)));
  const foods = hits.slice(0, pageSize);
  return {
    totalHits: hits.length,
    currentPage: 1,
    totalPages: hits.length === 0 ? 0 : Math.ceil(hits.length / pageSize),
    pageList: hits.length === 0 ? [] : [1],
    foodSearchCriteria: {
      query,
      generalSearchInput: query,
      pageNumber: 1,
      numberOfResultsPerPage: 50,
      pageSize,
      requireAllWords: false,
    },
    foods,
    aggregations: { dataType: hits.length === 0 ? {} : { 'SR Legacy': hits.length }, nutrients: {} },
  };
}
