import { EVENT_TYPE_LABELS, EVENT_TYPES, UNKNOWN_USER, type AdminEvent, type EventType } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import {
  insertOrphanSymptom,
  MINUTE,
  minutesAgo,
  minutesApart,
  seedChatMessages,
  seedKickSessions,
  seedOneOfEach,
  seedSymptoms,
} from './test-kit.ts';

describe('merged events (GET /api/admin/events)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false });
  });
  afterAll(() => t.close());

  const events = async (query: string) => {
    const res = await t.app.inject({ url: `/api/admin/events${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: AdminEvent[]; total: number; page: number; pageSize: number };
  };
  const typesOf = (items: AdminEvent[]) => items.map((e) => e.type);

  it('shows every kind with the spec’s details and the user’s name', async () => {
    const user = await t.createUser({ firstName: 'Ada', lastName: 'Lovelace' });
    const [provider] = await t.database.db.select({ id: providers.id }).from(providers).limit(1);
    await seedOneOfEach(t.database.db, user.id, minutesApart(), provider!.id);
    const page = await events(`?userId=${user.id}`);
    expect(page.total).toBe(EVENT_TYPES.length);
    expect(page.items.map(({ type, details, userName }) => ({ type, details, userName }))).toEqual([
      { type: 'feature_usage', details: 'text_chat · 1m 30s', userName: 'Ada Lovelace' },
      { type: 'appointment', details: `Ultrasound · provider ${provider!.id}`, userName: 'Ada Lovelace' },
      { type: 'weight', details: expect.stringMatching(/^68\.4 kg on \d{4}-\d{2}-\d{2}$/), userName: 'Ada Lovelace' },
      { type: 'checklist_item', details: 'hospital-bag: Phone charger · done', userName: 'Ada Lovelace' },
      { type: 'contraction', details: '62 s', userName: 'Ada Lovelace' },
      { type: 'kick_session', details: '12 movements · 10 in 23 min', userName: 'Ada Lovelace' },
      { type: 'mood', details: 'Happy (energy 4/5)', userName: 'Ada Lovelace' },
      { type: 'symptom', details: 'Nausea (3/5)', userName: 'Ada Lovelace' },
      { type: 'calendar_entry', details: 'event: Glucose test', userName: 'Ada Lovelace' },
      { type: 'chat_message', details: 'User: How much water should I drink?', userName: 'Ada Lovelace' },
    ]);
    expect(page.items.every((e) => e.userId === user.id)).toBe(true);
  });

  it('labels each event type with the spec’s name and category', () => {
    expect(EVENT_TYPES.map((type) => [type, EVENT_TYPE_LABELS[type].label, EVENT_TYPE_LABELS[type].category])).toEqual([
      ['chat_message', 'Chat Message', 'Communication'],
      ['calendar_entry', 'Calendar Entry', 'Tracking'],
      ['symptom', 'Symptom Log', 'Health'],
      ['mood', 'Mood Log', 'Wellness'],
      ['kick_session', 'Kick Count', 'Health'],
      ['contraction', 'Contraction', 'Health'],
      ['checklist_item', 'Checklist Item', 'Tracking'],
      ['weight', 'Weight', 'Health'],
      ['appointment', 'Appointment', 'Healthcare'],
      ['feature_usage', 'Feature Usage', 'Platform Usage'],
    ]);
  });

  it('says “no provider” for an appointment without one', async () => {
    const user = await t.createUser();
    await seedOneOfEach(t.database.db, user.id);
    const page = await events(`?userId=${user.id}&type=appointment`);
    expect(page.items.map((e) => e.details)).toEqual(['Ultrasound · no provider']);
  });

  it('sorts newest first across the tables, to the millisecond', async () => {
    const user = await t.createUser();
    const base = Date.now() - 3_600_000;
    const ms = (n: number) => new Date(base + n);
    // Interleaved: the order of the tables is not the order of time.
    await seedOneOfEach(t.database.db, user.id, {
      chat: ms(3),
      calendar: ms(10),
      symptom: ms(1),
      mood: ms(7),
      kicks: ms(4),
      contraction: ms(6),
      checklist: ms(8),
      weight: ms(9),
      appointment: ms(2),
      usage: ms(5),
    });
    const page = await events(`?userId=${user.id}`);
    expect(typesOf(page.items)).toEqual([
      'calendar_entry',
      'weight',
      'checklist_item',
      'mood',
      'contraction',
      'feature_usage',
      'kick_session',
      'chat_message',
      'appointment',
      'symptom',
    ]);
    expect(page.items.map((e) => e.timestamp)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => ms(n).toISOString()));
  });

  it('cuts pages by pageSize: the total counts everything and each page continues where the last ended', async () => {
    const user = await t.createUser();
    for (let round = 0; round < 2; round++) {
      const m = (n: number) => minutesAgo(100 - round * 10 - n);
      await seedOneOfEach(t.database.db, user.id, {
        chat: m(1),
        calendar: m(2),
        symptom: m(3),
        mood: m(4),
        kicks: m(5),
        contraction: m(8),
        checklist: m(9),
        weight: m(10),
        appointment: m(6),
        usage: m(7),
      });
    }
    const all = await events(`?userId=${user.id}`);
    const total = 2 * EVENT_TYPES.length;
    expect(all.total).toBe(total);
    const pages = [];
    for (let page = 1; page <= Math.ceil(total / 5); page++) {
      pages.push(await events(`?userId=${user.id}&pageSize=5&page=${page}`));
    }
    expect(pages.map((p) => p.items.length)).toEqual(pages.map((_, i) => Math.min(5, total - i * 5)));
    expect(pages.every((p) => p.total === total && p.pageSize === 5)).toBe(true);
    expect(pages.flatMap((p) => p.items.map((e) => e.id))).toEqual(all.items.map((e) => e.id));
  });

  it('never repeats or skips an event across pages when timestamps tie', async () => {
    const user = await t.createUser();
    const same = minutesAgo(30);
    await seedOneOfEach(t.database.db, user.id, {
      chat: same,
      calendar: same,
      symptom: same,
      mood: same,
      kicks: same,
      contraction: same,
      checklist: same,
      weight: same,
      appointment: same,
      usage: same,
    });
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(EVENT_TYPES.length / 4); page++) {
      ids.push(...(await events(`?userId=${user.id}&pageSize=4&page=${page}`)).items.map((e) => e.id));
    }
    expect(ids).toHaveLength(EVENT_TYPES.length);
    expect(new Set(ids).size).toBe(EVENT_TYPES.length);
  });

  it('filters by user: another user’s events never appear', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await seedSymptoms(t.database.db, [
      { userId: a.id, name: 'Nausea', severity: 1 },
      { userId: b.id, name: 'Cramps', severity: 2 },
    ]);
    const page = await events(`?userId=${a.id}`);
    expect(page.items.map((e) => [e.userId, e.details])).toEqual([[a.id, 'Nausea (1/5)']]);
    expect(page.total).toBe(1);
  });

  it('filters by type, alone and with a user', async () => {
    const user = await t.createUser();
    await seedOneOfEach(t.database.db, user.id);
    for (const type of EVENT_TYPES) {
      const mine = await events(`?userId=${user.id}&type=${type}`);
      expect(typesOf(mine.items), type).toEqual([type]);
      expect(mine.total).toBe(1);
      const everyone = await events(`?type=${type}&pageSize=100`);
      expect(new Set(typesOf(everyone.items))).toEqual(new Set<EventType>([type]));
    }
  });

  it('shows a kick-counting session: movements, the time to 10 or the session’s length, and her report', async () => {
    const user = await t.createUser({ firstName: 'Kim', lastName: 'Kicks' });
    const other = await t.createUser();
    const start = minutesAgo(600);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    await seedKickSessions(t.database.db, [
      // Oldest first; the list shows them newest first.
      { userId: user.id, startedAt: at(0), endedAt: at(130), kicks: 11, tenthKickAt: at(121) },
      { userId: user.id, startedAt: at(200), endedAt: at(320), kicks: 3 },
      { userId: user.id, startedAt: at(400), endedAt: at(420), kicks: 1, lessThanUsual: true },
      // 10 in 12 min 30 s reads as 13 min: the time to 10 is rounded up to the minute.
      { userId: user.id, startedAt: at(500), endedAt: at(540), kicks: 14, tenthKickAt: at(512.5) },
      { userId: other.id, startedAt: at(550), endedAt: at(560), kicks: 2 },
    ]);
    const page = await events(`?userId=${user.id}&type=kick_session`);
    expect(page.total).toBe(4);
    expect(page.items.map(({ type, details, userName }) => ({ type, details, userName }))).toEqual([
      { type: 'kick_session', details: '14 movements · 10 in 13 min', userName: 'Kim Kicks' },
      {
        type: 'kick_session',
        details: '1 movement · fewer than 10 in 20 min · less than usual',
        userName: 'Kim Kicks',
      },
      { type: 'kick_session', details: '3 movements · fewer than 10 in 120 min', userName: 'Kim Kicks' },
      { type: 'kick_session', details: '11 movements · 10 in 121 min', userName: 'Kim Kicks' },
    ]);
    // Its time in the merged list is when she started counting.
    expect(page.items.at(-1)!.timestamp).toBe(start.toISOString());
    // Without the user filter, everyone's sessions and nothing else.
    const everyone = await events('?type=kick_session');
    expect(new Set(typesOf(everyone.items))).toEqual(new Set<EventType>(['kick_session']));
    expect(everyone.items.map((e) => e.userId)).toEqual(expect.arrayContaining([user.id, other.id]));
    // The View button shows the whole row.
    const [newest] = page.items;
    const view = await t.app.inject({ url: `/api/admin/events/kick_session/${newest!.id}`, headers: admin.headers });
    expect(view.statusCode).toBe(200);
    expect(view.json().record).toMatchObject({ id: newest!.id, userId: user.id, kicks: 14, lessThanUsual: false });
  });

  it('refuses an unknown type and an out-of-range page', async () => {
    const type = await t.app.inject({ url: '/api/admin/events?type=login', headers: admin.headers });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe('Unknown event type');
    const page = await t.app.inject({ url: '/api/admin/events?page=1001', headers: admin.headers });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('page must be a whole number from 1 to 1000');
  });

  it('shows “Unknown User” for an event whose user no longer exists', async () => {
    const orphan = await insertOrphanSymptom(t.database.db, minutesAgo(1));
    const page = await events(`?userId=${orphan.userId}`);
    expect(page.items).toEqual([
      expect.objectContaining({ id: orphan.id, type: 'symptom', userId: orphan.userId, userName: UNKNOWN_USER }),
    ]);
    expect(UNKNOWN_USER).toBe('Unknown User');
  });

  it('cuts a chat message’s detail to its first 50 characters and names the sender', async () => {
    const user = await t.createUser();
    const long = 'A'.repeat(45) + 'BCDEFGHIJ' + 'Z'.repeat(30);
    await seedChatMessages(t.database.db, [
      { userId: user.id, message: long, isFromUser: true, timestamp: minutesAgo(2) },
      { userId: user.id, message: 'Drink about 10 cups a day.', isFromUser: false, timestamp: minutesAgo(1) },
    ]);
    const page = await events(`?userId=${user.id}&type=chat_message`);
    expect(page.items.map((e) => e.details)).toEqual([
      'AI: Drink about 10 cups a day.',
      `User: ${'A'.repeat(45)}BCDEF`,
    ]);
  });

  it('shows one event with its full record for the View button', async () => {
    const user = await t.createUser({ firstName: 'Vera', lastName: 'View' });
    const ids = await seedOneOfEach(t.database.db, user.id);
    const res = await t.app.inject({ url: `/api/admin/events/symptom/${ids.symptom}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      event: expect.objectContaining({
        id: ids.symptom,
        type: 'symptom',
        userName: 'Vera View',
        details: 'Nausea (3/5)',
      }),
      record: {
        id: ids.symptom,
        userId: user.id,
        name: 'Nausea',
        severity: 3,
        notes: null,
        loggedAt: res.json().event.timestamp,
      },
    });
    const chat = await t.app.inject({
      url: `/api/admin/events/chat_message/${ids.chat_message}`,
      headers: admin.headers,
    });
    expect(chat.json().record).toMatchObject({ message: 'How much water should I drink?', isFromUser: true });
  });

  it('answers 404 for an event that does not exist, or not under that type', async () => {
    const user = await t.createUser();
    const ids = await seedOneOfEach(t.database.db, user.id);
    const missing = await t.app.inject({
      url: '/api/admin/events/mood/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found');
    const wrongType = await t.app.inject({ url: `/api/admin/events/mood/${ids.symptom}`, headers: admin.headers });
    expect(wrongType.statusCode).toBe(404);
  });
});
