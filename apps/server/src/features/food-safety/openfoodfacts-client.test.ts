import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOOM_USER_AGENT } from '../../platform/upstream/upstream-source.ts';
import { RAW_MILK_CHEESE_UPC, THAI_NOODLE_KIT_UPC } from '../../testing/fake-upstreams.ts';
import { FAILURE_MODES, startAdapterKit, type AdapterKit } from './adapter-test-kit.ts';
import { createOpenFoodFactsClient, type OpenFoodFactsClient } from './openfoodfacts-client.ts';

describe('Open Food Facts adapter against the fake API', () => {
  let kit: AdapterKit;
  let off: OpenFoodFactsClient;
  beforeAll(async () => {
    kit = await startAdapterKit();
  });
  afterAll(() => kit.close());
  beforeEach(() => {
    kit.fake.reset();
    off = createOpenFoodFactsClient(kit.source('Open Food Facts'), { baseUrl: kit.fake.env.OPENFOODFACTS_BASE_URL });
  });

  it('maps a found product, asking only for the fields BLOOM reads', async () => {
    const { value } = await off.product(THAI_NOODLE_KIT_UPC);
    expect(value).toEqual({
      found: true,
      product: {
        title: 'Thai peanut noodle kit includes stir-fry rice noodles & thai peanut seasoning',
        brand: 'Simply Asia, Thai Kitchen',
        genericName: null,
        categories: [
          'Plant-based foods and beverages',
          'Plant-based foods',
          'Cereals and potatoes',
          'Cereals and their products',
          'Pastas',
          'Noodles',
          'Rice noodles',
        ],
        ingredients: [
          'Rice noodles (rice, water)',
          'seasoning packet (peanut, sugar, hydrolyzed soy protein, green onions, corn maltodextrin, spices, salt, garlic, citric acid, yeast extract, sesame oil, natural flavor)',
          'chili flakes',
        ],
        servingSize: '52 g',
        caloriesPerServing: 200,
      },
    });
    const request = kit.fake.requests[0];
    expect(request?.path).toBe(`/api/v2/product/${THAI_NOODLE_KIT_UPC}.json`);
    expect(request?.query.fields?.split(',')).toEqual(expect.arrayContaining(['product_name', 'ingredients_text']));
    expect(request?.userAgent).toBe(BLOOM_USER_AGENT);
  });

  it('reads nutriments written as strings and strips allergen underscores', async () => {
    const { value } = await off.product(RAW_MILK_CHEESE_UPC);
    expect(value.product).toMatchObject({
      title: 'Camembert de Normandie au lait cru',
      genericName: 'Soft cheese with a bloomy rind made from raw milk',
      ingredients: ['Raw milk', 'salt', 'lactic cultures', 'animal rennet'],
      servingSize: '30 g',
      caloriesPerServing: 89,
    });
  });

  it('reports an unknown barcode (HTTP 404, status 0) as not found and caches that answer', async () => {
    await expect(off.product('00000000')).resolves.toMatchObject({ value: { found: false, product: null } });
    await expect(off.product('00000000')).resolves.toMatchObject({ fromCache: true });
    expect(kit.fake.requests).toHaveLength(1);
  });

  it.each(FAILURE_MODES)('fails with an UpstreamError of kind $kind when the API answers $mode', async (c) => {
    kit.fake.fail('openfoodfacts', c.mode);
    await expect(off.product(`4006381333${FAILURE_MODES.indexOf(c)}31`)).rejects.toMatchObject({
      kind: c.kind,
      upstream: 'Open Food Facts',
      ...(c.status ? { status: c.status } : {}),
    });
  });
});
