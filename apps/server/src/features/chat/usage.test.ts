import { USAGE_SESSION_GAP_MINUTES } from '@bloom/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageStats } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { chat, streamed } from './test-kit.ts';

/**
 * Usage Analytics (spec §2, §3 usage stat; issue 33): every record has a real Usage Time, and
 * the calendar and the tracker record their uses beside the chat.
 */
describe('usage records: what she used, and for how long', () => {
  let t: TestApp;
  let now = new Date('2027-03-01T09:00:00.000Z');
  const at = (minutes: number, seconds = 0) => {
    now = new Date(Date.parse('2027-03-01T09:00:00.000Z') + minutes * 60_000 + seconds * 1000);
  };
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
  });
  afterAll(() => t.close());

  // Uses are written off her requests' path: read once this instance has written them.
  const records = async (user: TestUser) => {
    await t.app.usageWritten();
    return t.database.db
      .select({
        featureType: usageStats.featureType,
        durationSeconds: usageStats.durationSeconds,
        timestamp: usageStats.timestamp,
      })
      .from(usageStats)
      .where(eq(usageStats.userId, user.id))
      .orderBy(asc(usageStats.timestamp));
  };

  it('makes one text_chat record of a conversation, from her first message to the last reply', async () => {
    // An administrator has no daily allowance, so the clock can run past the gap.
    const user = await t.createUser({ isAdmin: true, isPregnant: false });
    at(0);
    expect((await chat(t.app, user.headers, 'Is sushi safe?')).statusCode).toBe(200);
    // A single answer counts at least a second, never '0 sec'.
    expect(await records(user)).toEqual([{ featureType: 'text_chat', durationSeconds: 1, timestamp: now }]);

    at(2, 30);
    expect((await chat(t.app, user.headers, 'And tuna?')).statusCode).toBe(200);
    at(4);
    const stream = await t.app.inject({
      method: 'POST',
      url: '/api/chat/text/stream',
      headers: user.headers,
      payload: { message: 'What about caffeine?' },
    });
    expect(streamed(stream.body).reply).toBeTruthy();
    expect(await records(user)).toEqual([
      { featureType: 'text_chat', durationSeconds: 240, timestamp: new Date('2027-03-01T09:00:00.000Z') },
    ]);

    // After a pause longer than the gap, a new conversation is a new record.
    at(4 + USAGE_SESSION_GAP_MINUTES + 1);
    expect((await chat(t.app, user.headers, 'Can I take a bath?')).statusCode).toBe(200);
    expect((await records(user)).map((r) => [r.featureType, r.durationSeconds])).toEqual([
      ['text_chat', 240],
      ['text_chat', 1],
    ]);
  });

  it('records calendar writes as calendar and tracker logs as others, each with its time', async () => {
    const user = await t.createUser();
    at(60);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: user.headers, payload });
    expect((await post('/api/calendar/entries', { type: 'note', title: 'Scan', date: '2027-03-02' })).statusCode).toBe(
      201,
    );
    at(61);
    expect((await post('/api/calendar/food-tracking', { date: '2027-03-01', foodItems: ['apple'] })).statusCode).toBe(
      201,
    );
    at(62);
    expect((await post('/api/symptoms', { name: 'Headache', severity: 2 })).statusCode).toBe(201);
    at(65);
    expect((await post('/api/moods', { mood: 'Happy', energy: 4 })).statusCode).toBe(201);
    // A refused write is no use.
    expect((await post('/api/symptoms', { name: '' })).statusCode).toBe(400);
    expect((await records(user)).map((r) => [r.featureType, r.durationSeconds])).toEqual([
      ['calendar', 60],
      ['others', 180],
    ]);
    // Reading is not a use; the chat's record is not the calendar's.
    at(66);
    expect((await t.app.inject({ url: '/api/calendar/entries?month=2027-03', headers: user.headers })).statusCode).toBe(
      200,
    );
    expect(await records(user)).toHaveLength(2);
  });

  it("shows the admin's Usage Analytics every feature type with its Usage Time", async () => {
    const admin = await t.createUser({ isAdmin: true, isPregnant: false });
    const user = await t.createUser();
    at(120);
    await t.app.inject({
      method: 'POST',
      url: '/api/calendar/entries',
      headers: user.headers,
      payload: { type: 'note', title: 'Scan', date: '2027-03-02' },
    });
    const res = await t.app.inject({ url: `/api/admin/usage-stats?userId=${user.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ featureType: 'calendar', durationSeconds: 1, timestamp: now.toISOString() }),
    ]);
  });
});
