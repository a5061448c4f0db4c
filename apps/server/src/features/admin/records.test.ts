import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { minutesAgo, seedMoods, seedOneOfEach, seedUsageStats } from './test-kit.ts';

/** GET /api/admin/usage-stats, /chat-messages, /calendar-entries, /symptoms, /moods, /appointments (spec §7), /kick-sessions, /contractions, /checklist-items, /weights. */
describe('admin per-table reads', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let ids: Awaited<ReturnType<typeof seedOneOfEach>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false });
    user = await t.createUser({ firstName: 'Rita', lastName: 'Reads' });
    ids = await seedOneOfEach(t.database.db, user.id);
  });
  afterAll(() => t.close());

  const read = async (path: string) => {
    const res = await t.app.inject({ url: `/api/admin/${path}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lists usage stats with the user’s name', async () => {
    expect(await read(`usage-stats?userId=${user.id}`)).toEqual({
      items: [
        {
          id: ids.feature_usage,
          userId: user.id,
          userName: 'Rita Reads',
          featureType: 'text_chat',
          durationSeconds: 90,
          timestamp: expect.any(String),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 100,
    });
  });

  it('lists chat messages with their user', async () => {
    const page = await read(`chat-messages?userId=${user.id}`);
    expect(page.items).toEqual([
      {
        id: ids.chat_message,
        userId: user.id,
        message: 'How much water should I drink?',
        isFromUser: true,
        timestamp: expect.any(String),
      },
    ]);
  });

  it('lists calendar entries', async () => {
    const page = await read(`calendar-entries?userId=${user.id}`);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: ids.calendar_entry,
        userId: user.id,
        type: 'event',
        title: 'Glucose test',
        date: '2026-03-01',
      }),
    ]);
  });

  it('lists symptoms', async () => {
    const page = await read(`symptoms?userId=${user.id}`);
    expect(page.items).toEqual([
      { id: ids.symptom, userId: user.id, name: 'Nausea', severity: 3, notes: null, loggedAt: expect.any(String) },
    ]);
  });

  it('lists moods', async () => {
    const page = await read(`moods?userId=${user.id}`);
    expect(page.items).toEqual([
      { id: ids.mood, userId: user.id, mood: 'Happy', energy: 4, tags: [], notes: null, loggedAt: expect.any(String) },
    ]);
  });

  it('lists kick-counting sessions with her id, the time to 10 and the concern', async () => {
    const page = await read(`kick-sessions?userId=${user.id}`);
    expect(page).toEqual({
      items: [
        {
          id: ids.kick_session,
          userId: user.id,
          startedAt: expect.any(String),
          endedAt: expect.any(String),
          kicks: 12,
          tenthKickAt: expect.any(String),
          secondsToTen: 23 * 60,
          lessThanUsual: false,
          concern: null,
          createdAt: expect.any(String),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 100,
    });
  });

  it('lists weights with her id, the date and the kilograms', async () => {
    const page = await read(`weights?userId=${user.id}`);
    expect(page).toEqual({
      items: [
        {
          id: ids.weight,
          userId: user.id,
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          weightKg: 68.4,
          week: null,
          gainKg: null,
          createdAt: expect.any(String),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 100,
    });
  });

  it('lists checklist items with her id, the list, the text and the tick', async () => {
    const page = await read(`checklist-items?userId=${user.id}`);
    expect(page).toEqual({
      items: [
        {
          id: ids.checklist_item,
          userId: user.id,
          list: 'hospital-bag',
          suggestionId: null,
          text: 'Phone charger',
          done: true,
          removed: false,
          position: 14,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 100,
    });
  });

  it('lists contractions with her id and the length (no interval: the rows are not one series)', async () => {
    const page = await read(`contractions?userId=${user.id}`);
    expect(page).toEqual({
      items: [
        {
          id: ids.contraction,
          userId: user.id,
          startedAt: expect.any(String),
          endedAt: expect.any(String),
          durationSeconds: 62,
          intervalSeconds: null,
          createdAt: expect.any(String),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 100,
    });
  });

  it('lists appointments', async () => {
    const page = await read(`appointments?userId=${user.id}`);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: ids.appointment,
        userId: user.id,
        type: 'Ultrasound',
        providerId: null,
        providerName: null,
        providerIsSample: false,
        status: 'scheduled',
      }),
    ]);
  });

  it('lists everyone’s rows without ?userId=', async () => {
    const other = await t.createUser();
    await seedMoods(t.database.db, [{ userId: other.id, mood: 'Calm', energy: 3 }]);
    const page = await read('moods');
    expect(page.items.map((m: { userId: string }) => m.userId).sort()).toEqual([user.id, other.id].sort());
    expect(page.total).toBe(2);
  });

  it('pages newest first, with the total', async () => {
    const other = await t.createUser();
    await seedUsageStats(
      t.database.db,
      [5, 4, 3, 2, 1].map((n) => ({
        userId: other.id,
        featureType: 'voice_chat' as const,
        durationSeconds: n,
        timestamp: minutesAgo(n * 10),
      })),
    );
    const first = await read(`usage-stats?userId=${other.id}&pageSize=2`);
    const second = await read(`usage-stats?userId=${other.id}&pageSize=2&page=2`);
    expect(first.total).toBe(5);
    expect([...first.items, ...second.items].map((u: { durationSeconds: number }) => u.durationSeconds)).toEqual([
      1, 2, 3, 4,
    ]);
  });
});
