import { INSURANCE_CARRIERS, INVALID_ZIP_MESSAGE, NUL_MESSAGE, SPECIALTIES, type Provider } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const isSortedByRating = (list: Provider[]) => list.every((p, i) => i === 0 || list[i - 1]!.rating >= p.rating);

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/providers' })).statusCode).toBe(401);
  });

  it('lists the whole seeded directory, best rated first, without distances', async () => {
    const list = await search();
    expect(list).toHaveLength(DEMO_PROVIDERS.length);
    expect(isSortedByRating(list)).toBe(true);
    expect(list.every((p) => p.distance === null)).toBe(true);
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
});
