import {
  INSURANCE_CARRIERS,
  INVALID_ZIP_MESSAGE,
  NUL_MESSAGE,
  OWN_PROVIDER_ADDRESS_TOO_LONG_MESSAGE,
  OWN_PROVIDER_NAME_REQUIRED_MESSAGE,
  OWN_PROVIDER_NAME_TOO_LONG_MESSAGE,
  OWN_PROVIDER_PHONE_MESSAGE,
  OWN_PROVIDER_PRACTICE_TOO_LONG_MESSAGE,
  OWN_PROVIDERS_LIMIT_MESSAGE,
  OWN_PROVIDERS_MAX,
  PROVIDER_REQUIRED_MESSAGE,
  SPECIALTIES,
  providerSchema,
  type Provider,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { DEMO_PROVIDERS } from './seed-data.ts';
import { seedProviders } from './service.ts';

describe('provider directory', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  const search = async (query = '') => {
    const res = await t.app.inject({ url: `/api/providers${query}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Provider[];
  };
  const isSortedByRating = (list: Provider[]) =>
    list.every((p, i) => i === 0 || (list[i - 1]!.rating ?? 0) >= (p.rating ?? 0));

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/providers' })).statusCode).toBe(401);
  });

  it('lists the whole seeded directory, best rated first, without distances, marked as sample data', async () => {
    const list = await search();
    expect(list).toHaveLength(DEMO_PROVIDERS.length);
    expect(isSortedByRating(list)).toBe(true);
    expect(list.every((p) => p.distance === null)).toBe(true);
    expect(list.every((p) => p.isSample && !p.isOwn)).toBe(true);
    expect(list[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      practice: expect.any(String),
      phone: expect.stringMatching(/^\(\d{3}\) 555-01\d\d$/),
      zipCode: expect.stringMatching(/^\d{5}$/),
      acceptsNewPatients: expect.any(Boolean),
      features: expect.any(Array),
      insurance: expect.any(Array),
    });
  });

  it('covers every specialty and carrier of the filters', async () => {
    const list = await search();
    for (const specialty of SPECIALTIES)
      expect(
        list.some((p) => p.specialty === specialty),
        specialty,
      ).toBe(true);
    for (const carrier of INSURANCE_CARRIERS)
      expect(
        list.some((p) => p.insurance.includes(carrier)),
        carrier,
      ).toBe(true);
  });

  it('seeding again at start-up adds no duplicates', async () => {
    await seedProviders(t.database.db);
    expect(await search()).toHaveLength(DEMO_PROVIDERS.length);
  });

  it('filters by specialty and insurance, ignoring case, and combines filters', async () => {
    const midwives = await search('?specialty=certified%20nurse%20midwife');
    expect(midwives.length).toBeGreaterThan(0);
    expect(midwives.every((p) => p.specialty === 'Certified Nurse Midwife')).toBe(true);
    expect(isSortedByRating(midwives)).toBe(true);

    const kaiser = await search('?insurance=Kaiser%20Permanente');
    expect(kaiser.length).toBeGreaterThan(0);
    expect(kaiser.every((p) => p.insurance.includes('Kaiser Permanente'))).toBe(true);

    const both = await search(`?specialty=${encodeURIComponent('Obstetrics & Gynecology')}&insurance=aetna`);
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((p) => p.specialty === 'Obstetrics & Gynecology' && p.insurance.includes('Aetna'))).toBe(true);
  });

  it('treats blank filters as none and unknown ones as matching nobody', async () => {
    expect(await search('?specialty=&insurance=&zipCode=')).toHaveLength(DEMO_PROVIDERS.length);
    expect(await search('?specialty=Dentistry')).toEqual([]);
  });

  it('finds offices in the searched ZIP area with distances in miles', async () => {
    const austin = await search('?zipCode=78704');
    expect(austin.length).toBeGreaterThan(0);
    expect(austin.every((p) => p.zipCode.startsWith('787'))).toBe(true);
    expect(austin.every((p) => typeof p.distance === 'number' && p.distance >= 0 && p.distance < 30)).toBe(true);
    expect(await search('?zipCode=99950')).toEqual([]);
  });

  it.each(['1234', '123456', 'abcde', '7870a'])('refuses the ZIP code %j with the spec message', async (zip) => {
    const res = await t.app.inject({ url: `/api/providers?zipCode=${zip}`, headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: INVALID_ZIP_MESSAGE, fields: { zipCode: INVALID_ZIP_MESSAGE } });
  });

  it('refuses a filter with a NUL character instead of failing', async () => {
    const res = await t.app.inject({ url: '/api/providers?insurance=Aetna%00', headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.insurance).toBe(NUL_MESSAGE);
  });

  describe("the user's own providers", () => {
    const addOwn = (owner: TestUser, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/providers/mine', headers: owner.headers, payload });
    const listFor = async (viewer: TestUser, query = '') => {
      const res = await t.app.inject({ url: `/api/providers${query}`, headers: viewer.headers });
      expect(res.statusCode).toBe(200);
      return res.json() as Provider[];
    };
    const book = (viewer: TestUser, providerId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: viewer.headers,
        payload: { providerId, title: 'Checkup', type: 'Regular Checkup', dateTime: '2030-03-05T15:30:00.000Z' },
      });

    it('adds a private provider (201), listed first for her and marked as her own, not sample data', async () => {
      const owner = await t.createUser();
      const res = await addOwn(owner, {
        name: '  Dr. Jane Real ',
        practice: 'Downtown Family Clinic',
        phone: '+1 (415) 555-2671',
        address: '1 Market St, San Francisco, CA',
      });
      expect(res.statusCode).toBe(201);
      const created = providerSchema.parse(res.json());
      expect(created).toMatchObject({
        id: expect.stringMatching(/^own-/),
        name: 'Dr. Jane Real',
        practice: 'Downtown Family Clinic',
        phone: '+1 (415) 555-2671',
        address: '1 Market St, San Francisco, CA',
        rating: null,
        reviewCount: null,
        acceptsNewPatients: null,
        distance: null,
        isSample: false,
        isOwn: true,
      });

      const list = await listFor(owner);
      expect(list).toHaveLength(DEMO_PROVIDERS.length + 1);
      expect(list[0]).toEqual(created);
      expect(list.slice(1).every((p) => p.isSample && !p.isOwn)).toBe(true);
    });

    it('needs only a name and stores the blank fields as empty text', async () => {
      const owner = await t.createUser();
      const res = await addOwn(owner, { name: 'Midwife Ana', practice: '  ', phone: null });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Midwife Ana', practice: '', phone: '', address: '' });
    });

    it("never shows another user's provider, and she cannot book it", async () => {
      const owner = await t.createUser();
      const other = await t.createUser();
      const { id } = (await addOwn(owner, { name: 'Dr. Private' })).json() as Provider;

      const seen = await listFor(other);
      expect(seen.map((p) => p.id)).not.toContain(id);
      expect(seen).toHaveLength(DEMO_PROVIDERS.length);

      const refused = await book(other, id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: PROVIDER_REQUIRED_MESSAGE,
        fields: { providerId: PROVIDER_REQUIRED_MESSAGE },
      });
      const hers = await book(owner, id);
      expect(hers.statusCode).toBe(201);
      expect(hers.json()).toMatchObject({ providerId: id, providerName: 'Dr. Private', providerIsSample: false });
    });

    it('leaves her own providers out of a filtered directory search', async () => {
      const owner = await t.createUser();
      await addOwn(owner, { name: 'Dr. Filtered Out' });
      const midwives = await listFor(owner, '?specialty=Certified%20Nurse%20Midwife');
      expect(midwives.every((p) => p.isSample)).toBe(true);
      expect(await listFor(owner, '?zipCode=78704')).not.toContainEqual(expect.objectContaining({ isOwn: true }));
    });

    it.each([
      ['a missing name', {}, 'name', OWN_PROVIDER_NAME_REQUIRED_MESSAGE],
      ['an empty name', { name: '' }, 'name', OWN_PROVIDER_NAME_REQUIRED_MESSAGE],
      ['a whitespace name', { name: '   ' }, 'name', OWN_PROVIDER_NAME_REQUIRED_MESSAGE],
      ['a 101-character name', { name: 'x'.repeat(101) }, 'name', OWN_PROVIDER_NAME_TOO_LONG_MESSAGE],
      ['a NUL in the name', { name: 'Dr.\u0000' }, 'name', NUL_MESSAGE],
      [
        'a 201-character practice',
        { name: 'Dr. A', practice: 'x'.repeat(201) },
        'practice',
        OWN_PROVIDER_PRACTICE_TOO_LONG_MESSAGE,
      ],
      [
        'a 301-character address',
        { name: 'Dr. A', address: 'x'.repeat(301) },
        'address',
        OWN_PROVIDER_ADDRESS_TOO_LONG_MESSAGE,
      ],
      ['letters in the phone', { name: 'Dr. A', phone: 'call me' }, 'phone', OWN_PROVIDER_PHONE_MESSAGE],
      ['a 31-character phone', { name: 'Dr. A', phone: '1'.repeat(31) }, 'phone', OWN_PROVIDER_PHONE_MESSAGE],
      ['a number as phone', { name: 'Dr. A', phone: 5551234 }, 'phone', OWN_PROVIDER_PHONE_MESSAGE],
    ])('refuses %s with its message and stores nothing', async (_case, payload, field, message) => {
      const owner = await t.createUser();
      const res = await addOwn(owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
      expect((await listFor(owner)).some((p) => p.isOwn)).toBe(false);
    });

    it(`refuses more than ${OWN_PROVIDERS_MAX} of her own`, async () => {
      const owner = await t.createUser();
      await t.database.db.insert(providers).values(
        Array.from({ length: OWN_PROVIDERS_MAX }, (_, i) => ({
          id: `bulk-${owner.id}-${i}`,
          ownerId: owner.id,
          name: `Dr. ${i}`,
          specialty: '',
          practice: '',
          phone: '',
          address: '',
          zipCode: '',
          rating: 0,
          reviewCount: 0,
          acceptsNewPatients: false,
        })),
      );
      const res = await addOwn(owner, { name: 'One too many' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(OWN_PROVIDERS_LIMIT_MESSAGE);
      // Another user is not affected by her count.
      expect((await addOwn(await t.createUser(), { name: 'Dr. Fine' })).statusCode).toBe(201);
    });

    it('answers 401 when signed out', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/providers/mine', payload: { name: 'Dr. A' } });
      expect(res.statusCode).toBe(401);
    });
  });
});
