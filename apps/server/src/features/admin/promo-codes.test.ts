import {
  ErrorCode,
  PROMO_CODE_CREATED_MESSAGE,
  PROMO_CODE_DISABLED_MESSAGE,
  PROMO_CODE_EXISTS_MESSAGE,
  PROMO_CODE_FORMAT_MESSAGE,
  PROMO_CODE_NOT_FOUND_MESSAGE,
  PROMO_EXPIRES_MESSAGE,
  PROMO_MAX_REDEMPTIONS_MESSAGE,
  PROMO_NO_LONGER_ACTIVE_MESSAGE,
  PROMO_PER_USER_LIMIT_MESSAGE,
  PROMO_TOKENS_MESSAGE,
} from '@bloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, promoCodes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { promoCodeValues, savePromoCode } from './promo-codes-service.ts';
import { DAY, seedPromoCode } from './test-kit.ts';

let seq = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${seq++}`;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('admin promo codes (/api/admin/promo-codes)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false });
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: admin.headers, payload });
  const disable = (code: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/promo-codes/${code}/disable`, headers: admin.headers });
  const list = async () =>
    (await t.app.inject({ url: '/api/admin/promo-codes', headers: admin.headers })).json().items as {
      code: string;
      redemptions: number;
      disabledAt: string | null;
    }[];
  const redeem = (headers: Record<string, string>, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/promo/redeem', headers, payload: { code } });
  const storedCode = async (code: string) =>
    (await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0];

  it('creates a code (trimmed, upper-cased) with its limits and answers 201', async () => {
    const code = uniqueCode('spring');
    const expires = dayFromToday(10);
    const res = await create({
      code: ` ${code.toLowerCase()} `,
      tokens: 3,
      maxRedemptions: 50,
      perUserLimit: 2,
      expires,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: PROMO_CODE_CREATED_MESSAGE(code.toUpperCase()),
      promoCode: {
        code: code.toUpperCase(),
        tokens: 3,
        maxRedemptions: 50,
        perUserLimit: 2,
        expiresAt: new Date(Date.parse(`${expires}T00:00:00Z`) + DAY).toISOString(),
        disabledAt: null,
        createdAt: expect.any(String),
        redemptions: 0,
      },
    });
  });

  it('records who created a code', async () => {
    const code = uniqueCode('AUDIT');
    await create({ code, tokens: 1 });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'promo.create'));
    expect(rows.find((r) => r.details.code === code)).toMatchObject({
      actorId: admin.id,
      details: { code, tokens: 1, maxRedemptions: null, perUserLimit: 1, expires: null },
    });
  });

  it('refuses a code that exists with 409 and leaves the existing one as it was', async () => {
    const code = uniqueCode('TWIN');
    await create({ code, tokens: 2 });
    const again = await create({ code, tokens: 9 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROMO_CODE_EXISTS_MESSAGE);
    expect((await storedCode(code))?.tokens).toBe(2);
  });

  it('refuses bad input with the field’s message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'bad code!', tokens: 1 }, 'code', PROMO_CODE_FORMAT_MESSAGE],
      [{ code: 'OK1', tokens: 0 }, 'tokens', PROMO_TOKENS_MESSAGE],
      [{ code: 'OK2', tokens: 1001 }, 'tokens', PROMO_TOKENS_MESSAGE],
      [{ code: 'OK3', tokens: 1, maxRedemptions: 0 }, 'maxRedemptions', PROMO_MAX_REDEMPTIONS_MESSAGE],
      [{ code: 'OK4', tokens: 1, perUserLimit: 101 }, 'perUserLimit', PROMO_PER_USER_LIMIT_MESSAGE],
      [{ code: 'OK5', tokens: 1, expires: '2099-02-30' }, 'expires', PROMO_EXPIRES_MESSAGE],
      [{ code: 'OK6', tokens: 1, expires: dayFromToday(-1) }, 'expires', PROMO_EXPIRES_MESSAGE],
      [{ code: 'OK7', tokens: 1, expires: '9999-12-31' }, 'expires', PROMO_EXPIRES_MESSAGE],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    for (const code of ['OK1', 'OK2', 'OK3', 'OK4', 'OK5', 'OK6']) expect(await storedCode(code)).toBeUndefined();
  });

  it('accepts an expiry of today', async () => {
    const res = await create({ code: uniqueCode('TODAY'), tokens: 1, expires: dayFromToday(0) });
    expect(res.statusCode).toBe(201);
  });

  it('lists every code newest first with how many times it was redeemed', async () => {
    const older = uniqueCode('OLDER');
    const newer = uniqueCode('NEWER');
    await seedPromoCode(t.database.db, { code: older, tokens: 1, createdAt: new Date(Date.now() - DAY) });
    await create({ code: newer, tokens: 1, perUserLimit: 3 });
    const user = await t.createUser();
    await redeem(user.headers, newer);
    await redeem(user.headers, newer);
    const items = await list();
    expect(items[0]).toMatchObject({ code: newer, redemptions: 2 });
    const codes = items.map((c) => c.code);
    expect(codes.indexOf(newer)).toBeLessThan(codes.indexOf(older));
    expect(items.find((c) => c.code === older)?.redemptions).toBe(0);
  });

  it('disables a code: it is listed as disabled, redeeming it is refused, and the audit log says who', async () => {
    const code = uniqueCode('STOP');
    await create({ code, tokens: 2 });
    const res = await disable(code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: PROMO_CODE_DISABLED_MESSAGE(code), promoCode: { code } });
    expect(res.json().promoCode.disabledAt).toEqual(expect.any(String));
    expect((await list()).find((c) => c.code === code)?.disabledAt).toEqual(expect.any(String));
    const user = await t.createUser();
    const refused = await redeem(user.headers, code);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: ErrorCode.promoDisabled, message: PROMO_NO_LONGER_ACTIVE_MESSAGE });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'promo.disable'));
    expect(rows.find((r) => r.details.code === code)).toMatchObject({ actorId: admin.id });
  });

  it('answers 404 when disabling an unknown code', async () => {
    const res = await disable('NO-SUCH-CODE');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PROMO_CODE_NOT_FOUND_MESSAGE);
  });

  it('lets a person redeem a code with a per-user limit of 2 exactly twice', async () => {
    const code = uniqueCode('TWO');
    await create({ code, tokens: 1, perUserLimit: 2 });
    const user = await t.createUser();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await redeem(user.headers, code)).statusCode);
    expect(answers).toEqual([200, 200, 409]);
  });

  it('holds the total limit across people', async () => {
    const code = uniqueCode('TOTAL');
    await create({ code, tokens: 1, maxRedemptions: 3, perUserLimit: 2 });
    const [a, b] = [await t.createUser(), await t.createUser()];
    const answers = [];
    for (const person of [a, a, b, b]) answers.push((await redeem(person.headers, code)).statusCode);
    expect(answers).toEqual([200, 200, 200, 410]);
    expect((await list()).find((c) => c.code === code)?.redemptions).toBe(3);
  });
});

