import {
  ErrorCode,
  PROMO_EMPTY_MESSAGE,
  PROMO_ALREADY_REDEEMED_MESSAGE,
  PROMO_EXPIRED_MESSAGE,
  PROMO_NO_LONGER_ACTIVE_MESSAGE,
  PROMO_REDEEMED_MESSAGE,
  PROMO_UNKNOWN_MESSAGE,
  PROMO_USED_UP_MESSAGE,
  TOO_MANY_PROMO_ATTEMPTS_MESSAGE,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPromoCode } from '../../testing/seeds.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PROMO_FAILURES_PER_WINDOW } from './promo.ts';
import { bonusTokens, redeem, usage } from './test-kit.ts';

const DAY = 86_400_000;
let seq = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${seq++}`;

describe('promo codes (POST /api/promo/redeem)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const addCode = (
    code: string,
    tokens: number,
    extra: { maxRedemptions?: number; perUserLimit?: number; expiresAt?: Date; disabledAt?: Date } = {},
  ) => seedPromoCode(t.database.db, { code, tokens, ...extra });

  it('adds the code’s tokens to her bonus tokens, shown in the usage status', async () => {
    const code = uniqueCode('BLOOM');
    await addCode(code, 3);
    const user = await t.createUser();
    const res = await redeem(t.app, user.headers, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PROMO_REDEEMED_MESSAGE(3), tokensAdded: 3 });
    expect(res.json().message).toBe('Promo code applied: 3 bonus tokens added. Each one starts a new chat session.');
    expect((await usage(t.app, user.headers)).tokens.available).toBe(3);
  });

  it('takes the code in any case and with spaces around it', async () => {
    const code = uniqueCode('SPRING');
    await addCode(code, 1);
    const user = await t.createUser();
    const res = await redeem(t.app, user.headers, `  ${code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Promo code applied: 1 bonus token added. Each one starts a new chat session.');
  });

  it('refuses a blank code with “Please enter a promo code”', async () => {
    const user = await t.createUser();
    const res = await redeem(t.app, user.headers, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PROMO_EMPTY_MESSAGE, fields: { code: PROMO_EMPTY_MESSAGE } });
  });

  it('refuses an unknown code', async () => {
    const user = await t.createUser();
    const res = await redeem(t.app, user.headers, 'NOSUCHCODE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.promoUnknown, message: PROMO_UNKNOWN_MESSAGE });
    expect(await bonusTokens(t.database.db, user.id)).toBe(0);
  });

  it('refuses an expired code', async () => {
    const code = uniqueCode('OLD');
    await addCode(code, 2, { expiresAt: new Date(Date.now() - DAY) });
    const user = await t.createUser();
    const res = await redeem(t.app, user.headers, code);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: ErrorCode.promoExpired, message: PROMO_EXPIRED_MESSAGE });
    expect(await bonusTokens(t.database.db, user.id)).toBe(0);
  });

  it('lets each user redeem a code once', async () => {
    const code = uniqueCode('ONCE');
    await addCode(code, 2);
    const user = await t.createUser();
    expect((await redeem(t.app, user.headers, code)).statusCode).toBe(200);
    const again = await redeem(t.app, user.headers, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: ErrorCode.promoAlreadyRedeemed,
      message: PROMO_ALREADY_REDEEMED_MESSAGE,
    });
    expect(await bonusTokens(t.database.db, user.id)).toBe(2);
  });

  it('stops at the code’s total number of redemptions', async () => {
    const code = uniqueCode('FEW');
    await addCode(code, 1, { maxRedemptions: 2 });
    const [a, b, c] = [await t.createUser(), await t.createUser(), await t.createUser()];
    expect((await redeem(t.app, a.headers, code)).statusCode).toBe(200);
    expect((await redeem(t.app, b.headers, code)).statusCode).toBe(200);
    const late = await redeem(t.app, c.headers, code);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: ErrorCode.promoUsedUp, message: PROMO_USED_UP_MESSAGE });
    expect(await bonusTokens(t.database.db, c.id)).toBe(0);
  });

  it('holds the total limit and the once-per-user rule under parallel redemptions', async () => {
    const code = uniqueCode('RUSH');
    await addCode(code, 1, { maxRedemptions: 3 });
    const people = await Promise.all(Array.from({ length: 6 }, () => t.createUser()));
    const answers = await Promise.all(
      people.flatMap((p) => [redeem(t.app, p.headers, code), redeem(t.app, p.headers, code)]),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.every((r) => [200, 409, 410].includes(r.statusCode))).toBe(true);
    const tokens = await Promise.all(people.map((p) => bonusTokens(t.database.db, p.id)));
    expect(tokens.reduce((a, b) => a + b, 0)).toBe(3);
    expect(Math.max(...tokens)).toBe(1);
  });

  it('lets a person redeem a code as often as its per-user limit allows, and no more', async () => {
    const code = uniqueCode('TWICE');
    await addCode(code, 2, { perUserLimit: 2 });
    const user = await t.createUser();
    expect((await redeem(t.app, user.headers, code)).statusCode).toBe(200);
    expect((await redeem(t.app, user.headers, code)).statusCode).toBe(200);
    const third = await redeem(t.app, user.headers, code);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: ErrorCode.promoAlreadyRedeemed,
      message: PROMO_ALREADY_REDEEMED_MESSAGE,
    });
    expect(await bonusTokens(t.database.db, user.id)).toBe(4);
  });

  it('holds the per-user limit under parallel redemptions by one person', async () => {
    const code = uniqueCode('PAR');
    await addCode(code, 1, { perUserLimit: 2 });
    const user = await t.createUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(t.app, user.headers, code)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await bonusTokens(t.database.db, user.id)).toBe(2);
  });

  it('refuses a disabled code and adds nothing', async () => {
    const code = uniqueCode('OFF');
    await addCode(code, 2, { disabledAt: new Date() });
    const user = await t.createUser();
    const res = await redeem(t.app, user.headers, code);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: ErrorCode.promoDisabled, message: PROMO_NO_LONGER_ACTIVE_MESSAGE });
    expect(res.json().message).toBe('This promo code is no longer active.');
    expect(await bonusTokens(t.database.db, user.id)).toBe(0);
  });

  it('slows down guessing: after 10 wrong codes in 15 minutes she must wait', async () => {
    const user = await t.createUser();
    for (let i = 0; i < PROMO_FAILURES_PER_WINDOW; i++) {
      expect((await redeem(t.app, user.headers, `GUESS${i}`)).statusCode).toBe(404);
    }
    const code = uniqueCode('REAL');
    await addCode(code, 1);
    const blocked = await redeem(t.app, user.headers, code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: ErrorCode.tooManyAttempts, message: TOO_MANY_PROMO_ATTEMPTS_MESSAGE });
  });

  it('does not count successful redemptions towards that limit', async () => {
    const user = await t.createUser();
    for (let i = 0; i < PROMO_FAILURES_PER_WINDOW + 2; i++) {
      const code = uniqueCode('GOOD');
      await addCode(code, 1);
      expect((await redeem(t.app, user.headers, code)).statusCode).toBe(200);
    }
  });
});
