import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOOM_USER_AGENT } from '../../platform/upstream/upstream-source.ts';
import { FAILURE_MODES, startAdapterKit, type AdapterKit } from './adapter-test-kit.ts';
import { createUsdaClient, type UsdaClient } from './usda-client.ts';

describe('USDA FoodData Central adapter against the fake API', () => {
  let kit: AdapterKit;
  let usda: UsdaClient;
  beforeAll(async () => {
    kit = await startAdapterKit();
  });
  afterAll(() => kit.close());
  beforeEach(() => {
    kit.fake.reset();
    usda = createUsdaClient(kit.source('USDA FoodData Central'), {
      baseUrl: kit.fake.env.USDA_API_BASE_URL,
      apiKey: kit.fake.env.USDA_API_KEY,
    });
  });

  it('maps the search answer to nutrition items and asks with key, query, page size and User-Agent', async () => {
    const { value, fromCache } = await usda.searchFoods('Salmon');
    expect(fromCache).toBe(false);
    expect(value).toHaveLength(3);
    expect(value[0]).toEqual({
      fdcId: 175168,
      description: 'Fish, salmon, Atlantic, farmed, cooked, dry heat',
      foodCategory: 'Finfish and Shellfish Products',
      foodNutrients: [
        { nutrientName: 'Protein', amount: 22.1, unitName: 'G' },
        { nutrientName: 'Total lipid (fat)', amount: 12.4, unitName: 'G' },
        { nutrientName: 'Carbohydrate, by difference', amount: 0, unitName: 'G' },
        { nutrientName: 'Energy', amount: 206, unitName: 'KCAL' },
        { nutrientName: 'Iron, Fe', amount: 0.34, unitName: 'MG' },
        { nutrientName: 'Vitamin D (D2 + D3)', amount: 13.1, unitName: 'UG' },
      ],
    });
    expect(kit.fake.requests).toEqual([
      {
        upstream: 'usda',
        path: '/v1/foods/search',
        query: { api_key: 'FAKE_TEST_KEY', query: 'salmon', pageSize: '5' },
        userAgent: BLOOM_USER_AGENT,
      },
    ]);
  });

  it('serves a repeated search from the cache, whatever its spacing and case', async () => {
    await usda.searchFoods('wild salmon');
    const again = await usda.searchFoods('  WILD   Salmon ');
    expect(again.fromCache).toBe(true);
    expect(again.value.map((f) => f.fdcId)).toEqual([171998, 173686]);
    expect(kit.fake.requests).toHaveLength(1);
  });

  it('answers an empty list when nothing matches', async () => {
    await expect(usda.searchFoods('zzzz')).resolves.toMatchObject({ value: [] });
  });

  it.each(FAILURE_MODES)('fails with an UpstreamError of kind $kind when the API answers $mode', async (c) => {
    kit.fake.fail('usda', c.mode);
    await expect(usda.searchFoods(`salmon ${c.mode}`)).rejects.toMatchObject({
      name: 'UpstreamError',
      kind: c.kind,
      upstream: 'USDA FoodData Central',
      ...(c.status ? { status: c.status } : {}),
    });
    // The failure was not cached: once the API is back, the same search succeeds.
    kit.fake.fail('usda', null);
    await expect(usda.searchFoods(`salmon ${c.mode}`)).resolves.toMatchObject({ fromCache: false });
  });
});