describe('the operator command’s promo codes (npm run admin -- promo)', () => {
  it('checks the code, tokens, limits and expiry with the admin form’s rules, naming its options', () => {
    expect(promoCodeValues({ code: ' spring-25 ', tokens: 2 })).toEqual({
      code: 'SPRING-25',
      tokens: 2,
      maxRedemptions: null,
      perUserLimit: 1,
      expiresAt: null,
    });
    expect(
      promoCodeValues({ code: 'X', tokens: 1, maxRedemptions: 5, perUserLimit: 2, expires: '2099-01-31' }),
    ).toEqual({
      code: 'X',
      tokens: 1,
      maxRedemptions: 5,
      perUserLimit: 2,
      expiresAt: new Date('2099-02-01T00:00:00Z'),
    });
    expect(promoCodeValues({ code: 'bad code!', tokens: 1 })).toBe(PROMO_CODE_FORMAT_MESSAGE);
    expect(promoCodeValues({ code: 'OK', tokens: 0 })).toBe(PROMO_TOKENS_MESSAGE);
    expect(promoCodeValues({ code: 'OK', tokens: 1, maxRedemptions: 0 })).toMatch(/^--max /);
    expect(promoCodeValues({ code: 'OK', tokens: 1, perUserLimit: 0 })).toMatch(/^--per-user /);
    expect(promoCodeValues({ code: 'OK', tokens: 1, expires: '2099-02-30' })).toMatch(/^--expires /);
    expect(promoCodeValues({ code: 'OK', tokens: 1, expires: dayFromToday(-1) })).toMatch(
      /from today to 100 years ahead/,
    );
  });

  it('creates a code, then updates it', async () => {
    const t = await createTestApp();
    try {
      const code = uniqueCode('NEW');
      expect(await savePromoCode(t.database.db, { code, tokens: 2 })).toBe('created');
      expect(await savePromoCode(t.database.db, { code, tokens: 5, maxRedemptions: 10, perUserLimit: 2 })).toBe(
        'updated',
      );
      const user = await t.createUser();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/promo/redeem',
        headers: user.headers,
        payload: { code },
      });
      expect(res.json().tokensAdded).toBe(5);
      const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
      expect(row).toMatchObject({ tokens: 5, maxRedemptions: 10, perUserLimit: 2 });
    } finally {
      await t.close();
    }
  });
});
