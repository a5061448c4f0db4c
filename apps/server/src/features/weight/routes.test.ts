import {
  HEIGHT_CM_MESSAGE,
  NOT_FOUND_MESSAGE,
  PRE_PREGNANCY_WEIGHT_MESSAGE,
  WEIGHT_DATE_IN_FUTURE_MESSAGE,
  WEIGHT_DATE_MESSAGE,
  WEIGHT_DATE_TOO_OLD_MESSAGE,
  WEIGHT_DELETED_MESSAGE,
  WEIGHT_KG_MESSAGE,
  WEIGHT_MAX_DAYS_AGO,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  WEIGHT_NOT_SHARED_MESSAGE,
  WEIGHT_TWINS_MESSAGE,
  WEIGHT_UNITS_MESSAGE,
  weightEntrySchema,
  weightGuidanceSchema,
  weightListSchema,
  weightProfileSchema,
  type WeightProfile,
} from '@bloom/contract';
import { weightGain } from '@bloom/knowledge';
import { addIsoDays, toIsoDate } from '@bloom/pregnancy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weights } from '../../db/schema/index.ts';
import { expectPartnerCannotWrite, syncedPartner } from '../../testing/partner.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

describe('weights API', () => {
  let t: TestApp;
  // The app's clock: fixed, so "today" is the same in every test.
  const now = new Date();
  const today = toIsoDate(now, 'UTC');
  const daysAgo = (days: number) => addIsoDays(today, -days);

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, payload: unknown, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/weights', query, headers: user.headers, payload: payload as object });
  const listRes = (user: TestUser, query: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/weights', query, headers: user.headers });
  const list = async (user: TestUser) => weightListSchema.parse((await listRes(user)).json()).weights;
  const putProfile = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/weights/profile', headers: user.headers, payload: payload as object });
  const guidance = async (user: TestUser) => {
    const res = await t.app.inject({ url: '/api/weights/guidance', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return weightGuidanceSchema.parse(res.json());
  };
  const profile = (fields: Partial<WeightProfile> = {}): WeightProfile => ({
    prePregnancyWeightKg: 60,
    heightCm: 165,
    units: 'metric',
    twins: false,
    ...fields,
  });
  /** A user whose due date puts her `week` weeks (and `days` days) into the pregnancy today. */
  const atWeek = (week: number, days = 0) => t.createUser({ dueDate: addIsoDays(today, 280 - week * 7 - days) });
  /** A user with her details saved. */
  async function withProfile(fields: Partial<WeightProfile> = {}, week = 20) {
    const user = await atWeek(week);
    const res = await putProfile(user, profile(fields));
    expect(res.statusCode, res.body).toBe(200);
    return user;
  }

  describe('logging weights', () => {
    it('saves a weight (201) with her week on that date and her gain, and lists it', async () => {
      const user = await withProfile({ prePregnancyWeightKg: 61.5 });
      const res = await post(user, { date: daysAgo(14), weightKg: 64.25 });
      expect(res.statusCode, res.body).toBe(201);
      const created = weightEntrySchema.parse(res.json());
      // Week 20 today, so week 18 two weeks ago.
      expect(created).toMatchObject({ date: daysAgo(14), weightKg: 64.25, week: 18, gainKg: 2.75 });
      expect(await list(user)).toEqual([created]);
    });

    it('lists newest date first, and a second weight for a date replaces the first', async () => {
      const user = await atWeek(30);
      for (const [date, weightKg] of [
        [daysAgo(7), 70],
        [today, 71],
        [daysAgo(14), 69.5],
      ] as const) {
        expect((await post(user, { date, weightKg })).statusCode).toBe(201);
      }
      const first = await list(user);
      expect(first.map((w) => [w.date, w.weightKg, w.week])).toEqual([
        [today, 71, 30],
        [daysAgo(7), 70, 29],
        [daysAgo(14), 69.5, 28],
      ]);
      // Without her weight before pregnancy there is no gain yet.
      expect(first.every((w) => w.gainKg === null)).toBe(true);
      const replaced = weightEntrySchema.parse((await post(user, { date: daysAgo(7), weightKg: 70.4 })).json());
      expect(replaced.id).toBe(first[1]!.id);
      expect((await list(user)).map((w) => w.weightKg)).toEqual([71, 70.4, 69.5]);
    });

    it('keeps two decimals of a weight typed in pounds', async () => {
      const user = await atWeek(20);
      // 150 lb.
      const res = await post(user, { date: today, weightKg: 150 * 0.45359237 });
      expect(res.json().weightKg).toBe(68.04);
    });

    it(`accepts ${WEIGHT_MIN_KG} and ${WEIGHT_MAX_KG} kg, today and ${WEIGHT_MAX_DAYS_AGO} days ago`, async () => {
      const user = await atWeek(20);
      for (const body of [
        { date: today, weightKg: WEIGHT_MIN_KG },
        { date: daysAgo(WEIGHT_MAX_DAYS_AGO), weightKg: WEIGHT_MAX_KG },
      ]) {
        expect((await post(user, body)).statusCode).toBe(201);
      }
    });

    it.each([
      ['a date that is not a date', { date: '2026-02-30', weightKg: 60 }, WEIGHT_DATE_MESSAGE, 'date'],
      ['a timestamp for a date', { date: '2026-02-01T10:00:00Z', weightKg: 60 }, WEIGHT_DATE_MESSAGE, 'date'],
      ['no date', { weightKg: 60 }, WEIGHT_DATE_MESSAGE, 'date'],
      ['no weight', { date: '2026-02-01' }, WEIGHT_KG_MESSAGE, 'weightKg'],
      ['a weight as text', { date: '2026-02-01', weightKg: '60' }, WEIGHT_KG_MESSAGE, 'weightKg'],
      [
        'a weight below the plausible range',
        { date: '2026-02-01', weightKg: WEIGHT_MIN_KG - 0.01 },
        WEIGHT_KG_MESSAGE,
        'weightKg',
      ],
      [
        'a weight above the plausible range',
        { date: '2026-02-01', weightKg: WEIGHT_MAX_KG + 0.01 },
        WEIGHT_KG_MESSAGE,
        'weightKg',
      ],
    ])('refuses %s (400) with its message and stores nothing', async (_, body, message, field) => {
      const user = await atWeek(20);
      const res = await post(user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
      expect(await list(user)).toEqual([]);
    });

    it('refuses a date after her today or more than a year back, and stores nothing', async () => {
      const user = await atWeek(20);
      for (const [date, message] of [
        [addIsoDays(today, 1), WEIGHT_DATE_IN_FUTURE_MESSAGE],
        [daysAgo(WEIGHT_MAX_DAYS_AGO + 1), WEIGHT_DATE_TOO_OLD_MESSAGE],
      ] as const) {
        const res = await post(user, { date, weightKg: 60 });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message, fields: { date: message } });
      }
      expect(await list(user)).toEqual([]);
    });

    it('reads "today" in her time zone', async () => {
      // Kiritimati (UTC+14) is always a day or more ahead of Pago Pago (UTC-11).
      const east = await t.createUser({ timeZone: 'Pacific/Kiritimati' });
      const west = await t.createUser({ timeZone: 'Pacific/Pago_Pago' });
      const eastToday = toIsoDate(now, 'Pacific/Kiritimati');
      expect(eastToday > toIsoDate(now, 'Pacific/Pago_Pago')).toBe(true);
      expect((await post(east, { date: eastToday, weightKg: 60 })).statusCode).toBe(201);
      const refused = await post(west, { date: eastToday, weightKg: 60 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(WEIGHT_DATE_IN_FUTURE_MESSAGE);
    });

    it('deletes her own weight', async () => {
      const user = await atWeek(20);
      const { id } = (await post(user, { date: today, weightKg: 60 })).json();
      const res = await t.app.inject({ method: 'DELETE', url: `/api/weights/${id}`, headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: WEIGHT_DELETED_MESSAGE });
      expect(await list(user)).toEqual([]);
    });

    it("gives 404 for another user's weight and leaves it alone; each user sees only her own", async () => {
      const owner = await atWeek(20);
      const other = await atWeek(20);
      const { id } = (await post(owner, { date: today, weightKg: 60 })).json();
      const res = await t.app.inject({ method: 'DELETE', url: `/api/weights/${id}`, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_MESSAGE);
      expect(await list(other)).toEqual([]);
      expect((await list(owner)).map((w) => w.id)).toEqual([id]);
      // Her details and guidance are hers too.
      expect((await putProfile(owner, profile({ heightCm: 170 }))).statusCode).toBe(200);
      expect((await guidance(other)).state).toBe('needs-profile');
    });

    it('is for signed-in users only', async () => {
      for (const [method, url] of [
        ['GET', '/api/weights'],
        ['POST', '/api/weights'],
        ['GET', '/api/weights/guidance'],
        ['GET', '/api/weights/profile'],
        ['PUT', '/api/weights/profile'],
        ['DELETE', '/api/weights/00000000-0000-4000-8000-000000000000'],
      ] as const) {
        expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      }
    });
  });

  describe('her details in Profile', () => {
    it('are empty and metric until she saves them, and are kept in kg and cm to two decimals', async () => {
      const user = await atWeek(20);
      const empty = await t.app.inject({ url: '/api/weights/profile', headers: user.headers });
      expect(empty.json()).toEqual({ prePregnancyWeightKg: null, heightCm: null, units: 'metric', twins: false });
      // 140 lb and 5 ft 5 in, typed in imperial units.
      const saved = await putProfile(user, {
        prePregnancyWeightKg: 140 * 0.45359237,
        heightCm: 65 * 2.54,
        units: 'imperial',
        twins: true,
      });
      expect(saved.statusCode).toBe(200);
      const expected = { prePregnancyWeightKg: 63.5, heightCm: 165.1, units: 'imperial', twins: true };
      expect(saved.json()).toEqual(expected);
      const read = await t.app.inject({ url: '/api/weights/profile', headers: user.headers });
      expect(weightProfileSchema.parse(read.json())).toEqual(expected);
    });

    it.each([
      [
        'a weight below the range',
        { prePregnancyWeightKg: 24.99 },
        PRE_PREGNANCY_WEIGHT_MESSAGE,
        'prePregnancyWeightKg',
      ],
      [
        'a weight above the range',
        { prePregnancyWeightKg: 300.01 },
        PRE_PREGNANCY_WEIGHT_MESSAGE,
        'prePregnancyWeightKg',
      ],
      ['a height below the range', { heightCm: 99.9 }, HEIGHT_CM_MESSAGE, 'heightCm'],
      ['a height above the range', { heightCm: 250.1 }, HEIGHT_CM_MESSAGE, 'heightCm'],
      ['unknown units', { units: 'stone' }, WEIGHT_UNITS_MESSAGE, 'units'],
      ['twins as text', { twins: 'yes' }, WEIGHT_TWINS_MESSAGE, 'twins'],
    ])('refuse %s (400) with its message and keep the saved ones', async (_, change, message, field) => {
      const user = await withProfile();
      const res = await putProfile(user, { ...profile(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
      const read = await t.app.inject({ url: '/api/weights/profile', headers: user.headers });
      expect(read.json()).toEqual(profile());
    });
  });

  describe('the guidance', () => {
    it('asks for her weight and height before pregnancy until both are known', async () => {
      const user = await atWeek(20);
      await post(user, { date: today, weightKg: 64 });
      const g = await guidance(user);
      expect(g).toMatchObject({
        state: 'needs-profile',
        bmi: null,
        band: null,
        totalKg: null,
        weeklyKg: null,
        week: 20,
        rangeNowKg: null,
        range: [],
        latest: { date: today, weightKg: 64, gainKg: null, week: 20, rangeKg: null, position: null },
      });
      // A weight without a height is not enough.
      expect((await putProfile(user, profile({ heightCm: null }))).statusCode).toBe(200);
      expect((await guidance(user)).state).toBe('needs-profile');
      expect((await putProfile(user, profile())).statusCode).toBe(200);
      expect((await guidance(user)).state).toBe('ready');
    });

    it('cites the IOM 2009 ranges through ACOG, CDC and the IOM report, each with its page and review date', async () => {
      const g = await guidance(await withProfile());
      const sources = Object.values(g.texts).flatMap((text) => (text ? [text.source] : []));
      expect(new Set(sources.map((s) => s.url))).toEqual(
        new Set([
          'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2013/01/weight-gain-during-pregnancy',
          'https://www.cdc.gov/bmi/adult-calculator/bmi-categories.html',
          'https://doi.org/10.17226/12584',
          'https://www.cdc.gov/maternal-infant-health/pregnancy-weight/index.html',
        ]),
      );
      for (const source of sources) expect(source.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(g.texts.twins).toBeNull();
    });

    // Height 200 cm: BMI is the weight divided by 4.
    it.each([
      [73.6, 18.4, 'underweight', { min: 12.5, max: 18 }, { min: 0.44, max: 0.58 }],
      [74, 18.5, 'normal', { min: 11.5, max: 16 }, { min: 0.35, max: 0.5 }],
      [99.6, 24.9, 'normal', { min: 11.5, max: 16 }, { min: 0.35, max: 0.5 }],
      [100, 25, 'overweight', { min: 7, max: 11.5 }, { min: 0.23, max: 0.33 }],
      [119.6, 29.9, 'overweight', { min: 7, max: 11.5 }, { min: 0.23, max: 0.33 }],
      [120, 30, 'obese', { min: 5, max: 9 }, { min: 0.17, max: 0.27 }],
    ])('%s kg at 200 cm: BMI %s, %s, total %o and weekly %o', async (kg, bmi, band, totalKg, weeklyKg) => {
      const g = await guidance(await withProfile({ prePregnancyWeightKg: kg, heightCm: 200 }));
      expect(g).toMatchObject({
        state: 'ready',
        bmi,
        band,
        twins: false,
        insufficientData: false,
        totalKg,
        weeklyKg,
        firstTrimesterKg: { min: 0.5, max: 2 },
      });
    });

    it.each([
      [74, 'normal', { min: 17, max: 25 }],
      [100, 'overweight', { min: 14, max: 23 }],
      [120, 'obese', { min: 11, max: 19 }],
    ])('twins, %s kg at 200 cm (%s): the provisional total %o, no weekly ranges', async (kg, band, totalKg) => {
      const g = await guidance(await withProfile({ prePregnancyWeightKg: kg, heightCm: 200, twins: true }));
      expect(g).toMatchObject({
        band,
        twins: true,
        insufficientData: false,
        totalKg,
        weeklyKg: null,
        firstTrimesterKg: null,
        range: [],
        rangeNowKg: null,
      });
      expect(g.texts.twins).toEqual(weightGain.twinsText);
    });

    it('twins with an underweight BMI: no range, and says there was not enough information', async () => {
      const g = await guidance(await withProfile({ prePregnancyWeightKg: 73.6, heightCm: 200, twins: true }));
      expect(g).toMatchObject({ band: 'underweight', twins: true, insufficientData: true, totalKg: null });
      expect(g.texts.twins).toEqual(weightGain.twinsUnderweight);
      expect(g.texts.twins!.text).toContain('not enough information');
    });

    it('draws the range for each week: 0.5-2 kg by the end of week 13, the total by week 40', async () => {
      const g = await guidance(await withProfile({ prePregnancyWeightKg: 74, heightCm: 200 }));
      expect(g.range).toHaveLength(41);
      const at = (week: number) => g.range.find((r) => r.week === week);
      expect(at(0)).toEqual({ week: 0, minKg: 0, maxKg: 0 });
      expect(at(13)).toEqual({ week: 13, minKg: 0.5, maxKg: 2 });
      // Week 20: 0.5 + 11 × 7/27 and 2 + 14 × 7/27.
      expect(at(20)).toEqual({ week: 20, minKg: 3.35, maxKg: 5.63 });
      expect(at(40)).toEqual({ week: 40, minKg: 11.5, maxKg: 16 });
      // Her week today (20) and its range.
      expect(g).toMatchObject({ week: 20, rangeNowKg: { min: 3.35, max: 5.63 } });
    });

    it.each([
      [3.34, 'below'],
      [3.35, 'within'],
      [5.63, 'within'],
      [5.64, 'above'],
    ])('places a gain of %s kg at week 20 (range 3.35-5.63) %s the range', async (gain, position) => {
      const user = await withProfile({ prePregnancyWeightKg: 74, heightCm: 200 });
      expect((await post(user, { date: today, weightKg: 74 + gain })).statusCode).toBe(201);
      const g = await guidance(user);
      expect(g.latest).toMatchObject({ gainKg: gain, week: 20, rangeKg: { min: 3.35, max: 5.63 }, position });
    });

    it('reads her newest weight against the range on its own date', async () => {
      const user = await withProfile({ prePregnancyWeightKg: 74, heightCm: 200 });
      // At week 13 (seven weeks ago) the range was 0.5-2 kg.
      expect((await post(user, { date: daysAgo(49), weightKg: 76.5 })).statusCode).toBe(201);
      expect((await guidance(user)).latest).toMatchObject({
        week: 13,
        rangeKg: { min: 0.5, max: 2 },
        position: 'above',
      });
    });

    it('has the ranges but no week while her week is unknown', async () => {
      const user = await t.createUser({ isPregnant: false });
      expect((await putProfile(user, profile())).statusCode).toBe(200);
      await post(user, { date: today, weightKg: 62 });
      const g = await guidance(user);
      expect(g).toMatchObject({ state: 'ready', band: 'normal', week: null, rangeNowKg: null });
      expect(g.range).toHaveLength(41);
      expect(g.latest).toMatchObject({ gainKg: 2, week: null, rangeKg: null, position: null });
    });
  });

  describe('her synced partner', () => {
    const sync = async () => syncedPartner(t, await atWeek(30));

    it('cannot log, read or delete her weights, and they are not in his partner view', async () => {
      const { partner, her } = await sync();
      const { id } = (await post(her, { date: today, weightKg: 70 })).json();
      const forHer = { for: her.id };
      await expectPartnerCannotWrite(
        t.app,
        partner,
        [
          {
            request: { method: 'POST', url: '/api/weights', query: forHer, payload: { date: today, weightKg: 90 } },
            status: 400,
            message: WEIGHT_NOT_SHARED_MESSAGE,
          },
          { request: { url: '/api/weights', query: forHer }, status: 400, message: WEIGHT_NOT_SHARED_MESSAGE },
          { request: { method: 'DELETE', url: `/api/weights/${id}` }, status: 404 },
          { request: { method: 'PUT', url: '/api/weights/profile', query: forHer, payload: profile() }, status: 400 },
        ],
        () => list(her),
      );
      // Her log is as she left it, and only in her rows.
      expect((await list(her)).map((w) => [w.id, w.weightKg])).toEqual([[id, 70]]);
      const rows = await t.database.db.select({ userId: weights.userId }).from(weights);
      expect(rows.some((r) => r.userId === partner.id)).toBe(false);
      const view = await t.app.inject({ url: '/api/parent-sync/partner-data', headers: partner.headers });
      expect(view.statusCode).toBe(200);
      expect(JSON.stringify(view.json())).not.toMatch(/weight/i);
    });
  });
});
