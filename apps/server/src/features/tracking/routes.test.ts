import {
  MOOD_ENERGY_MESSAGE,
  MOOD_REQUIRED_MESSAGE,
  MOOD_TAG_EMPTY_MESSAGE,
  MOOD_TAG_TOO_LONG_MESSAGE,
  MOOD_TOO_LONG_MESSAGE,
  MOOD_TOO_MANY_TAGS_MESSAGE,
  SYMPTOM_NAME_REQUIRED_MESSAGE,
  SYMPTOM_NAME_TOO_LONG_MESSAGE,
  SYMPTOM_SEVERITY_MESSAGE,
  TRACKING_LIST_LIMIT,
  TRACKING_NOTES_TOO_LONG_MESSAGE,
  moodListSchema,
  moodSchema,
  symptomListSchema,
  symptomSchema,
} from '@bloom/contract';
import { DEFAULT_ENERGY, DEFAULT_SEVERITY } from '@bloom/pregnancy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moods, symptoms } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

describe('symptoms and moods API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });
  const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.headers });

  describe('symptoms', () => {
    it('logs a symptom (201 with the created row) and lists it', async () => {
      const user = await t.createUser();
      const sentAt = Date.now();
      const res = await post(user, '/api/symptoms', { name: '  Nausea ', severity: 3, notes: 'After breakfast' });
      const answeredAt = Date.now();
      expect(res.statusCode).toBe(201);
      const created = symptomSchema.parse(res.json());
      expect(created).toMatchObject({ userId: user.id, name: 'Nausea', severity: 3, notes: 'After breakfast' });
      // Stamped while the request ran.
      expect(Date.parse(created.loggedAt)).toBeGreaterThanOrEqual(sentAt);
      expect(Date.parse(created.loggedAt)).toBeLessThanOrEqual(answeredAt);

      const list = await get(user, '/api/symptoms');
      expect(list.statusCode).toBe(200);
      expect(symptomListSchema.parse(list.json())).toEqual([created]);
    });

    it('defaults severity to 1 and stores blank notes as none', async () => {
      const user = await t.createUser();
      const res = await post(user, '/api/symptoms', { name: 'Heartburn', notes: '   ' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ severity: DEFAULT_SEVERITY, notes: null });
      const nullNotes = await post(user, '/api/symptoms', { name: 'Cramps', severity: 2, notes: null });
      expect(nullNotes.json()).toMatchObject({ notes: null });
    });

    it('lists newest first', async () => {
      const user = await t.createUser();
      for (const name of ['First', 'Second', 'Third']) {
        expect((await post(user, '/api/symptoms', { name, severity: 1 })).statusCode).toBe(201);
      }
      const names = (await get(user, '/api/symptoms')).json().map((s: { name: string }) => s.name);
      expect(names).toEqual(['Third', 'Second', 'First']);
    });

    it(`returns at most the latest ${TRACKING_LIST_LIMIT}`, async () => {
      const user = await t.createUser();
      const start = Date.UTC(2026, 0, 1);
      await t.database.db.insert(symptoms).values(
        Array.from({ length: TRACKING_LIST_LIMIT + 5 }, (_, i) => ({
          userId: user.id,
          name: `Symptom ${i}`,
          severity: 1,
          loggedAt: new Date(start + i * 60_000),
        })),
      );
      const list = (await get(user, '/api/symptoms')).json();
      expect(list).toHaveLength(TRACKING_LIST_LIMIT);
      expect(list[0].name).toBe(`Symptom ${TRACKING_LIST_LIMIT + 4}`);
      expect(list.at(-1).name).toBe('Symptom 5');
    });

    it.each([
      ['severity 0', { name: 'Nausea', severity: 0 }, 'severity', SYMPTOM_SEVERITY_MESSAGE],
      ['severity 6', { name: 'Nausea', severity: 6 }, 'severity', SYMPTOM_SEVERITY_MESSAGE],
      ['severity 2.5', { name: 'Nausea', severity: 2.5 }, 'severity', SYMPTOM_SEVERITY_MESSAGE],
      ["severity '3'", { name: 'Nausea', severity: '3' }, 'severity', SYMPTOM_SEVERITY_MESSAGE],
      ['severity null', { name: 'Nausea', severity: null }, 'severity', SYMPTOM_SEVERITY_MESSAGE],
      ['an empty name', { name: '', severity: 2 }, 'name', SYMPTOM_NAME_REQUIRED_MESSAGE],
      ['a whitespace name', { name: '   ', severity: 2 }, 'name', SYMPTOM_NAME_REQUIRED_MESSAGE],
      ['a missing name', { severity: 2 }, 'name', SYMPTOM_NAME_REQUIRED_MESSAGE],
      ['a 101-character name', { name: 'x'.repeat(101), severity: 2 }, 'name', SYMPTOM_NAME_TOO_LONG_MESSAGE],
      ['1001-character notes', { name: 'Nausea', notes: 'x'.repeat(1001) }, 'notes', TRACKING_NOTES_TOO_LONG_MESSAGE],
    ])('refuses %s with its message and stores nothing', async (_case, payload, field, message) => {
      const user = await t.createUser();
      const res = await post(user, '/api/symptoms', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
      expect((await get(user, '/api/symptoms')).json()).toEqual([]);
    });

    it('accepts the longest allowed name and notes', async () => {
      const user = await t.createUser();
      const res = await post(user, '/api/symptoms', { name: 'x'.repeat(100), severity: 5, notes: 'y'.repeat(1000) });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('moods', () => {
    it('logs a mood (201 with the created row) and lists it', async () => {
      const user = await t.createUser();
      const res = await post(user, '/api/moods', {
        mood: ' Good ',
        energy: 4,
        tags: [' rested', 'hopeful ', 'Rested'],
        notes: 'Slept well',
      });
      expect(res.statusCode).toBe(201);
      const created = moodSchema.parse(res.json());
      expect(created).toMatchObject({
        userId: user.id,
        mood: 'Good',
        energy: 4,
        tags: ['rested', 'hopeful'],
        notes: 'Slept well',
      });
      const list = await get(user, '/api/moods');
      expect(list.statusCode).toBe(200);
      expect(moodListSchema.parse(list.json())).toEqual([created]);
    });

    it('defaults energy to 3 and tags to none, and accepts moods of either list or free text', async () => {
      const user = await t.createUser();
      const res = await post(user, '/api/moods', { mood: 'Excellent' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ energy: DEFAULT_ENERGY, tags: [], notes: null });
      for (const mood of ['Calm', 'Hopeful but nervous']) {
        expect((await post(user, '/api/moods', { mood, energy: 2, tags: null })).statusCode).toBe(201);
      }
    });

    it('lists newest first', async () => {
      const user = await t.createUser();
      for (const mood of ['Tired', 'Okay', 'Happy']) {
        expect((await post(user, '/api/moods', { mood, energy: 3 })).statusCode).toBe(201);
      }
      const list = (await get(user, '/api/moods')).json().map((m: { mood: string }) => m.mood);
      expect(list).toEqual(['Happy', 'Okay', 'Tired']);
    });

    it(`returns at most the latest ${TRACKING_LIST_LIMIT}`, async () => {
      const user = await t.createUser();
      const start = Date.UTC(2026, 0, 1);
      await t.database.db.insert(moods).values(
        Array.from({ length: TRACKING_LIST_LIMIT + 1 }, (_, i) => ({
          userId: user.id,
          mood: `Mood ${i}`,
          energy: 3,
          loggedAt: new Date(start + i * 60_000),
        })),
      );
      const list = (await get(user, '/api/moods')).json();
      expect(list).toHaveLength(TRACKING_LIST_LIMIT);
      expect(list[0].mood).toBe(`Mood ${TRACKING_LIST_LIMIT}`);
    });

    it.each([
      ['a missing mood', { energy: 3 }, 'mood', MOOD_REQUIRED_MESSAGE],
      ['an empty mood', { mood: '', energy: 3 }, 'mood', MOOD_REQUIRED_MESSAGE],
      ['a whitespace mood', { mood: '  ', energy: 3 }, 'mood', MOOD_REQUIRED_MESSAGE],
      ['a 41-character mood', { mood: 'x'.repeat(41) }, 'mood', MOOD_TOO_LONG_MESSAGE],
      ['energy 0', { mood: 'Good', energy: 0 }, 'energy', MOOD_ENERGY_MESSAGE],
      ['energy 6', { mood: 'Good', energy: 6 }, 'energy', MOOD_ENERGY_MESSAGE],
      ['energy 2.5', { mood: 'Good', energy: 2.5 }, 'energy', MOOD_ENERGY_MESSAGE],
      ["energy '3'", { mood: 'Good', energy: '3' }, 'energy', MOOD_ENERGY_MESSAGE],
      [
        '11 tags',
        { mood: 'Good', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        'tags',
        MOOD_TOO_MANY_TAGS_MESSAGE,
      ],
      ['a 31-character tag', { mood: 'Good', tags: ['x'.repeat(31)] }, 'tags.0', MOOD_TAG_TOO_LONG_MESSAGE],
      ['a blank tag', { mood: 'Good', tags: ['ok', ' '] }, 'tags.1', MOOD_TAG_EMPTY_MESSAGE],
      ['1001-character notes', { mood: 'Good', notes: 'x'.repeat(1001) }, 'notes', TRACKING_NOTES_TOO_LONG_MESSAGE],
    ])('refuses %s with its message and stores nothing', async (_case, payload, field, message) => {
      const user = await t.createUser();
      const res = await post(user, '/api/moods', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
      expect((await get(user, '/api/moods')).json()).toEqual([]);
    });

    it('accepts the longest allowed mood, tags and notes', async () => {
      const user = await t.createUser();
      const res = await post(user, '/api/moods', {
        mood: 'x'.repeat(40),
        energy: 5,
        tags: Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(30, 'y')),
        notes: 'z'.repeat(1000),
      });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('privacy and access', () => {
    it("never shows another user's symptoms or moods", async () => {
      const owner = await t.createUser();
      const other = await t.createUser();
      await post(owner, '/api/symptoms', { name: 'Back pain', severity: 4 });
      await post(owner, '/api/moods', { mood: 'Tired', energy: 2 });

      expect((await get(other, '/api/symptoms')).json()).toEqual([]);
      expect((await get(other, '/api/moods')).json()).toEqual([]);
      expect((await get(owner, '/api/symptoms')).json()).toHaveLength(1);
      expect((await get(owner, '/api/moods')).json()).toHaveLength(1);
    });

    it('ignores a userId sent in the body and records the row for the caller', async () => {
      const owner = await t.createUser();
      const other = await t.createUser();
      const res = await post(owner, '/api/symptoms', { name: 'Headache', severity: 2, userId: other.id });
      expect(res.statusCode).toBe(201);
      expect(res.json().userId).toBe(owner.id);
      expect((await get(other, '/api/symptoms')).json()).toEqual([]);
    });

    it.each([
      ['GET', '/api/symptoms'],
      ['POST', '/api/symptoms'],
      ['GET', '/api/moods'],
      ['POST', '/api/moods'],
    ] as const)('answers %s %s with 401 when signed out', async (method, url) => {
      const payload = url === '/api/symptoms' ? { name: 'Nausea', severity: 2 } : { mood: 'Good', energy: 3 };
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    });

    it('writes nothing when a signed-out caller posts', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/symptoms', payload: { name: 'Ghost', severity: 2 } });
      expect(res.statusCode).toBe(401);
      const rows = await t.database.db.select({ name: symptoms.name }).from(symptoms);
      expect(rows.map((r) => r.name)).not.toContain('Ghost');
    });
  });
});
