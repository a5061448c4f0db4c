import { PROVIDER_PHONE_MESSAGE, userExportSchema, userProfileSchema } from '@bloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

/** Her provider's phone (beyond the spec): the urgent card's "Call my provider" dials it. */
describe('profile: provider phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const patch = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: user.headers, payload });
  const profile = async (user: TestUser) =>
    userProfileSchema.parse((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json());
  const stored = async (user: TestUser) => {
    const [row] = await t.database.db
      .select({ providerPhone: users.providerPhone })
      .from(users)
      .where(eq(users.id, user.id));
    return row!.providerPhone;
  };

  it('has none until she gives one', async () => {
    const user = await t.createUser();
    expect((await profile(user)).providerPhone).toBeNull();
  });

  it('is saved (trimmed) through the profile update, read back, and cleared with null or blank', async () => {
    const user = await t.createUser();
    const res = await patch(user, { providerPhone: ' +1 (555) 010-2030 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().providerPhone).toBe('+1 (555) 010-2030');
    expect((await profile(user)).providerPhone).toBe('+1 (555) 010-2030');
    // Where the chat's "Call my provider" reads it.
    expect(await stored(user)).toBe('+1 (555) 010-2030');

    // Another field's update leaves it alone.
    expect((await patch(user, { firstName: 'Lena' })).json().providerPhone).toBe('+1 (555) 010-2030');

    expect((await patch(user, { providerPhone: null })).json().providerPhone).toBeNull();
    expect(await stored(user)).toBeNull();
    await patch(user, { providerPhone: '555-0100' });
    expect((await patch(user, { providerPhone: '  ' })).json().providerPhone).toBeNull();
  });

  it.each([
    ['letters', 'call me maybe'],
    ['a plus inside', '555+0100'],
    ['too few digits to dial', '12'],
    ['more digits than any phone number', '+1 234 567 890 123 456'],
    ['too long', `+1 ${'5'.repeat(10)}${' '.repeat(25)}1`],
    ['not text', 5550100],
  ])('refuses %s with 400 on the field and changes nothing', async (_name, providerPhone) => {
    const user = await t.createUser();
    await patch(user, { providerPhone: '555-0100' });
    const res = await patch(user, { providerPhone, firstName: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.providerPhone).toBe(PROVIDER_PHONE_MESSAGE);
    const after = await profile(user);
    expect(after.providerPhone).toBe('555-0100');
    expect(after.firstName).not.toBe('Changed');
  });

  it('is in her JSON export, and only hers', async () => {
    const alma = await t.createUser();
    const bea = await t.createUser();
    await patch(alma, { providerPhone: '+1 555 0100' });
    await patch(bea, { providerPhone: '+1 555 0199' });
    const res = await t.app.inject({ url: '/api/user/export', headers: alma.headers });
    expect(res.statusCode).toBe(200);
    expect(userExportSchema.parse(res.json()).profile.providerPhone).toBe('+1 555 0100');
    expect(res.body).not.toContain('0199');
  });
});
