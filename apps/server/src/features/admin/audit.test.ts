import { EVENT_TYPES } from '@bloom/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { seedOneOfEach } from './test-kit.ts';

describe('admin audit trail', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let ids: Awaited<ReturnType<typeof seedOneOfEach>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false, firstName: 'Audra', lastName: 'Admin' });
    user = await t.createUser({ firstName: 'Tess', lastName: 'Target' });
    ids = await seedOneOfEach(t.database.db, user.id);
  });
  afterAll(() => t.close());

  const latestAudit = async () => {
    const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    return row;
  };

  // Every read of user data: the URL, the action it records, and how many rows it returns for `user`.
  const reads = () => [
    { url: `/api/admin/events?userId=${user.id}&type=symptom`, action: 'read.events', rows: 1 },
    { url: `/api/admin/events?userId=${user.id}`, action: 'read.events', rows: EVENT_TYPES.length },
    { url: `/api/admin/events/mood/${ids.mood}`, action: 'read.event', rows: 1 },
    { url: `/api/admin/users/${user.id}`, action: 'read.user', rows: 1 },
    { url: `/api/admin/usage-stats?userId=${user.id}`, action: 'read.usage-stats', rows: 1 },
    { url: `/api/admin/chat-messages?userId=${user.id}`, action: 'read.chat-messages', rows: 1 },
    { url: `/api/admin/calendar-entries?userId=${user.id}`, action: 'read.calendar-entries', rows: 1 },
    { url: `/api/admin/symptoms?userId=${user.id}`, action: 'read.symptoms', rows: 1 },
    { url: `/api/admin/moods?userId=${user.id}`, action: 'read.moods', rows: 1 },
    { url: `/api/admin/appointments?userId=${user.id}`, action: 'read.appointments', rows: 1 },
    { url: `/api/admin/kick-sessions?userId=${user.id}`, action: 'read.kick-sessions', rows: 1 },
    { url: `/api/admin/contractions?userId=${user.id}`, action: 'read.contractions', rows: 1 },
    { url: `/api/admin/checklist-items?userId=${user.id}`, action: 'read.checklist-items', rows: 1 },
    { url: `/api/admin/weights?userId=${user.id}`, action: 'read.weights', rows: 1 },
  ];

  it('records every read of one user’s data: action, administrator, that user and the rows returned', async () => {
    for (const read of reads()) {
      const res = await t.app.inject({ url: read.url, headers: admin.headers });
      expect(res.statusCode, read.url).toBe(200);
      const entry = await latestAudit();
      expect(entry, read.url).toMatchObject({
        actorId: admin.id,
        action: read.action,
        targetUserId: user.id,
        details: { rows: read.rows },
      });
    }
  });

  it('records the filters of a read', async () => {
    await t.app.inject({ url: `/api/admin/events?userId=${user.id}&type=mood&pageSize=5`, headers: admin.headers });
    expect((await latestAudit())?.details).toEqual({
      rows: 1,
      filters: { userId: user.id, type: 'mood', page: 1, pageSize: 5 },
    });
  });

  it('records a read of everyone’s data without a target user', async () => {
    await t.app.inject({ url: '/api/admin/symptoms', headers: admin.headers });
    expect(await latestAudit()).toMatchObject({ action: 'read.symptoms', targetUserId: null, details: { rows: 1 } });
  });

  it('lists the audit trail newest first with names and rows, filtered by target user', async () => {
    await t.app.inject({ url: `/api/admin/moods?userId=${user.id}`, headers: admin.headers });
    await t.app.inject({ url: `/api/admin/symptoms?userId=${user.id}`, headers: admin.headers });
    const res = await t.app.inject({
      url: `/api/admin/audit-log?targetUserId=${user.id}&pageSize=2`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorName: 'Audra Admin',
        action: 'read.symptoms',
        targetUserId: user.id,
        targetName: 'Tess Target',
        rows: 1,
      }),
      expect.objectContaining({ action: 'read.moods', rows: 1 }),
    ]);
    const total = await t.database.db.$count(auditLog, eq(auditLog.targetUserId, user.id));
    expect(page).toMatchObject({ total, page: 1, pageSize: 2 });
  });

  it('shows rows as null for actions that are not reads', async () => {
    const pending = await t.createUser({ isApproved: false });
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${pending.id}/approve`, headers: admin.headers });
    const res = await t.app.inject({ url: `/api/admin/audit-log?targetUserId=${pending.id}`, headers: admin.headers });
    expect(res.json().items).toEqual([expect.objectContaining({ action: 'user.approve', rows: null })]);
  });

  it('has no route that writes, changes or deletes audit entries', async () => {
    const before = await t.database.db.$count(auditLog);
    const [entry] = await t.database.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    for (const [method, url] of [
      ['POST', '/api/admin/audit-log'],
      ['PATCH', '/api/admin/audit-log'],
      ['DELETE', '/api/admin/audit-log'],
      ['PUT', `/api/admin/audit-log/${entry!.id}`],
      ['PATCH', `/api/admin/audit-log/${entry!.id}`],
      ['DELETE', `/api/admin/audit-log/${entry!.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin.headers, payload: {} });
      expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
    }
    expect(await t.database.db.$count(auditLog)).toBe(before);
    expect(t.app.routeAccess.filter((r) => r.url.startsWith('/api/admin/audit-log')).map((r) => r.method)).toEqual([
      'GET',
    ]);
  });
});
