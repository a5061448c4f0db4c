import { USER_APPROVED_MESSAGE, USER_REMOVED_MESSAGE } from '@bloom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, sessions, symptoms, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import {
  queueMail,
  seedCalendarEntries,
  seedContractions,
  seedKickSessions,
  seedMoods,
  seedSymptoms,
} from './test-kit.ts';

const MINUTE = 60_000;

describe('admin users (GET /api/admin/users, /users/:id, approve, remove)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false, firstName: 'Root', lastName: 'Admin' });
  });
  afterAll(() => t.close());

  const list = (query = '', headers: Record<string, string> = admin.headers) =>
    t.app.inject({ url: `/api/admin/users${query}`, headers });
  const auditCount = (action: string) => t.database.db.$count(auditLog, eq(auditLog.action, action));
  /** A unique word, so a search finds only the users of one test. */
  const tag = () => `Tag${Math.random().toString(36).slice(2, 10)}`;

  it('lists only the table’s fields: no phone, date of birth, due date or password hash', async () => {
    const lastName = tag();
    const user = await t.createUser({ lastName, phoneNumber: '+1 555 0100', dateOfBirth: '1990-01-02' });
    const res = await list(`?q=${lastName}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: user.id,
        firstName: 'Test',
        lastName,
        email: user.email,
        isPregnant: true,
        pregnancyWeeks: 20,
        isApproved: true,
        isAdmin: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(res.body).not.toMatch(/phoneNumber|dateOfBirth|dueDate|argon2|555 0100/);
  });

  it('pages newest first: pageSize, total, and the second page continues where the first ended', async () => {
    const lastName = tag();
    const base = Date.now() - 60 * MINUTE;
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      made.push((await t.createUser({ lastName, createdAt: new Date(base + i * MINUTE) })).id);
    }
    const newestFirst = [...made].reverse();
    const first = (await list(`?q=${lastName}&pageSize=2`)).json();
    const second = (await list(`?q=${lastName}&pageSize=2&page=2`)).json();
    const third = (await list(`?q=${lastName}&pageSize=2&page=3`)).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect([...first.items, ...second.items, ...third.items].map((u: { id: string }) => u.id)).toEqual(newestFirst);
    expect(third.items).toHaveLength(1);
  });

  it('searches first name, last name, full name and e-mail, case-insensitively', async () => {
    const word = tag();
    const byFirst = await t.createUser({ firstName: `${word}Ann`, lastName: 'Smith' });
    const byEmail = await t.createUser({ email: `${word.toLowerCase()}-mail@example.com` });
    const ids = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).json().items.map((u: { id: string }) => u.id);
    expect((await ids(word.toUpperCase())).sort()).toEqual([byFirst.id, byEmail.id].sort());
    expect(await ids(`${word}ann smith`)).toEqual([byFirst.id]);
    expect(await ids(`${word}-MAIL@`)).toEqual([byEmail.id]);
  });

  it('matches % and _ in the search as themselves, not as wildcards', async () => {
    const word = tag();
    const literal = await t.createUser({ lastName: `${word}_100%` });
    await t.createUser({ lastName: `${word}x100y` });
    const res = await list(`?q=${encodeURIComponent(`${word}_100%`)}`);
    expect(res.json().items.map((u: { id: string }) => u.id)).toEqual([literal.id]);
  });

  it('filters by status: pending and approved', async () => {
    const lastName = tag();
    const pending = await t.createUser({ lastName, isApproved: false });
    const approved = await t.createUser({ lastName });
    const idsOf = async (status: string) =>
      (await list(`?q=${lastName}&status=${status}`)).json().items.map((u: { id: string }) => u.id);
    expect(await idsOf('pending')).toEqual([pending.id]);
    expect(await idsOf('approved')).toEqual([approved.id]);
    expect((await idsOf('all')).sort()).toEqual([pending.id, approved.id].sort());
  });

  it('refuses an out-of-range page size and an unknown status with the contract’s messages', async () => {
    const big = await list('?pageSize=101');
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('pageSize must be a whole number from 1 to 100');
    const status = await list('?status=deleted');
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('Choose all, approved or pending');
  });

  it('sends an ETag with Cache-Control private, no-cache, and answers a matching If-None-Match with 304, no body and no audit row', async () => {
    const first = await list('?pageSize=3');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const before = await auditCount('read.users');
    const again = await t.app.inject({
      url: '/api/admin/users?pageSize=3',
      headers: { ...admin.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(await auditCount('read.users')).toBe(before);
  });

  it('gives another query another ETag', async () => {
    const a = (await list('?pageSize=3')).headers.etag;
    const b = (await list('?pageSize=4')).headers.etag;
    const c = (await list('?pageSize=3&status=pending')).headers.etag;
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('changes the ETag when a user is approved', async () => {
    const pending = await t.createUser({ isApproved: false });
    const before = (await list()).headers.etag;
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${pending.id}/approve`, headers: admin.headers });
    const after = await t.app.inject({
      url: '/api/admin/users',
      headers: { ...admin.headers, 'if-none-match': before },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('changes the ETag when a user is removed', async () => {
    const user = await t.createUser();
    const before = (await list()).headers.etag;
    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect((await list()).headers.etag).not.toBe(before);
  });

  it('changes the ETag when someone signs up', async () => {
    const before = (await list()).headers.etag;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: `${tag().toLowerCase()}@example.com`,
        password: 'a-strong-password',
        firstName: 'Ana',
        lastName: 'Rivera',
        phoneNumber: '+1 (555) 010-2030',
        dateOfBirth: '1994-05-17',
        gender: 'female',
        isPregnant: true,
        pregnancyWeeks: 12,
      },
    });
    expect(signup.statusCode).toBeLessThan(300);
    expect((await list()).headers.etag).not.toBe(before);
  });

  it('changes the ETag when someone edits her profile (the edit sets updated_at)', async () => {
    const user = await t.createUser();
    const before = (await list()).headers.etag;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: user.headers,
      payload: { firstName: 'Renamed' },
    });
    expect(patch.statusCode).toBe(200);
    expect((await list()).headers.etag).not.toBe(before);
  });

  it('records each answered read in the audit log with the filters and the number of rows', async () => {
    const lastName = tag();
    await t.createUser({ lastName });
    await list(`?q=${lastName}&status=approved`);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read.users'), eq(auditLog.actorId, admin.id)))
      .orderBy(auditLog.at)
      .then((rows) => rows.filter((r) => (r.details.filters as { q?: string }).q === lastName));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetUserId: null,
      details: { rows: 1, filters: { q: lastName, status: 'approved', page: 1, pageSize: 100 } },
    });
  });

  it('shows one user’s whole profile and how many records of each kind she has', async () => {
    const user = await t.createUser({ firstName: 'Dora', phoneNumber: '+1 555 0199' });
    await seedSymptoms(t.database.db, [
      { userId: user.id, name: 'Nausea', severity: 2 },
      { userId: user.id, name: 'Fatigue', severity: 3 },
    ]);
    await seedMoods(t.database.db, [{ userId: user.id, mood: 'Happy', energy: 4 }]);
    await seedCalendarEntries(t.database.db, [{ userId: user.id, date: '2026-01-01', type: 'note', title: 'Note' }]);
    const start = new Date(Date.now() - 3_600_000);
    await seedKickSessions(t.database.db, [
      { userId: user.id, startedAt: start, endedAt: new Date(start.getTime() + 600_000), kicks: 4 },
    ]);
    await seedContractions(t.database.db, [
      { userId: user.id, startedAt: start, endedAt: new Date(start.getTime() + 60_000) },
      { userId: user.id, startedAt: new Date(start.getTime() + 300_000), endedAt: new Date(start.getTime() + 350_000) },
    ]);
    const res = await t.app.inject({ url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({ id: user.id, firstName: 'Dora', phoneNumber: '+1 555 0199', pregnancyWeeks: 20 }),
      counts: {
        symptoms: 2,
        moods: 1,
        kickSessions: 1,
        contractions: 2,
        checklistItems: 0,
        weights: 0,
        calendarEntries: 1,
        appointments: 0,
        chatMessages: 0,
        usageStats: 0,
      },
    });
    expect(res.body).not.toContain('argon2');
  });

  it('records the profile read against that user', async () => {
    const user = await t.createUser();
    await t.app.inject({ url: `/api/admin/users/${user.id}`, headers: admin.headers });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id));
    expect(rows).toEqual([expect.objectContaining({ actorId: admin.id, action: 'read.user' })]);
  });

  it('answers 404 “User not found” for an unknown user and audits nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const res = await t.app.inject({ url: `/api/admin/users/${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found');
    expect(await t.database.db.$count(auditLog, eq(auditLog.targetUserId, id))).toBe(0);
  });

  it('approves a pending user, mails her and records who did it', async () => {
    const pending = await t.createUser({ isApproved: false });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${pending.id}/approve`,
      headers: admin.headers,
    });
    expect(res.json()).toEqual({ message: USER_APPROVED_MESSAGE });
    const [row] = await t.database.db
      .select({ isApproved: users.isApproved })
      .from(users)
      .where(eq(users.id, pending.id));
    expect(row?.isApproved).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, pending.id));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, action: 'user.approve' })]);
    expect(t.mail.at(-1)?.subject).toBe('Your BLOOM account is approved');
  });

  it('removes a user with everything they own and ends their sessions at once', async () => {
    const user = await t.createUser();
    await seedSymptoms(t.database.db, [{ userId: user.id, name: 'Nausea', severity: 2 }]);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(res.json()).toEqual({ message: USER_REMOVED_MESSAGE });
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).statusCode).toBe(401);
    expect(await t.database.db.$count(symptoms, eq(symptoms.userId, user.id))).toBe(0);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, action: 'user.remove' })]);
  });

  it("removes the e-mails still queued to a removed user, and no one else's", async () => {
    const user = await t.createUser({ email: `Queued-${Date.now()}@Example.com` });
    const other = await t.createUser();
    await queueMail(t.database.db, [
      { to: user.email.toLowerCase(), subject: 'Your BLOOM account is approved', text: 'Hi' },
      { to: other.email, subject: 'Your BLOOM account is approved', text: 'Hi' },
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.to, user.email.toLowerCase()))).toBe(0);
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.to, other.email))).toBe(1);
  });

  it('never approves or removes an administrator', async () => {
    const other = await t.createUser({ isAdmin: true, isApproved: false });
    for (const call of [
      { method: 'POST' as const, url: `/api/admin/users/${other.id}/approve` },
      { method: 'DELETE' as const, url: `/api/admin/users/${other.id}` },
    ]) {
      const res = await t.app.inject({ ...call, headers: admin.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Administrator accounts cannot be approved or removed here.');
    }
    expect(await t.database.db.$count(users, eq(users.id, other.id))).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/approve',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/1%20or%201=1',
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid id');
  });
});
