import {
  NUL_MESSAGE,
  OWN_PROVIDER_ADDRESS_TOO_LONG_MESSAGE,
  OWN_PROVIDER_NAME_REQUIRED_MESSAGE,
  OWN_PROVIDER_NAME_TOO_LONG_MESSAGE,
  OWN_PROVIDER_PHONE_MESSAGE,
  OWN_PROVIDER_PRACTICE_TOO_LONG_MESSAGE,
  OWN_PROVIDERS_LIMIT_MESSAGE,
  OWN_PROVIDERS_MAX,
  PROVIDER_REQUIRED_MESSAGE,
  providerSchema,
  type Provider,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

describe('her own providers (POST /api/providers/mine)', () => {
  let t: TestApp;
  let directorySize: number;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/providers', headers: (await t.createUser()).headers });
    directorySize = (res.json() as Provider[]).length;
  });
  afterAll(() => t.close());

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
      expect(list).toHaveLength(directorySize + 1);
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
      expect(seen).toHaveLength(directorySize);

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
