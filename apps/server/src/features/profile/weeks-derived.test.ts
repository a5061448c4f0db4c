import { TIME_ZONE_MESSAGE } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

/**
 * Issue 17, "the due date is the truth; weeks are derived", end to end through the real routes
 * with a fixed clock: signup stores a due date, every read derives the week from it and today
 * in her time zone, and a PATCH that echoes the weeks the client shows never moves it.
 */

const DAY_MS = 86_400_000;
// Monday 1 March 2027, 15:00 UTC. The fake clock runs ahead of the real one, so sessions
// created under it stay unexpired against the database's own now().
const SIGNUP_AT = new Date('2027-03-01T15:00:00Z');

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: `weeks-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'a-strong-password',
  firstName: 'Ana',
  lastName: 'Rivera',
  phoneNumber: '',
  dateOfBirth: '1994-05-17',
  gender: 'female',
  isPregnant: true,
  pregnancyWeeks: 18,
  ...overrides,
});

describe('the due date is the truth; weeks are derived (fixed clock)', () => {
  let t: TestApp;
  let admin: TestUser;
  // The app's clock (sessions, sign-up, profile and admin reads); each test sets it.
  let clock = SIGNUP_AT;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    // Its own session is not used: the clock jumps, so the admin signs in when needed.
    admin = await t.createUser({ isAdmin: true, isPregnant: false, pregnancyWeeks: null });
  });
  afterAll(() => t.close());

  const at = (instant: Date | string) => {
    clock = new Date(instant);
  };
  const later = (days: number, from = SIGNUP_AT) => new Date(from.getTime() + days * DAY_MS);

  /**
   * Signs in through the API. Sessions end after an hour without use, so after each jump of the
   * clock the test signs in again, as she would after weeks away.
   */
  async function signIn(email: string, password: string) {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    return { authorization: `Bearer ${login.json().token}` };
  }
  const asAdmin = () => signIn(admin.email, admin.password);

  /** Signs up through the API and has the admin approve her; returns her profile and a sign-in. */
  async function signUp(overrides: Record<string, unknown> = {}) {
    const body = signupBody(overrides);
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(signup.statusCode).toBe(201);
    const user = signup.json().user;
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/approve`,
      headers: await asAdmin(),
    });
    expect(approve.statusCode).toBe(200);
    return { user, signIn: () => signIn(body.email, body.password) };
  }

  const getProfile = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/user/profile', headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const patchProfile = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers, payload });
  const weekInfo = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/pregnancy/week-info', headers })).json();
  /** Her row in the admin's user list (weeks), with the due date from the admin's View of her. */
  const adminRow = async (id: string) => {
    const headers = await asAdmin();
    const list = await t.app.inject({ url: '/api/admin/users', headers });
    expect(list.statusCode).toBe(200);
    const row = list.json().items.find((u: { id: string }) => u.id === id);
    const view = (await t.app.inject({ url: `/api/admin/users/${id}`, headers })).json().user;
    expect(view.pregnancyWeeks).toBe(row.pregnancyWeeks);
    return { ...row, dueDate: view.dueDate };
  };

  it('signs up at week 18; six weeks on every read says 24 and echoing 24 keeps the due date', async () => {
    at(SIGNUP_AT);
    const { user, signIn: signInAgain } = await signUp();
    // 1 March 2027 + (40 − 18) weeks.
    expect(user).toMatchObject({ pregnancyWeeks: 18, dueDate: '2027-08-02', timeZone: 'UTC' });

    // Six weeks and three days on: still week 24, but "today + 16 weeks" would be 5 August.
    at(later(45));
    const headers = await signInAgain();
    expect(await getProfile(headers)).toMatchObject({ pregnancyWeeks: 24, dueDate: '2027-08-02' });
    expect(await weekInfo(headers)).toEqual({ week: 24, trimester: 2 });
    expect(await adminRow(user.id)).toMatchObject({ pregnancyWeeks: 24, dueDate: '2027-08-02' });

    // A spec-shaped client sends every field, including the weeks it shows and a due date.
    const echo = await patchProfile(headers, {
      firstName: 'Ana María',
      lastName: 'Rivera',
      isPregnant: true,
      pregnancyWeeks: 24,
      dueDate: null,
    });
    expect(echo.statusCode).toBe(200);
    expect(echo.json()).toMatchObject({ firstName: 'Ana María', pregnancyWeeks: 24, dueDate: '2027-08-02' });
    expect(await getProfile(headers)).toMatchObject({ pregnancyWeeks: 24, dueDate: '2027-08-02' });
  });

  it('moves the due date when the weeks sent differ from today’s, and the admin list follows', async () => {
    at(SIGNUP_AT);
    const { user, signIn: signInAgain } = await signUp();
    at(later(45));
    const headers = await signInAgain();

    const moved = await patchProfile(headers, {
      firstName: 'Ana',
      lastName: 'Rivera',
      isPregnant: true,
      pregnancyWeeks: 30,
      dueDate: '2027-08-02',
    });
    expect(moved.statusCode).toBe(200);
    // 15 April 2027 + (40 − 30) weeks; the stale due date sent beside the weeks is ignored.
    expect(moved.json()).toMatchObject({ pregnancyWeeks: 30, dueDate: '2027-06-24' });
    expect(await weekInfo(headers)).toEqual({ week: 30, trimester: 3 });

    // A week later the admin table shows the week counted from the moved due date.
    at(later(52));
    expect(await adminRow(user.id)).toMatchObject({ pregnancyWeeks: 31, dueDate: '2027-06-24' });
  });

  it('counts from today in her time zone: late Sunday in Los Angeles is still her week 24', async () => {
    // 22:30 on Monday 1 March in Los Angeles is already Tuesday 2 March in UTC.
    at('2027-03-02T06:30:00Z');
    const { user, signIn: signInAgain } = await signUp({ timeZone: 'America/Los_Angeles' });
    // Counted from her 1 March, not UTC's 2 March.
    expect(user).toMatchObject({ pregnancyWeeks: 18, dueDate: '2027-08-02', timeZone: 'America/Los_Angeles' });

    // Sunday 18 April, 23:30 in Los Angeles (PDT), is Monday 19 April in UTC, where week 25 has begun.
    at('2027-04-19T06:30:00Z');
    const headers = await signInAgain();
    expect(await getProfile(headers)).toMatchObject({ pregnancyWeeks: 24, dueDate: '2027-08-02' });
    expect(await weekInfo(headers)).toEqual({ week: 24, trimester: 2 });
    const echo = await patchProfile(headers, { isPregnant: true, pregnancyWeeks: 24 });
    expect(echo.json()).toMatchObject({ pregnancyWeeks: 24, dueDate: '2027-08-02' });

    // Her own midnight moves her on.
    at('2027-04-19T07:00:00Z');
    expect(await weekInfo(headers)).toEqual({ week: 25, trimester: 2 });
  });

  it('stores no due date for weeks 0 (left empty) at signup, so the week is unknown', async () => {
    at(SIGNUP_AT);
    const headers = await (await signUp({ pregnancyWeeks: 0 })).signIn();
    expect(await getProfile(headers)).toMatchObject({ isPregnant: true, pregnancyWeeks: null, dueDate: null });
    expect(await weekInfo(headers)).toEqual({ week: null, trimester: null });
  });

  it('stores the signup time zone in its canonical spelling and refuses an unknown one', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ timeZone: 'america/new_york' }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.timeZone).toBe('America/New_York');

    for (const timeZone of ['Mars/Olympus', '+05:00', '', 42]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ timeZone }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.timeZone).toBe(TIME_ZONE_MESSAGE);
    }
  });
});
