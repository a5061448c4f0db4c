import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const TOO_COMMON = 'Password is too common - please choose a less predictable one';
const CONTAINS_EMAIL = 'Password must not contain your email';

const signupBody = (email: string, password: string) => ({
  email,
  password,
  firstName: 'Maria',
  lastName: 'Lopez',
  dateOfBirth: '1991-03-09',
  gender: 'female',
  isPregnant: false,
});

describe('signup refuses predictable passwords (spec §5 minimum of 8, plus common and e-mail based)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email, password) });
  const unique = (local: string) => `${local}.${Math.random().toString(36).slice(2, 8)}@example.com`;

  it.each([
    ['password', TOO_COMMON],
    ['Password123', TOO_COMMON],
    ['qwertyuiop', TOO_COMMON],
    ['iloveyou2024!', TOO_COMMON],
    ['short', 'Password must be at least 8 characters'],
  ])('refuses %s with the field message and creates nothing', async (password, message) => {
    const before = await t.database.db.$count(users);
    const res = await signup(unique('maria'), password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { password: message } });
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it.each(['{local}', '{LOCAL}2024', '{local}@example.com', 'my-{local}-rocks'])(
    'refuses a password made of the e-mail (%s)',
    async (pattern) => {
      const email = unique('maria.lopez');
      const local = email.split('@')[0]!;
      const password = pattern.replace('{local}', local).replace('{LOCAL}', local.toUpperCase());
      const res = await signup(email, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: CONTAINS_EMAIL, fields: { password: CONTAINS_EMAIL } });
    },
  );

  it('accepts a less predictable password', async () => {
    expect((await signup(unique('maria'), 'tea-kettle-hummingbird')).statusCode).toBe(201);
  });

  it('still lets an existing account sign in with a password the policy would now refuse', async () => {
    const user = await t.createUser({ passwordHash: await hashPassword('password123') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'password123' },
    });
    expect(res.statusCode).toBe(200);
  });
});
