import { CHAT_LIMIT_REACHED_MESSAGE, ErrorCode, usageStatusSchema } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { allowanceRow, bonusTokens, chat, countRows, setBonusTokens, usage } from './test-kit.ts';

const MINUTE = 60_000;

/**
 * The clock the server's rules read (AppContext.now), set and moved by each test. Only the app's
 * rules see it: Date, timers and the database's own clock keep the real time.
 */
let clock = Date.now();
const now = () => new Date(clock);
function clockAt(iso: string) {
  clock = Date.parse(iso);
}
const advance = (ms: number) => {
  clock += ms;
};

describe('text-chat allowance: one session a day (spec §4, §9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now });
  });
  afterAll(() => t.close());

  it('is available before her first message, with the reset at her next midnight', async () => {
    clockAt('2027-03-10T15:00:00Z');
    const user = await t.createUser();
    const status = await usage(t.app, user.headers);
    expect(usageStatusSchema.parse(status)).toEqual({
      textChat: { used: false, sessionActive: false, sessionTimeRemaining: 0, resetTime: '2027-03-11T00:00:00.000Z' },
      tokens: { available: 0 },
    });
    expect(await allowanceRow(t.database.db, user.id)).toBeUndefined();
  });

  it('starts a 30-minute session with her first message; the countdown runs down and the session ends', async () => {
    clockAt('2027-03-10T15:00:00Z');
    const user = await t.createUser();
    expect((await chat(t.app, user.headers, 'What should I eat this week?')).statusCode).toBe(200);
    expect((await usage(t.app, user.headers)).textChat).toEqual({
      used: true,
      sessionActive: true,
      sessionTimeRemaining: 30 * 60,
      resetTime: '2027-03-11T00:00:00.000Z',
    });

    advance(10 * MINUTE + 500);
    expect((await usage(t.app, user.headers)).textChat).toMatchObject({
      sessionActive: true,
      sessionTimeRemaining: 1200,
    });
    // More messages within the session spend nothing.
    expect((await chat(t.app, user.headers, 'And which fish are safe?')).statusCode).toBe(200);
    expect((await allowanceRow(t.database.db, user.id))?.sessionsUsed).toBe(1);

    advance(19 * MINUTE + 59_000);
    expect((await usage(t.app, user.headers)).textChat.sessionTimeRemaining).toBe(1);
    advance(1_000);
    expect((await usage(t.app, user.headers)).textChat).toMatchObject({
      used: true,
      sessionActive: false,
      sessionTimeRemaining: 0,
    });
  });

  it('refuses a message once the day’s session is over, with a 403 that names the reset and the promo codes', async () => {
    clockAt('2027-03-10T15:00:00Z');
    const user = await t.createUser({ timeZone: 'America/New_York' });
    expect((await chat(t.app, user.headers, 'Hello')).statusCode).toBe(200);
    advance(31 * MINUTE);
    const refused = await chat(t.app, user.headers, 'One more question');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.chatLimitReached,
      message: CHAT_LIMIT_REACHED_MESSAGE('12:00 AM'),
    });
    expect(refused.json().message).toBe(
      "You have used today's chat session. It resets at 12:00 AM — redeem a promo code for bonus sessions.",
    );
    // The refusal changed nothing and recorded no use.
    expect((await allowanceRow(t.database.db, user.id))?.sessionsUsed).toBe(1);
    await t.app.usageWritten(); // uses are written off the request's path
    expect(await countRows(t.database.db, 'usage_stats', user.id)).toBe(1);
  });

  it('resets at her local midnight in a zone that is not UTC', async () => {
    // 23:45 on March 9th in New York (EST) is 04:45 UTC on the 10th.
    clockAt('2027-03-10T04:45:00Z');
    const user = await t.createUser({ timeZone: 'America/New_York' });
    expect((await usage(t.app, user.headers)).textChat.resetTime).toBe('2027-03-10T05:00:00.000Z');
    expect((await chat(t.app, user.headers, 'Hello')).statusCode).toBe(200);
    expect((await allowanceRow(t.database.db, user.id))?.day).toBe('2027-03-09');

    // 00:05 her time: the session that began last night still runs, and today's allowance is unused.
    advance(20 * MINUTE);
    expect((await usage(t.app, user.headers)).textChat).toEqual({
      used: false,
      sessionActive: true,
      sessionTimeRemaining: 10 * 60,
      resetTime: '2027-03-11T05:00:00.000Z',
    });
    // 00:20: that session is over; her first message of the new day starts today's session.
    advance(15 * MINUTE);
    expect((await usage(t.app, user.headers)).textChat).toMatchObject({ used: false, sessionActive: false });
    expect((await chat(t.app, user.headers, 'Good morning')).statusCode).toBe(200);
    expect(await allowanceRow(t.database.db, user.id)).toMatchObject({ day: '2027-03-10', sessionsUsed: 1 });
    expect((await usage(t.app, user.headers)).textChat).toMatchObject({ used: true, sessionActive: true });
  });

  it('does not reset at UTC midnight for her when her own midnight has not come', async () => {
    // 18:50 in New York on March 9th (23:50 UTC).
    clockAt('2027-03-09T23:50:00Z');
    const user = await t.createUser({ timeZone: 'America/New_York' });
    expect((await chat(t.app, user.headers, 'Hello')).statusCode).toBe(200);
    advance(40 * MINUTE); // 00:30 UTC, 19:30 her time
    expect((await usage(t.app, user.headers)).textChat).toMatchObject({ used: true, sessionActive: false });
    expect((await chat(t.app, user.headers, 'Again')).statusCode).toBe(403);
  });

  it('lets a bonus token start a new session once the day’s is used, one token per session', async () => {
    clockAt('2027-03-10T15:00:00Z');
    const user = await t.createUser();
    await setBonusTokens(t.database.db, user.id, 2);
    expect((await chat(t.app, user.headers, 'Hello')).statusCode).toBe(200);
    expect(await bonusTokens(t.database.db, user.id)).toBe(2); // the day's own session is free
    advance(31 * MINUTE);
    expect(await usage(t.app, user.headers)).toMatchObject({
      textChat: { used: true, sessionActive: false },
      tokens: { available: 2 },
    });

    expect((await chat(t.app, user.headers, 'A bonus question')).statusCode).toBe(200);
    expect(await usage(t.app, user.headers)).toMatchObject({
      textChat: { used: true, sessionActive: true, sessionTimeRemaining: 1800 },
      tokens: { available: 1 },
    });
    expect((await chat(t.app, user.headers, 'Within the bonus session')).statusCode).toBe(200);
    expect(await bonusTokens(t.database.db, user.id)).toBe(1);
    expect((await allowanceRow(t.database.db, user.id))?.sessionsUsed).toBe(2);

    advance(31 * MINUTE);
    expect((await chat(t.app, user.headers, 'The last token')).statusCode).toBe(200);
    advance(31 * MINUTE);
    expect((await chat(t.app, user.headers, 'No tokens left')).statusCode).toBe(403);
    expect(await bonusTokens(t.database.db, user.id)).toBe(0);
  });

  it('keeps the session length of CHAT_SESSION_MINUTES', async () => {
    const short = await createTestApp({ CHAT_SESSION_MINUTES: '5' }, { now });
    try {
      clockAt('2027-03-10T15:00:00Z');
      const user = await short.createUser();
      expect((await chat(short.app, user.headers, 'Hello')).statusCode).toBe(200);
      expect((await usage(short.app, user.headers)).textChat.sessionTimeRemaining).toBe(300);
    } finally {
      await short.close();
    }
  });

  it('gives administrators unlimited chat: no session, no reset, nothing spent', async () => {
    clockAt('2027-03-10T15:00:00Z');
    const admin = await t.createUser({ isAdmin: true });
    for (let i = 0; i < 3; i++) {
      expect((await chat(t.app, admin.headers, `Question ${i}`)).statusCode).toBe(200);
      advance(31 * MINUTE);
    }
    expect(await usage(t.app, admin.headers)).toEqual({
      textChat: { used: false, sessionActive: false, sessionTimeRemaining: 0, resetTime: null },
      tokens: { available: 0 },
    });
    expect(await allowanceRow(t.database.db, admin.id)).toBeUndefined();
    await t.app.usageWritten(); // uses are written off the request's path
    expect(await countRows(t.database.db, 'usage_stats', admin.id)).toBe(3);
  });

  it('answers an urgent message even when the day’s session is used, without spending anything', async () => {
    clockAt('2027-03-10T15:00:00Z');
    const user = await t.createUser();
    expect((await chat(t.app, user.headers, 'Hello')).statusCode).toBe(200);
    advance(31 * MINUTE);
    expect((await chat(t.app, user.headers, 'What can I eat?')).statusCode).toBe(403);
    const urgent = await chat(t.app, user.headers, 'I have heavy bleeding and severe pain');
    expect(urgent.statusCode).toBe(200);
    expect(urgent.json().reply).toMatch(/^📞/u);
    expect((await allowanceRow(t.database.db, user.id))?.sessionsUsed).toBe(1);
  });
});
