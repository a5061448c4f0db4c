import {
  FOOD_TERM_REQUIRED_MESSAGE,
  FOOD_TERM_TOO_LONG_MESSAGE,
  LIVE_FDA_UNAVAILABLE_MESSAGE,
  LIVE_SEARCH_PAUSED_MESSAGE,
  LIVE_USDA_AND_FDA_UNAVAILABLE_MESSAGE,
  LIVE_USDA_UNAVAILABLE_MESSAGE,
  OPEN_FOOD_FACTS_UNAVAILABLE_MESSAGE,
  UPC_DIGITS_ONLY_MESSAGE,
  UPC_LOOKUPS_PAUSED_MESSAGE,
  UPC_TOO_LONG_MESSAGE,
  UPC_TOO_SHORT_MESSAGE,
} from '@bloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeUpstreams,
  THAI_NOODLE_KIT_UPC,
  RAW_MILK_CHEESE_UPC,
  UPSTREAM_TIMEOUTS,
  type FakeUpstreams,
} from '../../testing/fake-upstreams.ts';
import { memoryRateLimiter } from '../../platform/rate-limit.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

const search = (t: TestApp, user: TestUser, term: string) =>
  t.app.inject({ url: `/api/food-safety/search/${encodeURIComponent(term)}`, headers: user.headers });
const lookup = (t: TestApp, user: TestUser, upc: string) =>
  t.app.inject({ url: `/api/upc/lookup/${encodeURIComponent(upc)}`, headers: user.headers });

