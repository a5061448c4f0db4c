import { EVENT_TYPES, USAGE_CHART_DAYS } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { DAY, seedChatMessages, seedOneOfEach, seedSymptoms, seedUsageStats } from './test-kit.ts';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
/** Noon UTC `days` days ago: well inside that UTC day whenever the test runs. */
const noonDaysAgo = (days: number) => new Date(`${utcDay(new Date(Date.now() - days * DAY))}T12:00:00Z`);

describe('admin summary (GET /api/admin/summary)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false, createdAt: new Date(Date.now() - 3 * DAY) });
  });
  afterAll(() => t.close());

  it('counts users, today’s sign-ups, pending approvals, every event and feature use', async () => {
    const today = await t.createUser();
    await t.createUser({ isApproved: false });
    await t.createUser({ isApproved: false, createdAt: new Date(Date.now() - 2 * DAY) });
    await seedOneOfEach(t.database.db, today.id);
    await seedUsageStats(t.database.db, [{ userId: today.id, featureType: 'voice_chat', durationSeconds: 30 }]);
    const before = await t.database.db.$count(auditLog);
    const res = await t.app.inject({ url: '/api/admin/summary', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalUsers: 4,
      usersToday: 2,
      pendingApproval: 2,
      // One of each event type, and the voice chat's usage record.
      totalEvents: EVENT_TYPES.length + 1,
      featureUses: 2,
      usageSeconds: 120,
    });
    // Aggregates only: nobody's data was read, so there is nothing to audit.
    expect(await t.database.db.$count(auditLog)).toBe(before);
  });
});

describe('admin daily usage (GET /api/admin/usage-stats/daily)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false });
  });
  afterAll(() => t.close());

  const daily = async () => {
    const res = await t.app.inject({ url: '/api/admin/usage-stats/daily', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json().days as { date: string; activeUsers: number; chatSessions: number }[];
  };

  it('gives the last 30 UTC days oldest first, every day present, empty days as zeros', async () => {
    const days = await daily();
    expect(days).toHaveLength(USAGE_CHART_DAYS);
    expect(days[0]!.date).toBe(utcDay(new Date(Date.now() - 29 * DAY)));
    expect(days.at(-1)!.date).toBe(utcDay(new Date()));
    expect(days.every((d) => d.activeUsers === 0 && d.chatSessions === 0)).toBe(true);
  });

  it('counts each active person once a day across every source, and text and voice chat sessions', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const c = await t.createUser();
    const twoDaysAgo = noonDaysAgo(2);
    // a: two kinds of activity on one day count her once.
    await seedSymptoms(t.database.db, [{ userId: a.id, name: 'Nausea', severity: 2, loggedAt: twoDaysAgo }]);
    await seedChatMessages(t.database.db, [{ userId: a.id, message: 'Hi', isFromUser: true, timestamp: twoDaysAgo }]);
    // b: two chat sessions and a calendar use (not a chat session) on the same day.
    await seedUsageStats(t.database.db, [
      { userId: b.id, featureType: 'text_chat', durationSeconds: 60, timestamp: twoDaysAgo },
      { userId: b.id, featureType: 'voice_chat', durationSeconds: 60, timestamp: twoDaysAgo },
      { userId: b.id, featureType: 'calendar', durationSeconds: 60, timestamp: twoDaysAgo },
    ]);
    // c: 40 days ago, outside the chart.
    await seedUsageStats(t.database.db, [
      { userId: c.id, featureType: 'text_chat', durationSeconds: 60, timestamp: noonDaysAgo(40) },
    ]);
    const days = await daily();
    expect(days).toHaveLength(USAGE_CHART_DAYS);
    const busy = days.filter((d) => d.activeUsers > 0 || d.chatSessions > 0);
    expect(busy).toEqual([{ date: utcDay(twoDaysAgo), activeUsers: 2, chatSessions: 2 }]);
  });
});
