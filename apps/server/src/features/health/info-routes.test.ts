import {
  EDUCATION_CATEGORY_MESSAGE,
  GUIDELINE_CATEGORY_MESSAGE,
  HEALTH_SEARCH_TOO_LONG_MESSAGE,
  HEALTH_WEEK_MESSAGE,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

describe('health information API', () => {
  let t: TestApp;
  let user: TestUser;
  const get = (url: string, who: TestUser | null = user) =>
    t.app.inject({ url, ...(who ? { headers: who.headers } : {}) });
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  it.each([
    '/api/health/guidelines',
    '/api/health/vaccines',
    '/api/health/week/20',
    '/api/health/medication/tylenol',
    '/api/education',
  ])('asks a signed-out caller to sign in: %s', async (url) => {
    const res = await get(url, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  describe('GET /api/health/guidelines', () => {
    it('lists every guideline with title, description, category, risk level, recommendations, source and date', async () => {
      const res = await get('/api/health/guidelines');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBeGreaterThanOrEqual(30);
      expect(body.guidelines).toHaveLength(body.total);
      expect(new Set(body.guidelines.map((g: { category: string }) => g.category))).toEqual(
        new Set(['safety', 'nutrition', 'immunization']),
      );
      expect(body.guidelines[0]).toEqual({
        id: 'urgent-warning-signs',
        title: 'Know the urgent maternal warning signs',
        description: expect.any(String),
        category: 'safety',
        riskLevel: 'high',
        recommendations: expect.arrayContaining([expect.stringContaining('988')]),
        source: 'Centers for Disease Control and Prevention (CDC)',
        sourceUrl: 'https://www.cdc.gov/hearher/maternal-warning-signs/',
        lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    });

    it('filters by category and by search on the server', async () => {
      const nutrition = (await get('/api/health/guidelines?category=nutrition')).json();
      expect(nutrition.total).toBeGreaterThan(5);
      expect(nutrition.guidelines.every((g: { category: string }) => g.category === 'nutrition')).toBe(true);

      const search = (await get('/api/health/guidelines?search=whooping%20cough')).json();
      expect(search.guidelines[0].id).toBe('tdap-every-pregnancy');

      const both = (await get('/api/health/guidelines?category=safety&search=mercury')).json();
      expect(both.guidelines.map((g: { id: string }) => g.id)).toEqual(['highest-mercury-fish']);

      const none = (await get('/api/health/guidelines?search=zzqxv')).json();
      expect(none).toEqual({ guidelines: [], total: 0 });
    });

    it('treats an empty filter as no filter', async () => {
      const all = (await get('/api/health/guidelines')).json();
      expect((await get('/api/health/guidelines?category=&search=')).json().total).toBe(all.total);
    });

    it('refuses an unknown category and an over-long search with a 400 in the error shape', async () => {
      const bad = await get('/api/health/guidelines?category=vaccines');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: GUIDELINE_CATEGORY_MESSAGE,
        code: 'VALIDATION_FAILED',
        fields: { category: GUIDELINE_CATEGORY_MESSAGE },
        requestId: expect.any(String),
      });
      const long = await get(`/api/health/guidelines?search=${'a'.repeat(101)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        message: HEALTH_SEARCH_TOO_LONG_MESSAGE,
        fields: { search: expect.any(String) },
      });
    });
  });

  describe('GET /api/health/vaccines', () => {
    it('lists the vaccines of pregnancy with timing, and the live vaccines to wait on', async () => {
      const res = await get('/api/health/vaccines');
      expect(res.statusCode).toBe(200);
      const { vaccines } = res.json() as { vaccines: { id: string; pregnancySafe: boolean; timing: string }[] };
      const byId = new Map(vaccines.map((v) => [v.id, v]));
      expect(byId.get('tdap')).toMatchObject({
        pregnancySafe: true,
        timing: expect.stringContaining('27 through 36'),
        dueWeeks: { from: 27, to: 36 },
        sourceUrl: 'https://www.cdc.gov/vaccines-pregnancy/',
      });
      for (const id of ['influenza', 'covid-19', 'rsv', 'hepatitis-b']) expect(byId.get(id)?.pregnancySafe).toBe(true);
      for (const id of ['mmr', 'varicella', 'laiv'])
        expect(byId.get(id)).toMatchObject({ pregnancySafe: false, dueWeeks: null });
    });
  });

  describe('GET /api/health/week/{week}', () => {
    it('answers week 20 with trimester, key recommendations, vaccines and guidelines', async () => {
      const res = await get('/api/health/week/20');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ week: 20, trimester: 2 });
      expect(body.keyRecommendations).toEqual(expect.arrayContaining([expect.stringContaining('anatomy ultrasound')]));
      expect(body.guidelines.map((g: { id: string }) => g.id)).toContain('nsaids-from-20-weeks');
      expect(body.sources[0]).toMatchObject({
        url: expect.stringMatching(/^https:\/\//),
        reviewed: expect.any(String),
      });
    });

    it('answers every week from 1 to 42', async () => {
      for (let week = 1; week <= 42; week += 1) {
        const res = await get(`/api/health/week/${week}`);
        expect.soft(res.statusCode, `week ${week}`).toBe(200);
        expect.soft(res.json().trimester, `week ${week}`).toBe(week <= 12 ? 1 : week <= 27 ? 2 : 3);
      }
    });

    it('lists Tdap as due in week 30 and not in week 10', async () => {
      const ids = async (week: number) =>
        ((await get(`/api/health/week/${week}`)).json().vaccines as { id: string }[]).map((v) => v.id);
      expect(await ids(30)).toContain('tdap');
      expect(await ids(10)).not.toContain('tdap');
    });

    it.each(['0', '43', '-1', '20.5', 'twenty', '1e9'])(
      'refuses week %s with “Choose a week from 1 to 42”',
      async (week) => {
        const res = await get(`/api/health/week/${week}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: HEALTH_WEEK_MESSAGE,
          fields: { week: HEALTH_WEEK_MESSAGE },
        });
      },
    );
  });

  describe('GET /api/education', () => {
    it('lists at least 24 articles in the four categories, with week ranges and in-app illustrations', async () => {
      const res = await get('/api/education');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.localContent).toBe(true);
      expect(body.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.items.length).toBeGreaterThanOrEqual(24);
      expect(new Set(body.items.map((i: { category: string }) => i.category))).toEqual(
        new Set(['Nutrition', 'Preparation', 'Wellness', 'Development']),
      );
      for (const item of body.items) {
        expect.soft(item.imageUrl, item.id).toBe(`bloom:illustration/${item.illustration}`);
        expect.soft(item.week <= item.weekTo, item.id).toBe(true);
        expect.soft(item.source.url, item.id).toMatch(/^https:\/\//);
      }
    });

    it('filters by week and category on the server, ignoring the category’s case', async () => {
      const body = (await get('/api/education?week=8&category=nutrition')).json();
      expect(body.items.length).toBeGreaterThan(0);
      for (const item of body.items) {
        expect(item.category).toBe('Nutrition');
        expect(item.week <= 8 && 8 <= item.weekTo).toBe(true);
      }
      const late = (await get('/api/education?week=38')).json();
      expect(late.items.map((i: { id: string }) => i.id)).toContain('packing-for-the-birth');
      expect(late.items.map((i: { id: string }) => i.id)).not.toContain('first-prenatal-visit');
    });

    it.each([
      ['week=0', 'week', HEALTH_WEEK_MESSAGE],
      ['week=43', 'week', HEALTH_WEEK_MESSAGE],
      ['week=abc', 'week', HEALTH_WEEK_MESSAGE],
      ['week=2.5', 'week', HEALTH_WEEK_MESSAGE],
      ['category=Recipes', 'category', EDUCATION_CATEGORY_MESSAGE],
    ])('refuses %s with a 400 naming the field', async (query, field, message) => {
      const res = await get(`/api/education?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
    });
  });
});
