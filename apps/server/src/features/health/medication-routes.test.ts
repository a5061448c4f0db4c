import {
  LIVE_FDA_LABELS_OFF_MESSAGE,
  LIVE_FDA_LABELS_PAUSED_MESSAGE,
  LIVE_FDA_LABELS_UNAVAILABLE_MESSAGE,
  MEDICATION_NAME_REQUIRED_MESSAGE,
  MEDICATION_NAME_TOO_LONG_MESSAGE,
  MEDICATION_NOT_FOUND_MESSAGE,
} from '@bloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../../platform/rate-limit.ts';
import { startFakeUpstreams, UPSTREAM_TIMEOUTS, type FakeUpstreams } from '../../testing/fake-upstreams.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

const check = (t: TestApp, user: TestUser, name: string) =>
  t.app.inject({ url: `/api/health/medication/${encodeURIComponent(name)}`, headers: user.headers });

describe('medication look-up API with live openFDA labels from the fake upstream', () => {
  let fake: FakeUpstreams;
  let t: TestApp;
  let user: TestUser;
  /** An app that gives up on openFDA soon, for the test where it never answers. */
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

  it('maps Tylenol to acetaminophen and combines BLOOM’s record with the FDA label', async () => {
    const res = await check(t, user, 'Tylenol');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      found: true,
      status: 'caution',
      medicationName: 'Acetaminophen',
      brandName: 'Tylenol Extra Strength',
      genericName: 'Acetaminophen',
      manufacturer: 'Example Consumer Health Inc.',
      purpose: ['Pain reliever/fever reducer'],
      pregnancyWarnings: 'If pregnant or breast-feeding, ask a health professional before use.',
      warnings: expect.stringContaining('Liver warning'),
      recommendation: expect.stringContaining('ask your provider'),
      reason: expect.stringContaining('ACOG'),
      query: 'Tylenol',
      matchedBy: 'brand',
      matchedName: 'Tylenol',
      hasLocalData: true,
      labelStatus: 'found',
      notice: null,
      lastUpdated: expect.any(String),
      source: expect.objectContaining({ url: 'https://mothertobaby.org/fact-sheets/' }),
    });
    // openFDA is asked for the generic name BLOOM resolved, not the brand typed.
    expect(fake.requests.map((r) => r.query.search)).toEqual(['openfda.generic_name:"acetaminophen"']);
  });

  it.each([
    ['Advil', 'ibuprofen', 'avoid', 'brand'],
    ['Motrin', 'ibuprofen', 'avoid', 'brand'],
    ['Aleve', 'naproxen', 'avoid', 'brand'],
    ['Zofran', 'ondansetron', 'caution', 'brand'],
    ['Benadryl', 'diphenhydramine', 'safe', 'brand'],
    ['ibuprofin', 'ibuprofen', 'avoid', 'spelling'],
    ['  folic acid  ', 'folic acid', 'safe', 'name'],
  ])('%s → %s (%s, matched by %s)', async (name, generic, status, matchedBy) => {
    const body = (await check(t, user, name)).json();
    expect(body).toMatchObject({ found: true, status, matchedBy, hasLocalData: true, query: name.trim() });
    expect(body.medicationName.toLowerCase()).toContain(generic.split(' ')[0]);
  });

  it('shows only BLOOM’s record, with no notice, for a name no single label describes (prenatal vitamins)', async () => {
    const body = (await check(t, user, 'Prenatal Vitamins')).json();
    expect(body).toMatchObject({
      found: true,
      status: 'safe',
      labelStatus: 'not-applicable',
      notice: null,
      manufacturer: null,
    });
    expect(fake.requests).toEqual([]);
  });

  it('shows an FDA label BLOOM has no record of, with an Unknown (null) status and the ask-your-provider advice', async () => {
    const body = (await check(t, user, 'Examplex')).json();
    expect(body).toMatchObject({
      found: true,
      status: null,
      medicationName: 'Examplexin',
      brandName: 'Examplex',
      hasLocalData: false,
      labelStatus: 'found',
      reason: null,
      source: null,
      recommendation: expect.stringContaining('ask your healthcare provider'),
    });
  });

  it('answers an unknown name with found: false and the spec’s not-found text', async () => {
    const body = (await check(t, user, 'Unobtainium')).json();
    expect(body).toMatchObject({
      found: false,
      status: null,
      medicationName: 'Unobtainium',
      labelStatus: 'not-found',
      purpose: [],
      recommendation: expect.stringContaining(MEDICATION_NOT_FOUND_MESSAGE('Unobtainium')),
    });
  });

  // Names nobody looked up before in this file, so the answer cannot come from the cache.
  it.each([
    ['server-error', 'warfarin'],
    ['hang', 'lisinopril'],
    ['malformed-json', 'methotrexate'],
  ] as const)('keeps BLOOM’s answer and says live data is unavailable when openFDA fails (%s)', async (mode, name) => {
    fake.fail('openfda', mode);
    const res = mode === 'hang' ? await check(hasty, hastyUser, name) : await check(t, user, name);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      found: true,
      status: 'avoid',
      labelStatus: 'unavailable',
      notice: LIVE_FDA_LABELS_UNAVAILABLE_MESSAGE,
      pregnancyWarnings: null,
      lastUpdated: null,
    });
  });

  it('refuses an empty or over-long name with the contract’s messages', async () => {
    const empty = await t.app.inject({ url: '/api/health/medication/%20', headers: user.headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: MEDICATION_NAME_REQUIRED_MESSAGE,
      fields: { name: expect.any(String) },
    });
    const long = await check(t, user, 'a'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: MEDICATION_NAME_TOO_LONG_MESSAGE });
  });
});

describe('medication look-up API without live data', () => {
  it('answers from BLOOM’s database and says live data is off', async () => {
    const t = await createTestApp({ LIVE_DATA: 'off' });
    try {
      const user = await t.createUser();
      const body = (await check(t, user, 'Advil')).json();
      expect(body).toMatchObject({
        found: true,
        status: 'avoid',
        medicationName: 'Ibuprofen',
        brandName: 'Advil',
        genericName: 'Ibuprofen',
        labelStatus: 'off',
        notice: LIVE_FDA_LABELS_OFF_MESSAGE,
      });
      const unknown = (await check(t, user, 'zzqxv')).json();
      expect(unknown).toMatchObject({ found: false, labelStatus: 'off' });
    } finally {
      await t.close();
    }
  });

  it('pauses live look-ups for a person past 30 a minute and still answers locally', async () => {
    const fake = await startFakeUpstreams();
    const t = await createTestApp({ LIVE_DATA: 'on', ...fake.env }, { rateLimiter: memoryRateLimiter() });
    try {
      const user = await t.createUser();
      for (let i = 0; i < 30; i += 1) expect((await check(t, user, 'tylenol')).json().labelStatus).toBe('found');
      const paused = (await check(t, user, 'tylenol')).json();
      expect(paused).toMatchObject({
        found: true,
        status: 'caution',
        labelStatus: 'paused',
        notice: LIVE_FDA_LABELS_PAUSED_MESSAGE,
      });
      // Someone else is not affected.
      const other = await t.createUser();
      expect((await check(t, other, 'tylenol')).json().labelStatus).toBe('found');
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
