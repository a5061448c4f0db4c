import { randomUUID } from 'node:crypto';
import { CLIENT_ID_MESSAGE } from '@bloom/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractions, kickSessions, moods, symptoms } from './db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from './testing/test-app.ts';

/**
 * The offline queue's client ids (issue 35): her device may send the same create again (its answer
 * was lost), and the entry is stored once. A repeat answers 200 with the stored entry; a create 201.
 */
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('client ids on her entries', () => {
  let t: TestApp;
  const now = Date.now();
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => new Date(now) });
  });
  afterAll(() => t.close());

  // Each kind: its URL, a valid body (the n-th of a series, so contractions never overlap) and its table.
  const kinds = [
    {
      kind: 'symptom',
      url: '/api/symptoms',
      table: symptoms,
      body: (n: number) => ({ name: `Nausea ${n}`, severity: 2 }),
    },
    {
      kind: 'mood',
      url: '/api/moods',
      table: moods,
      body: (n: number) => ({ mood: 'Calm', energy: 3, notes: `${n}` }),
    },
    {
      kind: 'kick session',
      url: '/api/kick-sessions',
      table: kickSessions,
      body: (n: number) => ({
        startedAt: iso(now - (n + 2) * 60 * MINUTE),
        endedAt: iso(now - (n + 1) * 60 * MINUTE),
        kicks: 3,
      }),
    },
    {
      kind: 'contraction',
      url: '/api/contractions',
      table: contractions,
      body: (n: number) => ({
        startedAt: iso(now - (n + 2) * 10 * MINUTE),
        endedAt: iso(now - (n + 2) * 10 * MINUTE + MINUTE),
      }),
    },
  ] as const;

  const post = (user: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });

  type Table = (typeof kinds)[number]['table'];
  const stored = async (table: Table, userId: string, clientId?: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, userId), clientId ? eq(table.clientId, clientId) : undefined));
    return row!.n;
  };

  describe.each(kinds)('a $kind', ({ url, table, body }) => {
    it('is stored once when the same clientId is sent again, and the repeat answers the stored entry (200)', async () => {
      const user = await t.createUser({ pregnancyWeeks: 30 });
      const clientId = randomUUID();
      const first = await post(user, url, { ...body(0), clientId });
      expect(first.statusCode, first.body).toBe(201);
      const again = await post(user, url, { ...body(0), clientId });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await stored(table, user.id)).toBe(1);
      expect(await stored(table, user.id, clientId)).toBe(1);
    });

    it('stores once when two sends of the same clientId arrive together', async () => {
      const user = await t.createUser({ pregnancyWeeks: 30 });
      const clientId = randomUUID();
      const answers = await Promise.all([
        post(user, url, { ...body(0), clientId }),
        post(user, url, { ...body(0), clientId }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
      expect(answers[0]!.json()).toEqual(answers[1]!.json());
      expect(await stored(table, user.id)).toBe(1);
    });

    it('keeps entries with different clientIds, or none, apart', async () => {
      const user = await t.createUser({ pregnancyWeeks: 30 });
      expect((await post(user, url, { ...body(0), clientId: randomUUID() })).statusCode).toBe(201);
      expect((await post(user, url, { ...body(1), clientId: randomUUID() })).statusCode).toBe(201);
      expect((await post(user, url, body(2))).statusCode).toBe(201);
      expect((await post(user, url, body(3))).statusCode).toBe(201);
      expect(await stored(table, user.id)).toBe(4);
    });

    it("is independent of another user's same clientId", async () => {
      const [her, other] = [await t.createUser({ pregnancyWeeks: 30 }), await t.createUser({ pregnancyWeeks: 30 })];
      const clientId = randomUUID();
      const hers = await post(her, url, { ...body(0), clientId });
      const theirs = await post(other, url, { ...body(0), clientId });
      expect([hers.statusCode, theirs.statusCode]).toEqual([201, 201]);
      expect(theirs.json().id).not.toBe(hers.json().id);
      expect(await stored(table, her.id, clientId)).toBe(1);
      expect(await stored(table, other.id, clientId)).toBe(1);
    });

    it.each([['not-a-uuid'], [42], [''], [null]])(
      'refuses clientId %j with its message and stores nothing',
      async (clientId) => {
        const user = await t.createUser({ pregnancyWeeks: 30 });
        const res = await post(user, url, { ...body(0), clientId });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: CLIENT_ID_MESSAGE, fields: { clientId: CLIENT_ID_MESSAGE } });
        expect(await stored(table, user.id)).toBe(0);
      },
    );
  });

  it('still refuses a different contraction that overlaps, with a new clientId (409)', async () => {
    const user = await t.createUser({ pregnancyWeeks: 30 });
    const one = kinds[3].body(0);
    expect((await post(user, '/api/contractions', { ...one, clientId: randomUUID() })).statusCode).toBe(201);
    expect((await post(user, '/api/contractions', { ...one, clientId: randomUUID() })).statusCode).toBe(409);
    expect(await stored(contractions, user.id)).toBe(1);
  });
});
