import { createHash } from 'node:crypto';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_NEEDS_APPROVAL_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from '@bloom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { auditLog, passwordResetTokens, users } from '../../db/schema/index.ts';
import { expireResetLinks } from '../../platform/auth/test-kit.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { createTestApp, testConfig, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { RESET_LIMITS } from './throttle.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const NEW_PASSWORD = 'lavender-kettle-77';
const LINK = /(https?:\/\/\S+\/reset-password\?token=)([A-Za-z0-9_-]+)/;

/** The token in a reset e-mail's link. */
const tokenOf = (mail: MailMessage) => LINK.exec(mail.text)![2]!;

describe('password reset', () => {
  let t: TestApp;
  let admin: TestUser;
  let ipCounter = 0;
  beforeAll(async () => {
    // TRUST_PROXY: each test speaks from its own client address, so the per-address limit is its own.
    t = await createTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://bloom.example.org/' });
    admin = await t.createUser({ isAdmin: true, isPregnant: false });
  });
  afterAll(() => t.close());

  const freshAddress = () => `203.0.113.${++ipCounter}`;
  const ask = (email: string, from = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
      headers: { 'x-forwarded-for': from },
    });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const profile = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/user/profile', headers }).then((r) => r.statusCode);
  const mailTo = (email: string) => t.mail.filter((m) => m.to === email);
  const storedHashes = (userId: string) =>
    t.database.db
      .select({ tokenHash: passwordResetTokens.tokenHash, usedAt: passwordResetTokens.usedAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));

  /** Asks for a link for `user` and returns the token from the e-mail she receives. */
  async function linkFor(user: { email: string }) {
    const before = mailTo(user.email).length;
    expect((await ask(user.email)).statusCode).toBe(202);
    await expect.poll(() => mailTo(user.email).length).toBe(before + 1);
    return tokenOf(mailTo(user.email).at(-1)!);
  }

  describe('asking for a link', () => {
    it('answers 202 with the same body for an approved, a pending and an unknown address; only the approved one gets mail', async () => {
      const approved = await t.createUser({ email: 'reset-approved@example.com' });
      const pending = await t.createUser({ email: 'reset-pending@example.com', isApproved: false });
      const unknown = 'reset-nobody@example.com';

      const answers = [await ask(unknown), await ask(pending.email), await ask('Reset-Approved@Example.com')];
      for (const res of answers) {
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
        expect(res.body).toBe(answers[0]!.body);
      }

      await expect.poll(() => mailTo(approved.email).length).toBe(1);
      expect(mailTo(unknown)).toEqual([]);
      expect(mailTo(pending.email)).toEqual([]);
      expect(await storedHashes(pending.id)).toEqual([]);

      const mail = mailTo(approved.email)[0]!;
      expect(mail.subject).toBe('Reset your BLOOM password');
      expect(mail.text).toContain('Hi Test,');
      expect(mail.text).toContain('60 minutes');
      // PUBLIC_URL, its trailing slash dropped, starts the link.
      expect(LINK.exec(mail.text)![1]).toBe('https://bloom.example.org/reset-password?token=');
    });

    it('stores only the SHA-256 of the token, valid for 60 minutes', async () => {
      const user = await t.createUser();
      const token = await linkFor(user);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60_000);
      expect(row!.usedAt).toBeNull();
    });

    it('refuses a malformed address with the contract message and sends nothing', async () => {
      const res = await ask('not-an-email');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.email).toBe('Invalid email address');
    });

    it('limits requests per e-mail from any address, the same for an unknown e-mail as for a known one', async () => {
      const known = await t.createUser();
      for (const email of [known.email, 'limit-nobody@example.com']) {
        const statuses: number[] = [];
        for (let i = 0; i <= RESET_LIMITS.requestsPerEmail; i++) statuses.push((await ask(email)).statusCode);
        expect(statuses).toEqual([...Array<number>(RESET_LIMITS.requestsPerEmail).fill(202), 429]);
      }
      const refused = await ask(known.email);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_RESET_REQUESTS_MESSAGE });
      await expect.poll(() => mailTo(known.email).length).toBe(RESET_LIMITS.requestsPerEmail);
    });

    it('limits requests per client address over all e-mails', async () => {
      const from = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= RESET_LIMITS.requestsPerAddress; i++) {
        statuses.push((await ask(`spray-${i}@example.com`, from)).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(RESET_LIMITS.requestsPerAddress).fill(202), 429]);
      // Another client is not held back by it.
      expect((await ask('spray-0@example.com')).statusCode).toBe(202);
    });
  });

  describe('using a link', () => {
    it('sets the new password, ends every session, spends the link and tells her by e-mail', async () => {
      const user = await t.createUser();
      const second = (await login(user.email, user.password)).json().token as string;
      const sessions = [user.headers, { authorization: `Bearer ${second}` }];
      for (const headers of sessions) expect(await profile(headers)).toBe(200); // now cached too

      const token = await linkFor(user);
      const res = await confirm(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_DONE_MESSAGE });

      for (const headers of sessions) expect(await profile(headers)).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await storedHashes(user.id)).map((r) => r.usedAt)).toEqual([expect.any(Date)]);

      const changed = mailTo(user.email).at(-1)!;
      expect(changed.subject).toBe('Your BLOOM password was changed');
      expect(changed.text).toContain('https://bloom.example.org/forgot-password');
      expect(changed.text).not.toMatch(/reply/i);
    });

    it('refuses a link used once already, and changes nothing', async () => {
      const user = await t.createUser();
      const token = await linkFor(user);
      expect((await confirm(token)).statusCode).toBe(200);
      const again = await confirm(token, 'a-third-password-55');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        message: RESET_LINK_INVALID_MESSAGE,
        fields: { token: RESET_LINK_INVALID_MESSAGE },
      });
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous uses of a link through', async () => {
      const user = await t.createUser();
      const token = await linkFor(user);
      const statuses = (await Promise.all([confirm(token), confirm(token, 'a-third-password-55')])).map(
        (r) => r.statusCode,
      );
      expect(statuses.sort()).toEqual([200, 400]);
    });

    it('refuses an expired link and changes nothing', async () => {
      const user = await t.createUser();
      const token = await linkFor(user);
      await expireResetLinks(t.database.db, user.id);
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RESET_LINK_INVALID_MESSAGE);
      expect(await profile(user.headers)).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
      expect((await storedHashes(user.id)).map((r) => r.usedAt)).toEqual([null]);
    });

    it.each([['never-issued-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaa'], ['   ']])(
      'refuses the unknown token %j with the same clear message',
      async (token) => {
        const res = await confirm(token);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(RESET_LINK_INVALID_MESSAGE);
      },
    );

    it.each([
      ['short', 'Password must be at least 8 characters'],
      ['Password123', 'Password is too common - please choose a less predictable one'],
    ])('applies the password policy to %j and leaves the link usable', async (password, message) => {
      const user = await t.createUser();
      const token = await linkFor(user);
      const res = await confirm(token, password);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.password).toBe(message);
      expect(await profile(user.headers)).toBe(200);
      expect((await confirm(token)).statusCode).toBe(200);
    });

    it('refuses a new password made of her e-mail', async () => {
      const user = await t.createUser({ email: 'rosalind.franklin@example.com' });
      const res = await confirm(await linkFor(user), 'rosalind.franklin99');
      expect(res.json().fields.password).toBe('Password must not contain your email');
    });

    it('ends her other links with the one she used', async () => {
      const user = await t.createUser();
      const first = await linkFor(user);
      const second = await linkFor(user);
      expect((await confirm(second)).statusCode).toBe(200);
      expect((await confirm(first, 'a-third-password-55')).statusCode).toBe(400);
    });

    it('goes with the account when she deletes it', async () => {
      const user = await t.createUser();
      await linkFor(user);
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/user/account',
        headers: user.headers,
        payload: { password: user.password },
      });
      expect(res.statusCode).toBe(200);
      expect(await storedHashes(user.id)).toEqual([]);
    });
  });

  describe('sent by an administrator from the user View', () => {
    const send = (id: string, headers = admin.headers) =>
      t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/password-reset`, headers });

    it('e-mails her a working link, and records who sent it', async () => {
      const user = await t.createUser();
      const res = await send(user.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
      const mail = mailTo(user.email).at(-1)!;
      expect(mail.subject).toBe('Reset your BLOOM password');
      const audit = await t.database.db
        .select({ actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.password_reset_sent'), eq(auditLog.targetUserId, user.id)));
      expect(audit).toEqual([{ actorId: admin.id }]);
      expect((await confirm(tokenOf(mail))).statusCode).toBe(200);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a pending account (400), an unknown one (404) and a caller who is not an administrator (403)', async () => {
      const pending = await t.createUser({ isApproved: false });
      const pendingAnswer = await send(pending.id);
      expect(pendingAnswer.statusCode).toBe(400);
      expect(pendingAnswer.json().message).toBe(RESET_NEEDS_APPROVAL_MESSAGE);
      expect((await send('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const someone = await t.createUser();
      const other = await t.createUser();
      expect((await send(other.id, someone.headers)).statusCode).toBe(403);
      expect(mailTo(pending.email)).toEqual([]);
      expect(mailTo(other.email)).toEqual([]);
    });
  });

  it('keeps the account table unchanged for an unknown address', async () => {
    const before = await t.database.db.$count(users);
    const tokensBefore = await t.database.db.$count(passwordResetTokens);
    expect((await ask('ghost-account@example.com')).statusCode).toBe(202);
    expect(await t.database.db.$count(users)).toBe(before);
    expect(await t.database.db.$count(passwordResetTokens)).toBe(tokensBefore);
  });

  describe.runIf(redisUrl)('two instances on one database and one Redis', () => {
    it('a reset on one instance ends her sessions cached on the other at once', async () => {
      const config = testConfig({ REDIS_URL: redisUrl! });
      const quiet = { database: t.database, mailer: { async send() {} } };
      const [a, b] = [await buildApp(config, quiet), await buildApp(config, quiet)];
      try {
        const user = await t.createUser();
        const onB = () => b.inject({ url: '/api/user/profile', headers: user.headers }).then((r) => r.statusCode);
        expect(await onB()).toBe(200); // cached on b
        const token = await linkFor(user);
        const res = await a.inject({
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          payload: { token, password: NEW_PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        await expect.poll(onB, { timeout: 2000, interval: 20 }).toBe(401);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
});
