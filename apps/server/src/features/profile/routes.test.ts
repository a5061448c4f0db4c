import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const patch = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers, payload });

  it('returns only the signed-in user’s profile', async () => {
    const a = await t.createUser({ firstName: 'Alma' });
    await t.createUser({ firstName: 'Bea' });
    const res = await t.app.inject({ url: '/api/user/profile', headers: a.headers });
    expect(res.json()).toMatchObject({ id: a.id, firstName: 'Alma' });
    expect(Object.keys(res.json())).not.toContain('passwordHash');
  });

  it('recomputes the due date from the weeks and ignores a due date sent by the client', async () => {
    const user = await t.createUser({ pregnancyWeeks: 10 });
    const res = await patch(user.headers, {
      firstName: 'Cleo',
      lastName: 'Diaz',
      isPregnant: true,
      pregnancyWeeks: 30,
      dueDate: '1999-01-01',
    });
    expect(res.statusCode).toBe(200);
    const expected = new Date(Date.now() + 10 * 7 * 86_400_000).toISOString().slice(0, 10);
    expect(res.json()).toMatchObject({ firstName: 'Cleo', pregnancyWeeks: 30, dueDate: expected });
  });

  it('clears weeks and due date when no longer pregnant, and stores the baby gender choice', async () => {
    const user = await t.createUser();
    expect((await patch(user.headers, { babyGender: 'girl' })).json().babyGender).toBe('girl');
    const res = await patch(user.headers, { isPregnant: false });
    expect(res.json()).toMatchObject({ isPregnant: false, pregnancyWeeks: null, dueDate: null });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: ' ' }, 'lastName', 'Last name is required'],
    [{ pregnancyWeeks: 0 }, 'pregnancyWeeks', 'Weeks must be a whole number from 1 to 42'],
    [{ pregnancyWeeks: 43 }, 'pregnancyWeeks', 'Weeks must be a whole number from 1 to 42'],
    [{ babyGender: 'unicorn' }, 'babyGender', 'Choose girl or boy'],
  ])('refuses %j with the field message and changes nothing', async (change, field, message) => {
    const user = await t.createUser({ firstName: 'Stay' });
    const res = await patch(user.headers, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json().firstName).toBe('Stay');
  });

  it('requires weeks when the user is pregnant', async () => {
    const user = await t.createUser({ isPregnant: false, pregnancyWeeks: null });
    const res = await patch(user.headers, { isPregnant: true, pregnancyWeeks: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Weeks pregnant is required when you are pregnant');
  });

  it('refuses unknown fields such as isAdmin', async () => {
    const user = await t.createUser();
    const res = await patch(user.headers, { isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json().isAdmin).toBe(false);
  });
});