describe('food safety API with live data from the fake upstreams', () => {
  let fake: FakeUpstreams;
  let t: TestApp;
  let user: TestUser;
  /** An app that gives up on the upstreams soon, for the tests where they never answer. */
  let hasty: TestApp;
  let hastyUser: TestUser;
  beforeAll(async () => {
    fake = await startFakeUpstreams();
    t = await createTestApp({ LIVE_DATA: 'on', UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUTS.patient), ...fake.env });
    user = await t.createUser();
    hasty = await createTestApp({ LIVE_DATA: 'on', UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUTS.hasty), ...fake.env });
    hastyUser = await hasty.createUser();
  });
  afterAll(async () => {
    await t.close();
    await hasty.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('asks for a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/food-safety/search/brie' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/upc/lookup/${THAI_NOODLE_KIT_UPC}` })).statusCode).toBe(401);
  });

  it('answers "brie" from the knowledge base with its source, plus live recalls', async () => {
    const res = await search(t, user, 'brie');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.safetyInfo).toMatchObject({
      foodName: 'Soft Cheese',
      status: 'caution',
      guidelines: expect.arrayContaining([expect.stringContaining('pasteurized')]),
      sourceOrganization: expect.stringContaining('FDA'),
      sourceUrl: expect.stringMatching(/^https:\/\//),
    });
    expect(body.localResults[0]).toMatchObject({ id: 'soft-cheese', status: 'caution' });
    expect(body.recallInfo).toMatchObject({ hasActiveRecalls: true, activeRecallCount: 1 });
    expect(body).toMatchObject({ hasRealData: true, nutritionData: [], error: null });
    expect(Date.parse(body.lastUpdated)).not.toBeNaN();
  });

  it('adds USDA nutrition for "salmon", and openFDA’s "no matches" counts as an answer', async () => {
    const body = (await search(t, user, 'salmon')).json();
    expect(body.safetyInfo).toMatchObject({ foodName: 'Salmon', status: 'safe' });
    expect(body.nutritionData).toHaveLength(3);
    // Spec §3 names: FoodData Central's `value` arrives as `amount`.
    expect(body.nutritionData[0].foodNutrients[0]).toEqual({ nutrientName: 'Protein', amount: 22.1, unitName: 'G' });
    expect(body.recallInfo).toEqual({ hasActiveRecalls: false, activeRecallCount: 0, recentRecalls: [] });
    expect(body).toMatchObject({ hasRealData: true, error: null });
    expect(fake.requests.map((r) => r.upstream).sort()).toEqual(['openfda', 'usda']);
  });

  it('serves a repeated search from the cache without asking the APIs again', async () => {
    await search(t, user, 'cheddar');
    fake.reset();
    const again = (await search(t, user, 'Cheddar')).json();
    expect(again.hasRealData).toBe(true);
    expect(fake.requests).toEqual([]);
  });

  it('lists FDA recalls for "cheese", newest first, with the active count', async () => {
    const body = (await search(t, user, 'cheese')).json();
    expect(body.recallInfo.activeRecallCount).toBe(2);
    expect(body.recallInfo.recentRecalls.map((r: { recallNumber: string }) => r.recallNumber)).toEqual([
      'F-0412-2025',
      'F-0977-2024',
      'F-1530-2023',
    ]);
  });

  it('answers with no safety card and no local results when nothing matches anywhere', async () => {
    const body = (await search(t, user, 'xylophone')).json();
    expect(body).toMatchObject({ safetyInfo: null, localResults: [], nutritionData: [], error: null });
  });

  it('treats a term containing HTML or SQL as plain text', async () => {
    for (const term of ['<script>alert(1)</script>', "'; DROP TABLE users; --", '../../etc/passwd']) {
      const res = await search(t, user, term);
      expect(res.statusCode).toBe(200);
      expect(res.json().safetyInfo).toBeNull();
    }
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).statusCode).toBe(200);
  });

  it('refuses an empty or whitespace term and one over 100 characters with the contract’s messages', async () => {
    for (const term of ['', '   ']) {
      const res = await search(t, user, term);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: FOOD_TERM_REQUIRED_MESSAGE,
        code: 'VALIDATION_FAILED',
        fields: { term: FOOD_TERM_REQUIRED_MESSAGE },
        requestId: expect.any(String),
      });
    }
    const long = await search(t, user, 'a'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: FOOD_TERM_TOO_LONG_MESSAGE,
      fields: { term: FOOD_TERM_TOO_LONG_MESSAGE },
    });
    expect((await search(t, user, ` ${'a'.repeat(100)} `)).statusCode).toBe(200);
  });

  it('says which live source failed and keeps the local answer when USDA errors', async () => {
    fake.fail('usda', 'server-error');
    const body = (await search(t, user, 'tuna')).json();
    expect(body).toMatchObject({ hasRealData: true, error: LIVE_USDA_UNAVAILABLE_MESSAGE, nutritionData: [] });
    expect(body.safetyInfo).not.toBeNull();
  });

  it('names openFDA when only it fails (rate limited)', async () => {
    fake.fail('openfda', 'rate-limited');
    const body = (await search(t, user, 'sardines')).json();
    expect(body).toMatchObject({ hasRealData: true, error: LIVE_FDA_UNAVAILABLE_MESSAGE, recallInfo: null });
  });

  it('still answers from local data, with hasRealData false, when both APIs hang', async () => {
    fake.fail('usda', 'hang');
    fake.fail('openfda', 'hang');
    const res = await search(hasty, hastyUser, 'kale');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hasRealData: false,
      lastUpdated: null,
      error: LIVE_USDA_AND_FDA_UNAVAILABLE_MESSAGE,
      safetyInfo: { status: 'safe' },
    });
  });

  it('looks up a UPC in Open Food Facts and assesses its ingredients and categories', async () => {
    const res = await lookup(t, user, THAI_NOODLE_KIT_UPC);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.productInfo).toMatchObject({
      found: true,
      title: 'Thai peanut noodle kit includes stir-fry rice noodles & thai peanut seasoning',
      brand: 'Simply Asia, Thai Kitchen',
      upc: THAI_NOODLE_KIT_UPC,
      barcodeType: 'UPC-A',
      checkDigitValid: true,
      category: 'Rice noodles',
      description: 'Listed in Open Food Facts under Rice noodles.',
      nutritionFacts: { servingSize: '52 g', calories: 200 },
      source: 'Open Food Facts',
    });
    expect(body.productInfo.ingredients).toHaveLength(3);
    expect(body.safetyInfo).toMatchObject({ status: 'safe', reason: expect.stringContaining('3 ingredients') });
    expect(body.error).toBeNull();
  });

  it('flags a raw-milk cheese as avoid', async () => {
    const body = (await lookup(t, user, RAW_MILK_CHEESE_UPC)).json();
    expect(body.productInfo).toMatchObject({
      found: true,
      barcodeType: 'EAN-13',
      description: 'Soft cheese with a bloomy rind made from raw milk',
      nutritionFacts: { servingSize: '30 g', calories: 89 },
    });
    expect(body.safetyInfo).toMatchObject({ status: 'avoid', description: expect.stringContaining('raw milk') });
  });

  it('says when a product is not found, and points out a wrong check digit', async () => {
    const missing = (await lookup(t, user, '036000291452')).json();
    expect(missing.productInfo).toMatchObject({
      found: false,
      description: 'No product with this barcode was found in Open Food Facts.',
      source: 'Open Food Facts',
    });
    expect(missing.safetyInfo.status).toBe('unknown');
    const typo = (await lookup(t, user, '737628064503')).json();
    expect(typo.productInfo).toMatchObject({ found: false, checkDigitValid: false });
    expect(typo.productInfo.description).toContain('check digit of this UPC-A number does not match');
  });

  it('refuses non-digit, short and over-long UPCs with the contract’s messages', async () => {
    const cases: [string, string][] = [
      ['abc12345', UPC_DIGITS_ONLY_MESSAGE],
      ['1234567', UPC_TOO_SHORT_MESSAGE],
      ['123456789012345', UPC_TOO_LONG_MESSAGE],
    ];
    for (const [upc, message] of cases) {
      const res = await lookup(t, user, upc);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { upc: message } });
    }
  });

  it.each(['server-error', 'hang'] as const)(
    'reports Open Food Facts being down (%s) without failing',
    async (mode) => {
      fake.fail('openfoodfacts', mode);
      const res =
        mode === 'hang' ? await lookup(hasty, hastyUser, '4006381333931') : await lookup(t, user, '5000112637922');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        productInfo: { found: false, source: null },
        safetyInfo: { status: 'unknown' },
        error: OPEN_FOOD_FACTS_UNAVAILABLE_MESSAGE,
      });
    },
  );
});

describe('food safety API when an upstream keeps failing', () => {
  let fake: FakeUpstreams;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    fake = await startFakeUpstreams();
    t = await createTestApp({ LIVE_DATA: 'on', UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUTS.patient), ...fake.env });
    user = await t.createUser();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('opens the circuit after five failures and stops calling USDA, still answering', async () => {
    fake.fail('usda', 'server-error');
    for (let i = 0; i < 5; i += 1) await search(t, user, `pear ${i}`);
    const usdaCalls = () => fake.requests.filter((r) => r.upstream === 'usda').length;
    expect(usdaCalls()).toBe(5);
    const body = (await search(t, user, 'pear 6')).json();
    expect(usdaCalls()).toBe(5);
    expect(body.error).toBe(LIVE_USDA_UNAVAILABLE_MESSAGE);
  });
});

describe('food safety API with LIVE_DATA off', () => {
  let fake: FakeUpstreams;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    fake = await startFakeUpstreams();
    t = await createTestApp({ LIVE_DATA: 'off', ...fake.env });
    user = await t.createUser();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers from the knowledge base only and says so', async () => {
    const body = (await search(t, user, 'sushi')).json();
    expect(body).toMatchObject({
      hasRealData: false,
      lastUpdated: null,
      recallInfo: null,
      nutritionData: [],
      error: null,
      safetyInfo: { status: 'avoid' },
    });
    const upc = (await lookup(t, user, THAI_NOODLE_KIT_UPC)).json();
    expect(upc.productInfo).toMatchObject({ found: false, source: null });
    expect(upc.productInfo.description).toContain('turned off');
    expect(fake.requests).toEqual([]);
  });

  it('does not limit lookups answered from the local knowledge base', async () => {
    for (let i = 0; i < 40; i += 1) expect((await search(t, user, 'egg')).statusCode).toBe(200);
  });
});

describe('food safety API with LIVE_DATA on: the shared upstream quota', () => {
  let fake: FakeUpstreams;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeUpstreams();
    t = await createTestApp({ LIVE_DATA: 'on', UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUTS.patient), ...fake.env });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  beforeEach(() => fake.reset());

  it('past 30 live searches a minute still answers from the knowledge base, with live data paused', async () => {
    const [one, other] = [await t.createUser(), await t.createUser()];
    for (let i = 0; i < 30; i += 1) expect((await search(t, one, 'egg')).statusCode).toBe(200);
    fake.reset();
    const res = await search(t, one, 'brie');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hasRealData: false,
      lastUpdated: null,
      recallInfo: null,
      nutritionData: [],
      error: LIVE_SEARCH_PAUSED_MESSAGE,
      safetyInfo: { foodName: 'Soft Cheese', status: 'caution' },
      localResults: expect.arrayContaining([expect.objectContaining({ id: 'soft-cheese' })]),
    });
    expect(fake.requests).toEqual([]);
    // Everyone else keeps live data.
    expect((await search(t, other, 'brie')).json()).toMatchObject({ hasRealData: true, error: null });
  });

  it('past the limit a UPC lookup still answers, saying product lookups are paused', async () => {
    const one = await t.createUser();
    for (let i = 0; i < 30; i += 1) expect((await search(t, one, 'egg')).statusCode).toBe(200);
    fake.reset();
    const res = await lookup(t, one, '737628064503');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      productInfo: { found: false, source: null, upc: '737628064503', checkDigitValid: false },
      safetyInfo: { status: 'unknown' },
      lastUpdated: null,
      error: UPC_LOOKUPS_PAUSED_MESSAGE,
    });
    expect(body.productInfo.description).toContain('paused');
    expect(body.productInfo.description).toContain('check digit');
    expect(fake.requests).toEqual([]);
  });
});

describe('food safety API with LIVE_DATA on when the rate limiter is down', () => {
  let fake: FakeUpstreams;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeUpstreams();
    const brokenLimiter = { ...memoryRateLimiter(), hit: () => Promise.reject(new Error('redis is down')) };
    t = await createTestApp(
      { LIVE_DATA: 'on', UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUTS.patient), ...fake.env },
      { rateLimiter: brokenLimiter },
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('still answers a search and a UPC lookup', async () => {
    const user = await t.createUser();
    const res = await search(t, user, 'salmon');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ safetyInfo: { foodName: 'Salmon' }, hasRealData: true });
    expect((await lookup(t, user, THAI_NOODLE_KIT_UPC)).statusCode).toBe(200);
  });
});
