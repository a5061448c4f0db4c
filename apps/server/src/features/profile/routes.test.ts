import {
  DUE_DATE_MESSAGE,
  DUE_DATE_RANGE_MESSAGE,
  HOME_ZIP_MESSAGE,
  TIME_ZONE_MESSAGE,
  WEEKS_REQUIRED_MESSAGE,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const DAY_MS = 86_400_000;
/** The UTC calendar date `days` from now (test users live in UTC unless told otherwise). */
const isoDaysFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

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

  it('moves the due date when the weeks sent differ from today’s and ignores a due date sent beside them', async () => {
    const user = await t.createUser({ pregnancyWeeks: 10 });
    const res = await patch(user.headers, {
      firstName: 'Cleo',
      lastName: 'Diaz',
      isPregnant: true,
      pregnancyWeeks: 30,
      dueDate: '2027-01-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Cleo', pregnancyWeeks: 30, dueDate: isoDaysFromToday(70) });
  });

  it('gives someone who becomes pregnant a due date from the weeks she sends', async () => {
    const user = await t.createUser({ isPregnant: false });
    const res = await patch(user.headers, { isPregnant: true, pregnancyWeeks: 12 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPregnant: true, pregnancyWeeks: 12, dueDate: isoDaysFromToday(28 * 7) });
  });

  it('keeps the due date when the weeks sent are the weeks computed today', async () => {
    // 100 days to go is week 25; recomputing "today + 15 weeks" would move it by 5 days.
    const dueDate = isoDaysFromToday(100);
    const user = await t.createUser({ dueDate });
    const res = await patch(user.headers, {
      firstName: 'Cleo',
      lastName: 'Diaz',
      isPregnant: true,
      pregnancyWeeks: 25,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pregnancyWeeks: 25, dueDate });
  });

  it('sets a due date sent without weeks and derives the week from it', async () => {
    const user = await t.createUser({ pregnancyWeeks: 10 });
    const dueDate = isoDaysFromToday(7 * 12);
    const res = await patch(user.headers, { dueDate });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dueDate, pregnancyWeeks: 28 });
  });

  it.each([-21, 274])('refuses a due date %i days from today, which reads as no real week', async (days) => {
    const user = await t.createUser({ pregnancyWeeks: 10 });
    const before = (await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json().dueDate;
    const res = await patch(user.headers, { dueDate: isoDaysFromToday(days) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.dueDate).toBe(DUE_DATE_RANGE_MESSAGE);
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json().dueDate).toBe(before);
  });

  it.each([
    [-20, 42],
    [273, 1],
  ])('accepts a due date %i days from today (week %i)', async (days, week) => {
    const user = await t.createUser({ pregnancyWeeks: 10 });
    const res = await patch(user.headers, { dueDate: isoDaysFromToday(days) });
    expect(res.statusCode).toBe(200);
    expect(res.json().pregnancyWeeks).toBe(week);
  });

  it('stores the time zone (canonical spelling) and home ZIP, and clears the ZIP with null', async () => {
    const user = await t.createUser();
    const res = await patch(user.headers, { timeZone: 'europe/berlin', homeZip: ' 94110 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'Europe/Berlin', homeZip: '94110', pregnancyWeeks: 20 });
    expect((await patch(user.headers, { homeZip: null })).json().homeZip).toBeNull();
  });

  it('lets a pregnant user with unknown weeks change other fields', async () => {
    const user = await t.createUser({ pregnancyWeeks: 0 });
    const res = await patch(user.headers, { homeZip: '10001', firstName: 'Noor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Noor', isPregnant: true, pregnancyWeeks: null, dueDate: null });
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
    [{ dueDate: '2027-02-30' }, 'dueDate', DUE_DATE_MESSAGE],
    [{ dueDate: 'next spring' }, 'dueDate', DUE_DATE_MESSAGE],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', TIME_ZONE_MESSAGE],
    [{ timeZone: '+05:00' }, 'timeZone', TIME_ZONE_MESSAGE],
    [{ homeZip: '9411' }, 'homeZip', HOME_ZIP_MESSAGE],
    [{ homeZip: '94110-1234' }, 'homeZip', HOME_ZIP_MESSAGE],
  ])('refuses %j with the field message and changes nothing', async (change, field, message) => {
    const user = await t.createUser({ firstName: 'Stay' });
    const res = await patch(user.headers, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json().firstName).toBe('Stay');
  });

  it.each([
    ['becoming pregnant without weeks', { isPregnant: false, pregnancyWeeks: null }, { isPregnant: true }],
    [
      'becoming pregnant with weeks null',
      { isPregnant: false, pregnancyWeeks: null },
      { isPregnant: true, pregnancyWeeks: null },
    ],
    ['clearing the weeks while pregnant', {}, { pregnancyWeeks: null, dueDate: null }],
    ['saving the form with weeks still unknown', { pregnancyWeeks: 0 }, { isPregnant: true, pregnancyWeeks: null }],
  ])('requires weeks when the user is pregnant: %s', async (_, fields, change) => {
    const user = await t.createUser(fields);
    const res = await patch(user.headers, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WEEKS_REQUIRED_MESSAGE);
    expect(res.json().fields.pregnancyWeeks).toBe(WEEKS_REQUIRED_MESSAGE);
  });

  it('refuses unknown fields such as isAdmin', async () => {
    const user = await t.createUser();
    const res = await patch(user.headers, { isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json().isAdmin).toBe(false);
  });
});
