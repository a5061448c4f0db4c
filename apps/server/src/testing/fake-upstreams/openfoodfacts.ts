/**
 * Open Food Facts products as `GET /api/v2/product/{barcode}.json` returns them
 * (https://openfoodfacts.github.io/openfoodfacts-server/api/): `{ code, status, status_verbose,
 * product }`, product fields in OFF's own spelling, nutriments keyed `energy-kcal_serving` etc.
 * 737628064502 is the example product of OFF's documentation.
 */

export const THAI_NOODLE_KIT_UPC = '737628064502';
export const RAW_MILK_CHEESE_UPC = '3760091720030';

const PRODUCTS: Record<string, Record<string, unknown>> = {
  [THAI_NOODLE_KIT_UPC]: {
    _id: THAI_NOODLE_KIT_UPC,
    code: THAI_NOODLE_KIT_UPC,
    product_name: 'Thai peanut noodle kit includes stir-fry rice noodles & thai peanut seasoning',
    product_name_en: 'Thai peanut noodle kit includes stir-fry rice noodles & thai peanut seasoning',
    generic_name: '',
    brands: 'Simply Asia,Thai Kitchen',
    brands_tags: ['simply-asia', 'thai-kitchen'],
    categories:
      'Plant-based foods and beverages, Plant-based foods, Cereals and potatoes, Cereals and their products, Pastas, Noodles, Rice noodles',
    categories_tags: [
      'en:plant-based-foods-and-beverages',
      'en:plant-based-foods',
      'en:cereals-and-potatoes',
      'en:cereals-and-their-products',
      'en:pastas',
      'en:noodles',
      'en:rice-noodles',
    ],
    ingredients_text:
      'Rice noodles (rice, water), seasoning packet (_peanut_, sugar, hydrolyzed _soy_ protein, green onions, corn maltodextrin, spices, salt, garlic, citric acid, yeast extract, sesame oil, natural flavor), chili flakes.',
    ingredients: [
      { id: 'en:rice-noodles', text: 'Rice noodles', percent_estimate: 73, vegan: 'yes', vegetarian: 'yes' },
      { id: 'en:seasoning', text: 'seasoning packet', percent_estimate: 25 },
      { id: 'en:chili-pepper-flakes', text: 'chili flakes', percent_estimate: 2, vegan: 'yes' },
    ],
    serving_size: '52 g',
    serving_quantity: 52,
    nutrition_data_per: '100g',
    nutriments: {
      'energy-kcal': 385,
      'energy-kcal_100g': 385,
      'energy-kcal_serving': 200,
      'energy-kcal_unit': 'kcal',
      'energy-kcal_value': 385,
      fat_100g: 7.69,
      fat_serving: 4,
      proteins_100g: 9.62,
      proteins_serving: 5,
      salt_100g: 1.92,
      sodium_100g: 0.769,
    },
    nutriscore_grade: 'd',
    lang: 'en',
  },
  [RAW_MILK_CHEESE_UPC]: {
    _id: RAW_MILK_CHEESE_UPC,
    code: RAW_MILK_CHEESE_UPC,
    product_name: 'Camembert de Normandie au lait cru',
    product_name_en: 'Raw milk Camembert',
    generic_name: 'Soft cheese with a bloomy rind made from raw milk',
    brands: 'Fromagerie du Pré',
    categories: 'Dairies, Fermented foods, Fermented milk products, Cheeses, Cow cheeses, Soft cheeses, Camemberts',
    categories_tags: ['en:dairies', 'en:cheeses', 'en:soft-cheeses', 'en:camemberts'],
    ingredients_text: 'Raw _milk_, salt, lactic cultures, animal rennet',
    ingredients: [
      { id: 'en:raw-milk', text: 'Raw _milk_' },
      { id: 'en:salt', text: 'salt' },
      { id: 'en:lactic-ferments', text: 'lactic cultures' },
      { id: 'en:animal-rennet', text: 'animal rennet' },
    ],
    serving_size: '30 g',
    serving_quantity: 30,
    // Some products carry nutriments as strings; the client has to cope.
    nutriments: { 'energy-kcal_100g': '297', 'energy-kcal_serving': '89', fat_100g: 24 },
    lang: 'fr',
  },
};

/** OFF keys products by EAN-13: a 12-digit UPC-A is the same product with a leading 0. */
const normalizeCode = (code: string) => (/^\d{12}$/.test(code) ? `0${code}` : code);

export function productAnswer(code: string, fields: string | null) {
  const key = Object.keys(PRODUCTS).find((k) => normalizeCode(k) === normalizeCode(code));
  const product = key ? PRODUCTS[key] : undefined;
  if (!product) return null;
  const wanted = fields?.split(',').filter(Boolean);
  // OFF returns only the requested fields when `fields` is given.
  const picked = wanted ? Object.fromEntries(Object.entries(product).filter(([k]) => wanted.includes(k))) : product;
  return { code, product: picked, status: 1, status_verbose: 'product found' };
}

export function productNotFound(code: string) {
  return { code, status: 0, status_verbose: 'product not found' };
}
