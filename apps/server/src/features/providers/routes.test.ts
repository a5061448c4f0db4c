import { readFileSync } from 'node:fs';
import {
  INSURANCE_CARRIERS,
  INVALID_ZIP_MESSAGE,
  NUL_MESSAGE,
  PROVIDER_SEARCH_RADIUS_MILES,
  SPECIALTIES,
  UNKNOWN_INSURANCE_MESSAGE,
  UNKNOWN_SORT_MESSAGE,
  UNKNOWN_SPECIALTY_MESSAGE,
  ZIP_NOT_FOUND_MESSAGE,
  type Provider,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { SAMPLE_DIRECTORY_FILE } from './directory.ts';
import { milesBetween } from './geo.ts';
import { readDirectoryCsv } from './nppes.ts';
import { loadZipDirectory } from './zip-codes.ts';

const SAMPLE = readDirectoryCsv(readFileSync(SAMPLE_DIRECTORY_FILE, 'utf8')).rows;

describe('provider search (GET /api/providers)', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  const search = async (query = '', as: TestUser = user) => {
    const res = await t.app.inject({ url: `/api/providers${query}`, headers: as.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Provider[];
  };
  const refused = async (query: string) => {
    const res = await t.app.inject({ url: `/api/providers${query}`, headers: user.headers });
    expect(res.statusCode).toBe(400);
    return res.json() as { message: string; fields: Record<string, string> };
  };
  const ratings = (list: Provider[]) => list.map((p) => p.rating ?? -1);
  const isDescending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);
  const isAscending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/providers' })).statusCode).toBe(401);
  });

  it('lists the whole sample directory from the database, best rated first, marked as sample data', async () => {
    const list = await search();
    expect(list).toHaveLength(SAMPLE.length);
    expect(isDescending(ratings(list))).toBe(true);
    expect(list.every((p) => p.isSample && !p.isOwn && p.distance === null)).toBe(true);
    expect(list.find((p) => p.name === 'Dr. Marigold Thistlewood')).toMatchObject({
      id: 'npi-0100000013',
      npi: '0100000013',
      specialty: 'Obstetrics & Gynecology',
      practice: 'Bluebonnet Women’s Health',
      phone: '(512) 555-0101',
      address: '1200 Willowbrook Lane, Suite 300, Austin, TX 78701',
      zipCode: '78701',
      lat: 30.2689,
      lng: -97.7426,
      rating: 4.9,
      reviewCount: 212,
      acceptsNewPatients: true,
      features: ['Telehealth Available', 'Same Day Appointments'],
      insurance: ['Aetna', 'Blue Cross Blue Shield', 'Cigna', 'UnitedHealthcare'],
    });
  });

  it('filters by specialty, matching the spec list in any case', async () => {
    const midwives = await search('?specialty=certified%20nurse%20midwife');
    expect(midwives.length).toBe(SAMPLE.filter((r) => r.input.specialty === 'Certified Nurse Midwife').length);
    expect(midwives.every((p) => p.specialty === 'Certified Nurse Midwife')).toBe(true);
  });

  it('filters by insurance carrier', async () => {
    const kaiser = await search('?insurance=Kaiser%20Permanente');
    expect(kaiser.length).toBe(SAMPLE.filter((r) => r.input.insurance.includes('Kaiser Permanente')).length);
    expect(kaiser.every((p) => p.insurance.includes('Kaiser Permanente'))).toBe(true);
  });

  it('combines filters', async () => {
    const both = await search(
      `?specialty=${encodeURIComponent('Obstetrics & Gynecology')}&insurance=aetna&zipCode=78704`,
    );
    expect(both.length).toBeGreaterThan(0);
    expect(
      both.every(
        (p) => p.specialty === 'Obstetrics & Gynecology' && p.insurance.includes('Aetna') && p.distance! <= 50,
      ),
    ).toBe(true);
  });

  it('keeps the offices within the search radius of the ZIP code, with their distance in miles', async () => {
    const austin = await search('?zipCode=78704');
    const centre = (await loadZipDirectory()).find('78704')!;
    const expected = SAMPLE.filter((r) => milesBetween(centre, r.input as { lat: number; lng: number }) <= 50);
    expect(austin.map((p) => p.npi).sort()).toEqual(expected.map((r) => r.input.npi).sort());
    for (const p of austin) {
      expect(p.distance).toBe(milesBetween(centre, { lat: p.lat!, lng: p.lng! }));
      expect(p.distance!).toBeLessThanOrEqual(PROVIDER_SEARCH_RADIUS_MILES);
    }
    expect(austin.every((p) => p.address.endsWith(', TX ' + p.zipCode))).toBe(true);
  });

  it('finds nobody where the directory has no office nearby', async () => {
    expect(await search('?zipCode=99950')).toEqual([]);
  });

  it('sorts by rating: best first, more reviews breaking a tie', async () => {
    const list = await search('?zipCode=10001&sort=rating');
    expect(list.length).toBeGreaterThan(2);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.rating! > b.rating! || (a.rating === b.rating && a.reviewCount! >= b.reviewCount!)).toBe(true);
    }
  });

  it('sorts by distance, nearest first', async () => {
    const list = await search('?zipCode=60614&sort=distance');
    expect(list.length).toBeGreaterThan(2);
    expect(isAscending(list.map((p) => p.distance!))).toBe(true);
    expect(isDescending(ratings(list))).toBe(false);
  });

  it('sorts by name, ignoring the Dr. title', async () => {
    const list = await search('?sort=name');
    const keys = list.map((p) => p.name.replace(/^Dr\. /, '').toLowerCase());
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('measures from her saved home ZIP when she searches without one', async () => {
    const boston = await t.createUser({ homeZip: '02114' });
    const list = await search('?sort=distance', boston);
    expect(list).toHaveLength(SAMPLE.length);
    expect(list[0]!.address).toMatch(/, MA \d{5}$/);
    // Boston to Seattle is about 2,490 miles as the crow flies.
    const seattle = list.find((p) => p.zipCode === '98101')!;
    expect(seattle.distance!).toBeGreaterThan(2460);
    expect(seattle.distance!).toBeLessThan(2520);
    expect(isAscending(list.map((p) => p.distance!))).toBe(true);
  });

  it('lists nearest first from her home ZIP when no order is asked for (issue 33), best rated first without one', async () => {
    const boston = await t.createUser({ homeZip: '02114' });
    const list = await search('', boston);
    expect(list).toHaveLength(SAMPLE.length);
    expect(list.map((p) => p.id)).toEqual((await search('?sort=distance', boston)).map((p) => p.id));
    expect(list[0]!.address).toMatch(/, MA \d{5}$/);
    expect(isAscending(list.map((p) => p.distance!))).toBe(true);
    // She may still ask for the best rated first.
    expect(isDescending(ratings(await search('?sort=rating', boston)))).toBe(true);
    // A searched ZIP is measured from too: nearest first.
    expect(isAscending((await search('?zipCode=60614')).map((p) => p.distance!))).toBe(true);
    // Nowhere to measure from: best rated first (spec §9's default).
    expect(isDescending(ratings(await search()))).toBe(true);
  });

  it('measures from the searched ZIP rather than her home ZIP', async () => {
    const boston = await t.createUser({ homeZip: '02114' });
    const list = await search('?zipCode=98101', boston);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.distance! <= PROVIDER_SEARCH_RADIUS_MILES)).toBe(true);
  });

  it('treats blank filters as none', async () => {
    expect(await search('?specialty=&insurance=&zipCode=&sort=')).toHaveLength(SAMPLE.length);
  });

  it('refuses a specialty outside the spec list with a clear message', async () => {
    expect(await refused('?specialty=Dentistry')).toMatchObject({
      message: UNKNOWN_SPECIALTY_MESSAGE,
      fields: { specialty: UNKNOWN_SPECIALTY_MESSAGE },
    });
  });

  it('refuses an insurance outside the six carriers with a clear message', async () => {
    expect(await refused('?insurance=Acme%20Health')).toMatchObject({
      message: UNKNOWN_INSURANCE_MESSAGE,
      fields: { insurance: UNKNOWN_INSURANCE_MESSAGE },
    });
  });

  it('refuses an unknown sort', async () => {
    expect(await refused('?sort=price')).toMatchObject({ fields: { sort: UNKNOWN_SORT_MESSAGE } });
  });

  it.each(['1234', '123456', 'abcde', '7870a'])('refuses the ZIP code %j with the spec message', async (zip) => {
    expect(await refused(`?zipCode=${zip}`)).toMatchObject({
      message: INVALID_ZIP_MESSAGE,
      fields: { zipCode: INVALID_ZIP_MESSAGE },
    });
  });

  it('refuses a 5-digit ZIP code that does not exist', async () => {
    expect(await refused('?zipCode=00000')).toMatchObject({
      message: ZIP_NOT_FOUND_MESSAGE,
      fields: { zipCode: ZIP_NOT_FOUND_MESSAGE },
    });
  });

  it('refuses a filter with a NUL character instead of failing', async () => {
    expect((await refused('?insurance=Aetna%00')).fields.insurance).toBe(NUL_MESSAGE);
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

  it('has no distance for a home ZIP the ZIP data does not know', async () => {
    const nowhere = await t.createUser({ homeZip: '00000' });
    expect((await search('', nowhere)).every((p) => p.distance === null)).toBe(true);
  });
});
