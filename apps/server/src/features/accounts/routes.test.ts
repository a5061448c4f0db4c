import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'a-strong-password',
  firstName: 'Ana',
  lastName: 'Rivera',
  phoneNumber: '+1 (555) 010-2030',
  dateOfBirth: '1994-05-17',
  gender: 'female',
  isPregnant: true,
  pregnancyWeeks: 12,
  ...overrides,
});

describe('accounts: signup, approval, login, profile, logout', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['createUser']>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false, pregnancyWeeks: null });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('walks the whole journey from signup to a refused token after logout', async () => {
    const body = signupBody({ email: 'Journey.User@Example.com' });

    // Signup creates a pending account with a computed due date and sends the "received" e-mail.
    const signup = await post('/api/auth/signup', body);
    expect(signup.statusCode).toBe(201);
    const created = signup.json().user;
    expect(created).toMatchObject({
      email: 'journey.user@example.com',
      isApproved: false,
      isAdmin: false,
      pregnancyWeeks: 12,
    });
    expect(created.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(created).not.toHaveProperty('passwordHash');
    expect(t.mail.at(-1)).toMatchObject({
      to: 'journey.user@example.com',
      subject: expect.stringContaining('received'),
    });

    // A pending user is refused, with no token.
    const pending = await post('/api/auth/login', { email: body.email, password: body.password });
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({
      code: 'PENDING_APPROVAL',
      message: expect.stringContaining('awaiting approval'),
    });
    expect(pending.json()).not.toHaveProperty('token');

    // The administrator approves; the user is told by e-mail.
    const approve = await post(`/api/admin/users/${created.id}/approve`, undefined, admin.headers);
    expect(approve.statusCode).toBe(200);
    expect(t.mail.at(-1)?.subject).toContain('approved');

    // Login with any letter case of the e-mail.
    const login = await post('/api/auth/login', { email: 'JOURNEY.user@example.com', password: body.password });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ id: created.id, isAdmin: false, isApproved: true });

    const auth = { authorization: `Bearer ${token}` };
    const profile = await t.app.inject({ url: '/api/user/profile', headers: auth });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ firstName: 'Ana', isPregnant: true, pregnancyWeeks: 12, isAdmin: false });

    const logout = await post('/api/auth/logout', undefined, auth);
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/user/profile', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Session expired. Please login again.');
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    const user = await t.createUser();
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not-the-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody-here@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('spends the same argon2id work on an unknown e-mail as on a wrong password (no enumeration by timing)', async () => {
    const user = await t.createUser();
    // CPU time, not a clock: argon2id runs on libuv's threads, which process.cpuUsage counts, and a
    // busy machine slows both logins alike. One verification is ~10× the rest of a login's work.
    const cpuOfLogin = async (email: string) => {
      const before = process.cpuUsage();
      const res = await post('/api/auth/login', { email, password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
      const used = process.cpuUsage(before);
      return used.user + used.system;
    };
    const ghost = () => `ghost-${Math.random().toString(36).slice(2)}@example.com`;
    await cpuOfLogin(ghost()); // the first makes the dummy hash once
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    const unknown = median([await cpuOfLogin(ghost()), await cpuOfLogin(ghost()), await cpuOfLogin(ghost())]);
    const wrong = median([await cpuOfLogin(user.email), await cpuOfLogin(user.email), await cpuOfLogin(user.email)]);
    expect(unknown / wrong).toBeGreaterThan(0.5);
  });

  it('answers a taken e-mail (in any letter case) exactly like a new one, saves nothing and warns its owner', async () => {
    const original = signupBody({ email: 'dup@example.com', password: 'the-first-password' });
    const first = await post('/api/auth/signup', original);
    expect(first.statusCode).toBe(201);
    const usersBefore = await t.database.db.$count(users);
    const mailBefore = t.mail.length;

    const attempt = { firstName: 'Eve', lastName: 'Other', password: 'another-password-9' };
    const again = await post('/api/auth/signup', signupBody({ ...attempt, email: 'DUP@example.com' }));
    const fresh = await post('/api/auth/signup', signupBody({ ...attempt, email: 'fresh-twin@example.com' }));

    // Same status, same message, same profile fields: only the id, address and instant differ.
    expect(again.statusCode).toBe(201);
    expect(again.statusCode).toBe(fresh.statusCode);
    const masked = (body: { message: string; user: Record<string, unknown> }) => ({
      ...body,
      user: { ...body.user, id: 'id', email: 'email', createdAt: 'at' },
    });
    expect(masked(again.json())).toEqual(masked(fresh.json()));
    expect(again.json().user).toMatchObject({ email: 'dup@example.com', isApproved: false, firstName: 'Eve' });
    expect(again.json().user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.json().user.id).not.toBe(first.json().user.id);

    // Only the fresh sign-up was saved; the existing account keeps its name and password.
    expect(await t.database.db.$count(users)).toBe(usersBefore + 1);
    const oldPassword = await post('/api/auth/login', { email: 'dup@example.com', password: original.password });
    expect(oldPassword.json().code).toBe('PENDING_APPROVAL');
    const newPassword = await post('/api/auth/login', { email: 'dup@example.com', password: attempt.password });
    expect(newPassword.statusCode).toBe(401);

    // The owner of the address is told, with the way in and the way back; the fresh one is welcomed.
    const sent = t.mail.slice(mailBefore);
    expect(sent.map((m) => m.to)).toEqual(['dup@example.com', 'fresh-twin@example.com']);
    expect(sent[0]!.subject).toBe('Someone tried to create a BLOOM account with your email');
    expect(sent[0]!.text).toContain(`${t.config.publicUrl}/login`);
    expect(sent[0]!.text).toContain(`${t.config.publicUrl}/forgot-password`);
    expect(sent[0]!.text).not.toContain('Eve');
    expect(sent[1]!.subject).toContain('received');
  });

  it('stores weeks left empty (0) as unknown, and no weeks for someone not pregnant', async () => {
    const empty = await post('/api/auth/signup', signupBody({ pregnancyWeeks: 0 }));
    expect(empty.json().user).toMatchObject({ pregnancyWeeks: null, dueDate: null });
    const partner = await post(
      '/api/auth/signup',
      signupBody({ isPregnant: false, pregnancyWeeks: null, gender: 'male' }),
    );
    expect(partner.json().user).toMatchObject({ isPregnant: false, pregnancyWeeks: null, dueDate: null });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ phoneNumber: '555-CALL-NOW' }, 'phoneNumber', 'Invalid phone number'],
    [{ dateOfBirth: '' }, 'dateOfBirth', 'Date of birth is required'],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'Use a real date in the form YYYY-MM-DD'],
    [{ gender: 'unknown' }, 'gender', 'Choose female, male or other'],
    [{ pregnancyWeeks: 43 }, 'pregnancyWeeks', 'Weeks must be a whole number from 1 to 42'],
    [{ pregnancyWeeks: 12.5 }, 'pregnancyWeeks', 'Weeks must be a whole number from 1 to 42'],
    [{ isPregnant: 'yes' }, 'isPregnant', 'Tell us whether you are pregnant'],
  ])('refuses signup %j with the field message and creates nothing', async (change, field, message) => {
    const before = await t.database.db.$count(users);
    const res = await post('/api/auth/signup', signupBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it.each([
    [{ email: 'x' }, 'email', 'Invalid email address'],
    [{ password: '1234567' }, 'password', 'Password must be at least 8 characters'],
  ])('refuses login %j with the spec message', async (change, field, message) => {
    const res = await post('/api/auth/login', { email: 'a@example.com', password: 'long-enough', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});
