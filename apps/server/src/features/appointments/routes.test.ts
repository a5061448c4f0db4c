import {
  APPOINTMENT_TITLE_REQUIRED_MESSAGE,
  DATE_TIME_INVALID_MESSAGE,
  DATE_TIME_RANGE_MESSAGE,
  NUL_MESSAGE,
  DATE_TIME_REQUIRED_MESSAGE,
  PROVIDER_REQUIRED_MESSAGE,
  TYPE_REQUIRED_MESSAGE,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

// Dr. Marigold Thistlewood of the sample directory.
const PROVIDER = 'npi-0100000013';

describe('appointments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const valid = (extra: object = {}) => ({
    providerId: PROVIDER,
    title: '20-week anatomy scan',
    type: 'Ultrasound',
    dateTime: '2030-03-05T15:30:00.000Z',
    location: 'Suite 300',
    notes: 'Bring a full bladder',
    status: 'scheduled',
    ...extra,
  });
  const book = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/appointments', headers: user.headers, payload });
  const listOf = async (user: TestUser) => {
    const res = await t.app.inject({ url: '/api/appointments', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; title: string; status: string; providerName: string | null }[];
  };
  const cancel = (user: TestUser, id: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel`, headers: user.headers });

  it('answers 401 to every call when signed out', async () => {
    expect((await t.app.inject({ url: '/api/appointments' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/appointments', payload: valid() })).statusCode).toBe(401);
    const id = crypto.randomUUID();
    expect((await t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel` })).statusCode).toBe(401);
  });

  it('schedules an appointment with the provider name joined in', async () => {
    const user = await t.createUser();
    const res = await book(user, valid({ dateTime: '2030-03-05T10:30:00-05:00' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(String),
      userId: user.id,
      providerId: PROVIDER,
      providerName: 'Dr. Marigold Thistlewood',
      providerIsSample: true,
      title: '20-week anatomy scan',
      type: 'Ultrasound',
      dateTime: '2030-03-05T15:30:00.000Z',
      location: 'Suite 300',
      notes: 'Bring a full bladder',
      status: 'scheduled',
    });
  });

  it('creates every appointment as scheduled, whatever status is sent', async () => {
    const user = await t.createUser();
    const res = await book(user, valid({ status: 'cancelled', location: '', notes: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'scheduled', location: null, notes: null });
  });

  it("lists only the user's appointments, soonest first", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await book(user, valid({ title: 'Later', dateTime: '2030-06-01T09:00:00.000Z' }));
    await book(user, valid({ title: 'Sooner', dateTime: '2030-01-01T09:00:00.000Z' }));
    await book(other, valid({ title: 'Not hers' }));
    expect((await listOf(user)).map((a) => a.title)).toEqual(['Sooner', 'Later']);
  });

  it.each([
    [{ providerId: '' }, 'providerId', PROVIDER_REQUIRED_MESSAGE],
    [{ providerId: undefined }, 'providerId', PROVIDER_REQUIRED_MESSAGE],
    [{ providerId: 'no-such-provider' }, 'providerId', PROVIDER_REQUIRED_MESSAGE],
    [{ title: '' }, 'title', APPOINTMENT_TITLE_REQUIRED_MESSAGE],
    [{ title: '   ' }, 'title', APPOINTMENT_TITLE_REQUIRED_MESSAGE],
    [{ type: '' }, 'type', TYPE_REQUIRED_MESSAGE],
    [{ type: undefined }, 'type', TYPE_REQUIRED_MESSAGE],
    [{ type: 'Dentist' }, 'type', 'Choose one of: Regular Checkup, Ultrasound, Lab Work, Consultation, Follow-up'],
    [{ dateTime: '' }, 'dateTime', DATE_TIME_REQUIRED_MESSAGE],
    [{ dateTime: undefined }, 'dateTime', DATE_TIME_REQUIRED_MESSAGE],
    [{ dateTime: 'next tuesday' }, 'dateTime', DATE_TIME_INVALID_MESSAGE],
    [{ dateTime: '2030-02-30T10:00:00.000Z' }, 'dateTime', DATE_TIME_INVALID_MESSAGE],
    [{ dateTime: '0000-01-01T00:00:00Z' }, 'dateTime', DATE_TIME_RANGE_MESSAGE],
    [{ dateTime: '2199-12-31T23:00:00-05:00' }, 'dateTime', DATE_TIME_RANGE_MESSAGE],
    [{ title: 'Scan\u0000' }, 'title', NUL_MESSAGE],
    [{ notes: '\u0000' }, 'notes', NUL_MESSAGE],
    [{ providerId: 'demo\u0000' }, 'providerId', NUL_MESSAGE],
  ])('refuses %j with the field message and stores nothing', async (change, field, message) => {
    const user = await t.createUser();
    const res = await book(user, valid(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await listOf(user)).toEqual([]);
  });

  it('cancels the owner’s appointment, and cancelling again is harmless', async () => {
    const user = await t.createUser();
    const { id } = (await book(user, valid())).json() as { id: string };
    const res = await cancel(user, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', providerName: 'Dr. Marigold Thistlewood' });
    expect((await cancel(user, id)).json().status).toBe('cancelled');
    expect(await listOf(user)).toMatchObject([{ id, status: 'cancelled' }]);
  });

  it("answers 404 to another user's appointment and leaves it scheduled", async () => {
    const owner = await t.createUser();
    const intruder = await t.createUser();
    const { id } = (await book(owner, valid())).json() as { id: string };
    expect((await cancel(intruder, id)).statusCode).toBe(404);
    expect((await cancel(intruder, crypto.randomUUID())).statusCode).toBe(404);
    expect((await cancel(intruder, 'nope')).statusCode).toBe(400);
    expect(await listOf(owner)).toMatchObject([{ id, status: 'scheduled' }]);
  });
});
