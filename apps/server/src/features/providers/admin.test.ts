import {
  CITY_REQUIRED_MESSAGE,
  DIRECTORY_NAME_REQUIRED_MESSAGE,
  DIRECTORY_SPECIALTY_MESSAGE,
  INVALID_ZIP_MESSAGE,
  LATITUDE_MESSAGE,
  NOTHING_TO_CHANGE_MESSAGE,
  NPI_MESSAGE,
  NPI_TAKEN_MESSAGE,
  PROVIDER_REMOVED_MESSAGE,
  providerSchema,
  RATING_MESSAGE,
  STATE_MESSAGE,
  STREET_REQUIRED_MESSAGE,
  ZIP_NOT_FOUND_MESSAGE,
  type Provider,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { loadZipDirectory } from './zip-codes.ts';

const NEW_PROVIDER = {
  npi: '1234567893',
  name: 'Dr. Adaeze Okafor',
  specialty: 'Obstetrics & Gynecology',
  practice: 'Red River Women’s Clinic',
  phone: '512-555-0180',
  street: '2400 Red River St, Suite 210',
  city: 'Austin',
  state: 'tx',
  zipCode: '78705',
  rating: 4.7,
  reviewCount: 88,
  acceptsNewPatients: true,
  features: ['Telehealth Available'],
  insurance: ['Aetna', 'Cigna', 'aetna'],
};

describe('administrators keep the directory (/api/admin/providers)', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true });
    user = await t.createUser();
  });
  afterAll(() => t.close());

  const create = (payload: object, as: TestUser | null = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/providers', payload, ...(as ? { headers: as.headers } : {}) });
  const change = (id: string, payload: object, as: TestUser | null = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/providers/${id}`,
      payload,
      ...(as ? { headers: as.headers } : {}),
    });
  const remove = (id: string, as: TestUser | null = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/providers/${id}`, ...(as ? { headers: as.headers } : {}) });
  const directory = async () =>
    (await t.app.inject({ url: '/api/providers', headers: user.headers })).json() as Provider[];

  describe('who may', () => {
    it('lets only an administrator add a provider: 401 signed out, 403 for a user', async () => {
      expect((await create(NEW_PROVIDER, null)).statusCode).toBe(401);
      expect((await create(NEW_PROVIDER, user)).statusCode).toBe(403);
      expect((await directory()).some((p) => p.npi === NEW_PROVIDER.npi)).toBe(false);
    });

    it('lets only an administrator change a provider', async () => {
      const [target] = await directory();
      expect((await change(target!.id, { name: 'Hacked' }, null)).statusCode).toBe(401);
      expect((await change(target!.id, { name: 'Hacked' }, user)).statusCode).toBe(403);
      expect((await directory()).find((p) => p.id === target!.id)!.name).toBe(target!.name);
    });

    it('lets only an administrator remove a provider', async () => {
      const [target] = await directory();
      expect((await remove(target!.id, null)).statusCode).toBe(401);
      expect((await remove(target!.id, user)).statusCode).toBe(403);
      expect((await directory()).some((p) => p.id === target!.id)).toBe(true);
    });
  });

  it('adds a provider (201) that every user then finds, placed at its ZIP code without coordinates', async () => {
    const res = await create(NEW_PROVIDER);
    expect(res.statusCode).toBe(201);
    const centre = (await loadZipDirectory()).find('78705')!;
    expect(providerSchema.parse(res.json())).toEqual({
      id: 'npi-1234567893',
      npi: '1234567893',
      name: 'Dr. Adaeze Okafor',
      specialty: 'Obstetrics & Gynecology',
      practice: 'Red River Women’s Clinic',
      phone: '(512) 555-0180',
      address: '2400 Red River St, Suite 210, Austin, TX 78705',
      zipCode: '78705',
      lat: centre.lat,
      lng: centre.lng,
      distance: null,
      rating: 4.7,
      reviewCount: 88,
      acceptsNewPatients: true,
      features: ['Telehealth Available'],
      insurance: ['Aetna', 'Cigna'],
      isSample: false,
      isOwn: false,
    });
    const found = await t.app.inject({ url: '/api/providers?zipCode=78705', headers: user.headers });
    expect((found.json() as Provider[]).map((p) => p.id)).toContain('npi-1234567893');
  });

  it('refuses a second provider with the same NPI (409)', async () => {
    const res = await create({ ...NEW_PROVIDER, name: 'Someone Else' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NPI_TAKEN_MESSAGE);
  });

  it('adds a provider without an NPI, with only the required fields', async () => {
    const res = await create({
      name: 'Rosa Delgado, CNM',
      specialty: 'Certified Nurse Midwife',
      street: '12 Pine St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      lat: 39.75,
      lng: -104.99,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.stringMatching(/^dir-/),
      npi: null,
      practice: '',
      phone: '',
      lat: 39.75,
      lng: -104.99,
      rating: null,
      reviewCount: 0,
      acceptsNewPatients: null,
      features: [],
      insurance: [],
    });
  });

  it.each([
    ['no name', { name: ' ' }, 'name', DIRECTORY_NAME_REQUIRED_MESSAGE],
    ['an unknown specialty', { specialty: 'Dentistry' }, 'specialty', DIRECTORY_SPECIALTY_MESSAGE],
    ['a bad NPI', { npi: '1234567890' }, 'npi', NPI_MESSAGE],
    ['no street', { street: '' }, 'street', STREET_REQUIRED_MESSAGE],
    ['no city', { city: '' }, 'city', CITY_REQUIRED_MESSAGE],
    ['an unknown state', { state: 'Texas' }, 'state', STATE_MESSAGE],
    ['a 4-digit ZIP', { zipCode: '7870' }, 'zipCode', INVALID_ZIP_MESSAGE],
    ['a latitude off the globe', { lat: 91, lng: 0 }, 'lat', LATITUDE_MESSAGE],
    ['a rating above 5', { rating: 5.5 }, 'rating', RATING_MESSAGE],
  ])('refuses %s with its message and adds nothing', async (_case, fields, field, message) => {
    const res = await create({ ...NEW_PROVIDER, npi: undefined, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('refuses a ZIP code the ZIP data does not know when no coordinates are given', async () => {
    const res = await create({ ...NEW_PROVIDER, npi: undefined, zipCode: '00000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ZIP_NOT_FOUND_MESSAGE, fields: { zipCode: ZIP_NOT_FOUND_MESSAGE } });
  });

  it('changes the fields sent and rewrites the address; a new ZIP moves the office to its centre', async () => {
    const res = await change('npi-1234567893', { rating: 4.9, street: '100 Congress Ave', zipCode: '78701' });
    expect(res.statusCode).toBe(200);
    const centre = (await loadZipDirectory()).find('78701')!;
    expect(res.json()).toMatchObject({
      name: 'Dr. Adaeze Okafor',
      rating: 4.9,
      reviewCount: 88,
      address: '100 Congress Ave, Austin, TX 78701',
      zipCode: '78701',
      lat: centre.lat,
      lng: centre.lng,
    });
  });

  it('refuses an empty change, and an NPI another provider has', async () => {
    const empty = await change('npi-1234567893', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NOTHING_TO_CHANGE_MESSAGE);
    const [sample] = await directory();
    const taken = await change(sample!.id, { npi: '1234567893' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(NPI_TAKEN_MESSAGE);
  });

  it("answers 404 for a provider that is not in the directory, a user's own one included", async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/providers/mine',
      headers: user.headers,
      payload: { name: 'Dr. Private' },
    });
    const ownId = (own.json() as Provider).id;
    expect((await change(ownId, { name: 'Changed' })).statusCode).toBe(404);
    expect((await remove(ownId)).statusCode).toBe(404);
    expect((await change('npi-0000000000', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await remove('npi-0000000000')).statusCode).toBe(404);
  });

  it('removes a provider; appointments booked with it stay, without a provider', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: user.headers,
      payload: {
        providerId: 'npi-1234567893',
        title: 'Checkup',
        type: 'Regular Checkup',
        dateTime: '2030-03-05T15:30:00.000Z',
      },
    });
    expect(booked.statusCode).toBe(201);

    const res = await remove('npi-1234567893');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PROVIDER_REMOVED_MESSAGE });
    expect((await directory()).some((p) => p.id === 'npi-1234567893')).toBe(false);

    const appointments = await t.app.inject({ url: '/api/appointments', headers: user.headers });
    expect(appointments.json()).toEqual([
      expect.objectContaining({ title: 'Checkup', providerId: null, providerName: null, providerIsSample: false }),
    ]);
  });
});
