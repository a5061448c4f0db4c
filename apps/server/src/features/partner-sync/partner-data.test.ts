import { PARTNER_VIEW_ITEMS, NOT_SYNCED_MESSAGE, partnerDataSchema } from '@bloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { updateProfile } from '../../platform/users/repo.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { partnerData } from '../../testing/personal-data.ts';
import { seedAppointments, seedMoods, seedProviders, seedSymptoms } from '../../testing/seeds.ts';
import { syncCalls } from './test-kit.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('partner sync: the partner data view', () => {
  let t: TestApp;
  let sync: ReturnType<typeof syncCalls>;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    sync = syncCalls(t);
    admin = await t.createUser({ isAdmin: true });
  });
  afterAll(() => t.close());

  /** Four symptoms and moods a minute apart, and appointments past, cancelled, far and near. */
  async function seedHerData(pregnant: TestUser) {
    const db = t.database.db;
    const start = Date.now() - DAY;
    await seedSymptoms(
      db,
      [1, 2, 3, 4].map((i) => ({
        userId: pregnant.id,
        name: `Symptom ${i}`,
        severity: i,
        notes: `private note ${i}`,
        loggedAt: new Date(start + i * 60_000),
      })),
    );
    await seedMoods(
      db,
      [1, 2, 3, 4].map((i) => ({
        userId: pregnant.id,
        mood: `Mood ${i}`,
        energy: i,
        tags: [`tag ${i}`],
        notes: `private mood note ${i}`,
        loggedAt: new Date(start + i * 60_000),
      })),
    );
    const providerId = `partner-view-${pregnant.id}`;
    await seedProviders(db, [
      {
        id: providerId,
        ownerId: pregnant.id,
        name: 'Dr. Rivera',
        specialty: 'Obstetrics & Gynecology',
        practice: 'Own practice',
        phone: '',
        address: '',
        zipCode: '',
      },
    ]);
    const at = (days: number) => new Date(Date.now() + days * DAY);
    await seedAppointments(db, [
      { userId: pregnant.id, providerId, title: 'Past visit', type: 'Regular Checkup', dateTime: at(-2) },
      { userId: pregnant.id, providerId, title: 'Cancelled', type: 'Ultrasound', dateTime: at(1), status: 'cancelled' },
      { userId: pregnant.id, providerId, title: 'Fourth', type: 'Lab Work', dateTime: at(40) },
      { userId: pregnant.id, providerId, title: 'Third', type: 'Consultation', dateTime: at(30) },
      {
        userId: pregnant.id,
        providerId: null,
        title: 'Second',
        type: 'Follow-up',
        dateTime: at(20),
        location: 'Clinic',
      },
      { userId: pregnant.id, providerId, title: 'First', type: 'Ultrasound', dateTime: at(10), notes: 'private' },
    ]);
  }

  it('shows her first name, her week, 3 latest symptoms and moods and 3 next appointments, and only those fields', async () => {
    const { follower, pregnant } = await sync.synced({ firstName: 'Maya', pregnancyWeeks: 24 });
    await seedHerData(pregnant);
    const res = await sync.as(follower).partnerData();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const data = partnerDataSchema.parse(body);
    expect(data.firstName).toBe('Maya');
    expect(data.pregnancyWeeks).toBe(24);
    // Her due date too (issue 33), as her profile holds it.
    const [her] = await t.database.db.select({ dueDate: users.dueDate }).from(users).where(eq(users.id, pregnant.id));
    expect(data.dueDate).toBe(her!.dueDate);
    expect(data.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.recentSymptoms.map((s) => [s.name, s.severity])).toEqual([
      ['Symptom 4', 4],
      ['Symptom 3', 3],
      ['Symptom 2', 2],
    ]);
    expect(data.recentMoods.map((m) => [m.mood, m.energy, m.tags])).toEqual([
      ['Mood 4', 4, ['tag 4']],
      ['Mood 3', 3, ['tag 3']],
      ['Mood 2', 2, ['tag 2']],
    ]);
    expect(data.upcomingAppointments.map((a) => [a.title, a.providerName, a.location])).toEqual([
      ['First', 'Dr. Rivera', null],
      ['Second', null, 'Clinic'],
      ['Third', 'Dr. Rivera', null],
    ]);
    const first = data.upcomingAppointments[0]!;
    expect(first.date).toBe(first.dateTime.slice(0, 10));
    expect(data.recentSymptoms).toHaveLength(PARTNER_VIEW_ITEMS);

    // Exactly the fields of the view: nothing else of hers (no notes, ids of hers, e-mail).
    expect(Object.keys(body).sort()).toEqual(
      [
        'firstName',
        'pregnancyWeeks',
        'dueDate',
        'checklists',
        'recentContractions',
        'recentKickSessions',
        'recentMoods',
        'recentSymptoms',
        'upcomingAppointments',
      ].sort(),
    );
    expect(Object.keys(body.recentSymptoms[0]).sort()).toEqual(['id', 'loggedAt', 'name', 'severity']);
    expect(Object.keys(body.recentMoods[0]).sort()).toEqual(['energy', 'id', 'loggedAt', 'mood', 'tags']);
    expect(Object.keys(body.upcomingAppointments[0]).sort()).toEqual(
      ['date', 'dateTime', 'id', 'location', 'providerName', 'title', 'type'].sort(),
    );
    expect(res.body).not.toContain(pregnant.id);
    expect(res.body).not.toContain(pregnant.email);
    expect(res.body).not.toContain('private');
  });

  it('shows her latest kick counts and which ones gave cause for concern', async () => {
    const { follower, pregnant } = await sync.synced();
    const start = Date.now() - 3 * HOUR;
    for (const [i, kicks] of [12, 3].entries()) {
      const startedAt = new Date(start + i * HOUR);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/kick-sessions',
        headers: pregnant.headers,
        payload: {
          startedAt: startedAt.toISOString(),
          endedAt: new Date(startedAt.getTime() + 30 * 60_000).toISOString(),
          kicks,
          ...(kicks >= 10 ? { tenthKickAt: new Date(startedAt.getTime() + 20 * 60_000).toISOString() } : {}),
        },
      });
      expect(saved.statusCode).toBe(201);
    }
    const data = partnerDataSchema.parse((await sync.as(follower).partnerData()).json());
    expect(
      data.recentKickSessions.map(({ kicks, secondsToTen, concern }) => ({ kicks, secondsToTen, concern })),
    ).toEqual([
      { kicks: 3, secondsToTen: null, concern: 'fewer-than-10' },
      { kicks: 12, secondsToTen: 20 * 60, concern: null },
    ]);
    expect(Object.keys(data.recentKickSessions[0]!).sort()).toEqual(
      ['concern', 'endedAt', 'id', 'kicks', 'secondsToTen', 'startedAt'].sort(),
    );
  });

  it('shows her latest contractions, newest first, with length and interval', async () => {
    const { follower, pregnant } = await sync.synced();
    const start = Date.now() - HOUR;
    for (const [minutes, seconds] of [
      [0, 50],
      [6, 62],
    ] as const) {
      const startedAt = new Date(start + minutes * 60_000);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/contractions',
        headers: pregnant.headers,
        payload: {
          startedAt: startedAt.toISOString(),
          endedAt: new Date(startedAt.getTime() + seconds * 1000).toISOString(),
        },
      });
      expect(saved.statusCode).toBe(201);
    }
    const data = partnerDataSchema.parse((await sync.as(follower).partnerData()).json());
    expect(data.recentContractions.map((c) => [c.durationSeconds, c.intervalSeconds])).toEqual([
      [62, 6 * 60],
      [50, null],
    ]);
    expect(Object.keys(data.recentContractions[0]!).sort()).toEqual(
      ['durationSeconds', 'endedAt', 'id', 'intervalSeconds', 'startedAt'].sort(),
    );
  });

  it('counts her weeks from her due date in her own time zone', async () => {
    const { follower, pregnant } = await sync.synced();
    // 10:00 UTC on 4 March is already 5 March in Kiritimati (UTC+14): 112 days to 25 June there
    // (week 24), 113 in UTC (week 23).
    await updateProfile(t.database.db, pregnant.id, { dueDate: '2026-06-25', timeZone: 'Pacific/Kiritimati' });
    const now = new Date('2026-03-04T10:00:00Z');
    expect((await partnerData(t.database.db, follower.id, now)).pregnancyWeeks).toBe(24);
  });

  it('has no week while her weeks are unknown, and empty lists before she logs anything', async () => {
    const { follower } = await sync.synced({ pregnancyWeeks: null });
    const data = partnerDataSchema.parse((await sync.as(follower).partnerData()).json());
    expect(data).toEqual({
      firstName: 'Maya',
      pregnancyWeeks: null,
      dueDate: null,
      recentSymptoms: [],
      recentMoods: [],
      upcomingAppointments: [],
      recentKickSessions: [],
      recentContractions: [],
      // Her checklists are the untouched suggestions.
      checklists: expect.any(Array),
    });
  });

  it('shows her new symptom on the next read', async () => {
    const { follower, pregnant } = await sync.synced();
    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: pregnant.headers,
      payload: { name: 'Heartburn', severity: 2 },
    });
    expect(logged.statusCode).toBe(201);
    const data = partnerDataSchema.parse((await sync.as(follower).partnerData()).json());
    expect(data.recentSymptoms.map((s) => s.name)).toEqual(['Heartburn']);
  });

  it('gives a third user nothing', async () => {
    const { pregnant } = await sync.synced();
    await seedHerData(pregnant);
    for (const stranger of [await sync.partner(), await sync.mother()]) {
      const res = await sync.as(stranger).partnerData();
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_SYNCED_MESSAGE);
      expect(res.body).not.toContain('Symptom');
    }
  });

  it('gives the pregnant user herself no partner view, and a waiting or declined request gives nothing', async () => {
    const { pregnant } = await sync.synced();
    expect((await sync.as(pregnant).partnerData()).statusCode).toBe(404);
    const waiting = await sync.partner();
    const other = await sync.mother();
    const sent = (await sync.as(waiting).request(other.email)).json();
    expect((await sync.as(waiting).partnerData()).statusCode).toBe(404);
    await sync.as(other).respond(sent.id, 'rejected');
    expect((await sync.as(waiting).partnerData()).statusCode).toBe(404);
  });

  it('is read-only: what the partner logs stays in the partner’s own account', async () => {
    const { follower, pregnant } = await sync.synced();
    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: follower.headers,
      payload: { name: 'Partner symptom', severity: 1 },
    });
    expect(logged.json().userId).toBe(follower.id);
    expect((await sync.as(follower).partnerData()).json().recentSymptoms).toEqual([]);
    expect((await t.app.inject({ url: '/api/symptoms', headers: pregnant.headers })).json()).toEqual([]);
    // No partner-sync route changes anything of hers: the only writes are requests, answers,
    // ending a sync and her pause.
    const writes = t.app.routeAccess
      .filter((r) => r.url.startsWith('/api/parent-sync/') && r.method !== 'GET')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(writes).toEqual([
      'DELETE /api/parent-sync/connection',
      'POST /api/parent-sync/connection/pause',
      'POST /api/parent-sync/connection/resume',
      'POST /api/parent-sync/request',
      'POST /api/parent-sync/respond',
    ]);
  });

  it('ends when she deletes her account', async () => {
    const { follower, pregnant } = await sync.synced();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: pregnant.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await sync.as(follower).partnerData()).statusCode).toBe(404);
    expect((await sync.as(follower).connection()).json()).toEqual([]);
    expect((await sync.as(follower).requests()).json()).toEqual([]);
  });

  it('ends when an administrator removes the partner', async () => {
    const { follower, pregnant } = await sync.synced();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${follower.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await sync.as(follower).partnerData()).statusCode).toBe(401);
    expect((await sync.as(pregnant).connection()).json()).toEqual([]);
  });
});
