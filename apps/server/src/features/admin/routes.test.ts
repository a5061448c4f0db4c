import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, symptoms, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { eq } from 'drizzle-orm';

describe('admin user management', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false, pregnancyWeeks: null });
  });
  afterAll(() => t.close());

  it('refuses every admin call to signed-out callers (401) and to non-admins (403)', async () => {
    const user = await t.createUser();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/users' },
      { method: 'POST' as const, url: `/api/admin/users/${user.id}/approve` },
      { method: 'DELETE' as const, url: `/api/admin/users/${user.id}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      const asUser = await t.app.inject({ ...call, headers: user.headers });
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json().message).toBe('This area is for administrators only.');
    }
    // Nothing changed.
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).statusCode).toBe(200);
  });

  it('lists users with the admin-table fields and never a password hash', async () => {
    const pending = await t.createUser({ isApproved: false, firstName: 'Pending' });
    const res = await t.app.inject({ url: '/api/admin/users', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const row = res.json().find((u: { id: string }) => u.id === pending.id);
    expect(row).toMatchObject({ firstName: 'Pending', isApproved: false, isAdmin: false, pregnancyWeeks: 20 });
    expect(row.createdAt).toEqual(expect.any(String));
    expect(JSON.stringify(res.json())).not.toContain('argon2');
  });

  it('approves a pending user and records who did it', async () => {
    const pending = await t.createUser({ isApproved: false });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${pending.id}/approve`,
      headers: admin.headers,
    });
    expect(res.json()).toEqual({ message: 'User approved' });
    const [row] = await t.database.db
      .select({ isApproved: users.isApproved })
      .from(users)
      .where(eq(users.id, pending.id));
    expect(row?.isApproved).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, pending.id));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, action: 'user.approve' })]);
  });

  it('removes a user with everything they own and ends their sessions at once', async () => {
    const user = await t.createUser();
    await t.database.db.insert(symptoms).values({ userId: user.id, name: 'Nausea', severity: 2 });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(res.json()).toEqual({ message: 'User removed' });
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).statusCode).toBe(401);
    expect(await t.database.db.$count(symptoms, eq(symptoms.userId, user.id))).toBe(0);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
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
