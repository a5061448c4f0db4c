import { CLINICS_MAX, LATITUDE_MESSAGE, LONGITUDE_MESSAGE, type Clinic } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

// Downtown Chicago, Millennium Park.
const CHICAGO = { lat: 41.8826, lng: -87.6226 };

describe('POST /api/clinics/directions', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  const ask = (payload: unknown, headers: Record<string, string> = user.headers) =>
    t.app.inject({ method: 'POST', url: '/api/clinics/directions', headers, payload: payload as object });

  it('returns the nearest prenatal clinics with name, address and coordinates, nearest first', async () => {
    const res = await ask(CHICAGO);
    expect(res.statusCode).toBe(200);
    const clinics = res.json() as Clinic[];
    expect(clinics.length).toBeGreaterThan(0);
    expect(clinics.length).toBeLessThanOrEqual(CLINICS_MAX);
    for (const clinic of clinics) {
      expect(clinic).toEqual({
        name: expect.any(String),
        address: expect.stringMatching(/, IL \d{5}$/),
        lat: expect.any(Number),
        lng: expect.any(Number),
        distance: expect.any(Number),
      });
    }
    const distances = clinics.map((c) => c.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]!).toBeLessThan(10);
  });

  it('offers prenatal care only: no fertility clinic or paediatrician', async () => {
    const clinics = (await ask(CHICAGO)).json() as Clinic[];
    expect(clinics.map((c) => c.name).join(' ')).not.toMatch(/Fertility|Pediatric|Children/);
  });

  it('returns no clinic far from every office', async () => {
    // The middle of the North Atlantic.
    const res = await ask({ lat: 35, lng: -40 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    ['a latitude above 90', { lat: 90.5, lng: 0 }, 'lat', LATITUDE_MESSAGE],
    ['a latitude below -90', { lat: -91, lng: 0 }, 'lat', LATITUDE_MESSAGE],
    ['a longitude beyond 180', { lat: 0, lng: 181 }, 'lng', LONGITUDE_MESSAGE],
    ['coordinates as text', { lat: '41.8', lng: '-87.6' }, 'lat', LATITUDE_MESSAGE],
    ['no longitude', { lat: 41.8 }, 'lng', LONGITUDE_MESSAGE],
    ['no coordinates', {}, 'lat', LATITUDE_MESSAGE],
  ])('refuses %s with a clear message', async (_case, payload, field, message) => {
    const res = await ask(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('answers a signed-out caller 401', async () => {
    expect((await ask(CHICAGO, {})).statusCode).toBe(401);
  });
});
