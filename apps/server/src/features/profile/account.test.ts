import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  DELETE_PASSWORD_REQUIRED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LAST_ADMIN_MESSAGE,
  PASSWORD_CONTAINS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createTestApp, testConfig, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { queryRows, seedUserData } from './test-seed.ts';

const NEW_PASSWORD = 'lilac meadow 2027';

/**
 * Every row of every table in this database that still mentions the user: any column whose text
 * holds her id or her e-mail (foreign keys, the audit log's loose ids, the outbox's address,
 * JSON details). Not limited to known tables, so a table added later is checked too.
 */
async function rowsMentioning(db: Db, id: string, email: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by 1, 2`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      db,
      `select count(*)::int as n from "${table}"
        where position('${id}' in "${column}"::text) > 0 or position('${email}' in lower("${column}"::text)) > 0`,
    );
    if (row && row.n > 0) found.push(`${table}.${column}: ${row.n}`);
  }
  return found;
}

describe('account: change password and delete account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const signInAgain = async (user: TestUser) => {
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().token}` };
  };
  const profileStatus = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/user/profile', headers })).statusCode;
  const changePassword = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/password', headers, payload });
  const deleteAccount = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/user/account', headers, payload });

  describe('change password', () => {
    it('refuses a wrong current password with a clear message and changes nothing', async () => {
      const user = await t.createUser();
      const res = await changePassword(user.headers, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: WRONG_CURRENT_PASSWORD_MESSAGE,
        fields: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE },
      });
      expect((await login(user.email, user.password)).statusCode).toBe(200);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(401);
      expect(await profileStatus(user.headers)).toBe(200);
    });

    it.each([
      [{ currentPassword: undefined }, 'currentPassword', CURRENT_PASSWORD_REQUIRED_MESSAGE],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', CURRENT_PASSWORD_REQUIRED_MESSAGE],
      [{ newPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters'],
      [{ newPassword: 'Sunshine2024!' }, 'newPassword', PASSWORD_TOO_COMMON_MESSAGE],
      [{ newPassword: 'correct horse 42' }, 'newPassword', SAME_PASSWORD_MESSAGE],
    ])('refuses %j with the field message and changes nothing', async (change, field, message) => {
      const user = await t.createUser();
      const res = await changePassword(user.headers, { currentPassword: user.password, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('refuses a new password made of her e-mail', async () => {
      const user = await t.createUser({ email: 'marguerite.hale@example.com' });
      const res = await changePassword(user.headers, {
        currentPassword: user.password,
        newPassword: 'margueritehale!!',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.newPassword).toBe(PASSWORD_CONTAINS_EMAIL_MESSAGE);
    });

    it('changes it, ends her other sessions at once and keeps this one', async () => {
      const user = await t.createUser();
      const phone = await signInAgain(user);
      const laptop = await signInAgain(user);
      // Both are cached as valid by this instance before the change.
      expect(await profileStatus(phone)).toBe(200);
      expect(await profileStatus(laptop)).toBe(200);
      const other = await t.createUser();

      const res = await changePassword(user.headers, { currentPassword: user.password, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/Password changed/);

      expect(await profileStatus(user.headers)).toBe(200);
      expect(await profileStatus(phone)).toBe(401);
      expect(await profileStatus(laptop)).toBe(401);
      expect(await profileStatus(other.headers)).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect(t.mail.at(-1)).toMatchObject({ to: user.email, subject: 'Your BLOOM password was changed' });
      // The sender is a no-reply address: the way back in is the reset page, not a reply.
      expect(t.mail.at(-1)!.text).toContain(`${t.config.publicUrl}/forgot-password`);
      expect(t.mail.at(-1)!.text).not.toMatch(/reply/i);
    });

    it('allows 5 wrong passwords in 15 minutes, then refuses even the right one', async () => {
      const user = await t.createUser();
      for (let i = 0; i < 5; i += 1) {
        const res = await changePassword(user.headers, { currentPassword: `wrong ${i}`, newPassword: NEW_PASSWORD });
        expect(res.statusCode).toBe(400);
      }
      const res = await changePassword(user.headers, { currentPassword: user.password, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE);
      // The same limit guards deleting the account.
      expect((await deleteAccount(user.headers, { password: user.password })).statusCode).toBe(429);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });
  });

  describe('delete account', () => {
    it('refuses a wrong or missing password and deletes nothing', async () => {
      const user = await t.createUser();
      const wrong = await deleteAccount(user.headers, { password: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ fields: { password: WRONG_CURRENT_PASSWORD_MESSAGE } });
      const missing = await deleteAccount(user.headers, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields.password).toBe(DELETE_PASSWORD_REQUIRED_MESSAGE);
      expect(await profileStatus(user.headers)).toBe(200);
    });

    it('removes every row that mentions her, in any table, ends her sessions and keeps others’ data', async () => {
      const db = t.database.db;
      const user = await t.createUser({ firstName: 'Dana' });
      const partner = await t.createUser({ isPregnant: false });
      const neighbour = await t.createUser();
      const neighbourPartner = await t.createUser({ isPregnant: false });
      await seedUserData(db, user, 'DANA', partner.id);
      await seedUserData(db, neighbour, 'NEIGHBOUR', neighbourPartner.id);
      const otherDevice = await signInAgain(user);
      // She was once read by an administrator, and an e-mail to her is still queued.
      expect(await rowsMentioning(db, user.id, user.email)).toEqual(
        expect.arrayContaining([
          'symptoms.user_id: 1',
          'mail_outbox.to: 1',
          'audit_log.target_user_id: 1',
          'users.id: 1',
        ]),
      );
      const neighbourBefore = await rowsMentioning(db, neighbour.id, neighbour.email);

      const res = await deleteAccount(user.headers, { password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Your account and all of its data have been deleted.');

      expect(await rowsMentioning(db, user.id, user.email)).toEqual([]);
      expect(await rowsMentioning(db, neighbour.id, neighbour.email)).toEqual(neighbourBefore);
      expect(await profileStatus(user.headers)).toBe(401);
      expect(await profileStatus(otherDevice)).toBe(401);
      const again = await login(user.email, user.password);
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
      // Her partner keeps his account; their sync is gone with her.
      expect(await profileStatus(partner.headers)).toBe(200);
      // The audit log keeps that an account was deleted, not whose.
      const audit = await queryRows<{ action: string; actor_id: string | null; target_user_id: string | null }>(
        db,
        `select action, actor_id, target_user_id from audit_log where action in ('user.delete_self', 'DANA.read')`,
      );
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'DANA.read', actor_id: null, target_user_id: null },
          { action: 'user.delete_self', actor_id: null, target_user_id: null },
        ]),
      );
    });
  });
});

describe('account deletion by an administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const deleteAccount = (user: TestUser) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: user.headers,
      payload: { password: user.password },
    });

  it('refuses the last administrator, and lets one go once another remains', async () => {
    const first = await t.createUser({ isAdmin: true, isPregnant: false });
    const refused = await deleteAccount(first);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LAST_ADMIN_MESSAGE);
    expect((await t.app.inject({ url: '/api/user/profile', headers: first.headers })).statusCode).toBe(200);

    // A pending administrator (none should exist) does not count as one who remains.
    await t.createUser({ isAdmin: true, isApproved: false, isPregnant: false });
    expect((await deleteAccount(first)).statusCode).toBe(409);

    const second = await t.createUser({ isAdmin: true, isPregnant: false });
    // She acted as an administrator: her id leaves the audit log's actor column too.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${(await t.createUser({ isApproved: false })).id}/approve`,
      headers: first.headers,
    });
    expect((await deleteAccount(first)).statusCode).toBe(200);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      `select count(*)::int as n from audit_log where actor_id = '${first.id}'`,
    );
    expect(row!.n).toBe(0);
    expect((await deleteAccount(second)).statusCode).toBe(409);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('two instances on one database and one Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (app: TestApp['app'], headers: Record<string, string>) =>
    app.inject({ url: '/api/user/profile', headers }).then((r) => r.statusCode);
  const signIn = async (app: TestApp['app'], user: TestUser) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    return { authorization: `Bearer ${res.json().token}` };
  };

  it('a password change or an account deletion on one instance ends her sessions cached on the other', async () => {
    const config = testConfig({ REDIS_URL: process.env.TEST_REDIS_URL! });
    const [a, b] = [await buildApp(config, { database: t.database }), await buildApp(config, { database: t.database })];
    try {
      const user = await t.createUser();
      const laptop = await signIn(a, user);
      expect(await profile(b, laptop)).toBe(200); // cached on b
      expect(await profile(b, user.headers)).toBe(200);
      const change = await a.inject({
        method: 'POST',
        url: '/api/user/password',
        headers: user.headers,
        payload: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      });
      expect(change.statusCode).toBe(200);
      await expect.poll(() => profile(b, laptop), { timeout: 2000, interval: 20 }).toBe(401);
      expect(await profile(b, user.headers)).toBe(200);

      const removed = await a.inject({
        method: 'DELETE',
        url: '/api/user/account',
        headers: user.headers,
        payload: { password: NEW_PASSWORD },
      });
      expect(removed.statusCode).toBe(200);
      await expect.poll(() => profile(b, user.headers), { timeout: 2000, interval: 20 }).toBe(401);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
