import {
  KICK_CLOCK_SKEW_MINUTES,
  KICK_ENDED_AT_MESSAGE,
  KICK_ENDS_BEFORE_START_MESSAGE,
  KICK_LESS_THAN_USUAL_MESSAGE,
  KICK_SESSION_DELETED_MESSAGE,
  KICK_SESSION_IN_FUTURE_MESSAGE,
  KICK_SESSION_LIST_LIMIT,
  KICK_SESSION_MAX_HOURS,
  KICK_SESSION_TOO_LONG_MESSAGE,
  KICK_STARTED_AT_MESSAGE,
  KICK_TARGET,
  KICK_TENTH_AT_MESSAGE,
  KICK_TENTH_OUTSIDE_MESSAGE,
  KICK_TENTH_REQUIRED_MESSAGE,
  KICK_TENTH_UNEXPECTED_MESSAGE,
  KICK_WINDOW_MINUTES,
  KICKS_MAX,
  KICKS_MESSAGE,
  KICKS_OFFERED_FROM_WEEK,
  NOT_FOUND_MESSAGE,
  kickSessionListSchema,
  kickSessionSchema,
} from '@bloom/contract';
import { kickCounting } from '@bloom/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kickSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

const MINUTE = 60_000;
/** An instant `minutes` before the test's now, as the client sends it. */
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
// One instant for both ends: two calls to ago() may straddle a millisecond (they did under load).
const fiveMinutesAgo = ago(5);

describe('kick sessions API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/kick-sessions', headers: user.headers, payload: payload as object });
  const list = async (user: TestUser) =>
    kickSessionListSchema.parse((await t.app.inject({ url: '/api/kick-sessions', headers: user.headers })).json());
  const remove = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/kick-sessions/${id}`, headers: user.headers });

  /** A session of 30 minutes that reached 10 movements after 12 of them. */
  const reassuring = { startedAt: ago(40), endedAt: ago(10), kicks: 14, tenthKickAt: ago(28) };

  it('saves a session (201) with its time to 10 and lists it', async () => {
    const user = await t.createUser({ pregnancyWeeks: 30 });
    const res = await post(user, reassuring);
    expect(res.statusCode).toBe(201);
    const created = kickSessionSchema.parse(res.json());
    expect(created).toMatchObject({ kicks: 14, secondsToTen: 12 * 60, lessThanUsual: false, concern: null });
    expect((await list(user)).sessions).toEqual([created]);
  });

  it('lists her sessions newest start first, whatever order they were saved in', async () => {
    const user = await t.createUser();
    // Saved in the order 1, 2, 3; started 5 hours, 1 hour and 10 hours ago.
    for (const [kicks, startedMinutesAgo] of [
      [1, 300],
      [2, 60],
      [3, 600],
    ] as const) {
      const res = await post(user, { startedAt: ago(startedMinutesAgo), endedAt: ago(startedMinutesAgo - 5), kicks });
      expect(res.statusCode).toBe(201);
    }
    expect((await list(user)).sessions.map((s) => s.kicks)).toEqual([2, 1, 3]);
  });

  it(`lists at most the latest ${KICK_SESSION_LIST_LIMIT}`, async () => {
    const user = await t.createUser();
    const start = Date.UTC(2026, 0, 1);
    await t.database.db.insert(kickSessions).values(
      Array.from({ length: KICK_SESSION_LIST_LIMIT + 3 }, (_, i) => ({
        userId: user.id,
        startedAt: new Date(start + i * 60 * MINUTE),
        endedAt: new Date(start + i * 60 * MINUTE + 20 * MINUTE),
        kicks: i,
      })),
    );
    const { sessions } = await list(user);
    expect(sessions).toHaveLength(KICK_SESSION_LIST_LIMIT);
    expect(sessions[0]!.kicks).toBe(KICK_SESSION_LIST_LIMIT + 2);
    expect(sessions.at(-1)!.kicks).toBe(3);
  });

  describe(`the rule: ${KICK_TARGET} movements within ${KICK_WINDOW_MINUTES} minutes, or she says less than usual`, () => {
    it.each([
      ['3 movements in a short session', { startedAt: ago(20), endedAt: ago(10), kicks: 3 }, 'fewer-than-10'],
      ['no movement at all', { startedAt: ago(130), endedAt: ago(5), kicks: 0 }, 'fewer-than-10'],
      [
        'movement 10 one minute after 2 hours',
        { startedAt: ago(200), endedAt: ago(10), kicks: 11, tenthKickAt: ago(200 - 121) },
        'fewer-than-10',
      ],
      [
        'movement 10 exactly at 2 hours',
        { startedAt: ago(200), endedAt: ago(10), kicks: 10, tenthKickAt: ago(200 - 120) },
        null,
      ],
      ['10 movements, but less than usual', { ...reassuring, lessThanUsual: true }, 'less-than-usual'],
      [
        '3 movements and less than usual',
        { startedAt: ago(20), endedAt: ago(10), kicks: 3, lessThanUsual: true },
        'less-than-usual',
      ],
    ])('%s: concern %s', async (_case, payload, concern) => {
      const user = await t.createUser({ pregnancyWeeks: 32 });
      const res = await post(user, payload);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ concern });
      // The list says the same, so her history (and her partner) see it too.
      expect((await list(user)).sessions[0]).toMatchObject({ concern });
    });
  });

  it.each([
    ['a missing start', { endedAt: ago(1), kicks: 1 }, 'startedAt', KICK_STARTED_AT_MESSAGE],
    [
      'a start that is not a datetime',
      { startedAt: '2026-01-01', endedAt: ago(1), kicks: 1 },
      'startedAt',
      KICK_STARTED_AT_MESSAGE,
    ],
    ['a missing end', { startedAt: ago(5), kicks: 1 }, 'endedAt', KICK_ENDED_AT_MESSAGE],
    [
      'an end before the start',
      { startedAt: ago(5), endedAt: ago(6), kicks: 1 },
      'endedAt',
      KICK_ENDS_BEFORE_START_MESSAGE,
    ],
    [
      'an end equal to the start',
      { startedAt: fiveMinutesAgo, endedAt: fiveMinutesAgo, kicks: 1 },
      'endedAt',
      KICK_ENDS_BEFORE_START_MESSAGE,
    ],
    [
      `a session longer than ${KICK_SESSION_MAX_HOURS} hours`,
      { startedAt: ago(KICK_SESSION_MAX_HOURS * 60 + 2), endedAt: ago(1), kicks: 1 },
      'endedAt',
      KICK_SESSION_TOO_LONG_MESSAGE,
    ],
    [
      'an end in the future',
      { startedAt: ago(5), endedAt: ago(-(KICK_CLOCK_SKEW_MINUTES + 1)), kicks: 1 },
      'endedAt',
      KICK_SESSION_IN_FUTURE_MESSAGE,
    ],
    ['negative movements', { startedAt: ago(5), endedAt: ago(1), kicks: -1 }, 'kicks', KICKS_MESSAGE],
    [`${KICKS_MAX + 1} movements`, { ...reassuring, kicks: KICKS_MAX + 1 }, 'kicks', KICKS_MESSAGE],
    ['2.5 movements', { startedAt: ago(5), endedAt: ago(1), kicks: 2.5 }, 'kicks', KICKS_MESSAGE],
    ["movements '3'", { startedAt: ago(5), endedAt: ago(1), kicks: '3' }, 'kicks', KICKS_MESSAGE],
    [
      '10 movements without the time of the 10th',
      { startedAt: ago(5), endedAt: ago(1), kicks: 10 },
      'tenthKickAt',
      KICK_TENTH_REQUIRED_MESSAGE,
    ],
    [
      'a time of the 10th with fewer movements',
      { startedAt: ago(5), endedAt: ago(1), kicks: 9, tenthKickAt: ago(2) },
      'tenthKickAt',
      KICK_TENTH_UNEXPECTED_MESSAGE,
    ],
    [
      'a 10th movement before the start',
      { startedAt: ago(5), endedAt: ago(1), kicks: 10, tenthKickAt: ago(6) },
      'tenthKickAt',
      KICK_TENTH_OUTSIDE_MESSAGE,
    ],
    [
      'a 10th movement after the end',
      { startedAt: ago(5), endedAt: ago(2), kicks: 10, tenthKickAt: ago(1) },
      'tenthKickAt',
      KICK_TENTH_OUTSIDE_MESSAGE,
    ],
    [
      'a 10th movement that is not a time',
      { ...reassuring, tenthKickAt: 'soon' },
      'tenthKickAt',
      KICK_TENTH_AT_MESSAGE,
    ],
    ['less than usual as text', { ...reassuring, lessThanUsual: 'yes' }, 'lessThanUsual', KICK_LESS_THAN_USUAL_MESSAGE],
  ])('refuses %s with its message and stores nothing', async (_case, payload, field, message) => {
    const user = await t.createUser();
    const res = await post(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect((await list(user)).sessions).toEqual([]);
  });

  it(`accepts ${KICKS_MAX} movements, a ${KICK_SESSION_MAX_HOURS}-hour session and an end within the clock skew`, async () => {
    const user = await t.createUser();
    const end = ago(-(KICK_CLOCK_SKEW_MINUTES - 1));
    const start = new Date(Date.parse(end) - KICK_SESSION_MAX_HOURS * 60 * MINUTE).toISOString();
    const res = await post(user, { startedAt: start, endedAt: end, kicks: KICKS_MAX, tenthKickAt: start });
    expect(res.statusCode).toBe(201);
  });

  it('deletes her own session', async () => {
    const user = await t.createUser();
    const { id } = (await post(user, reassuring)).json();
    const res = await remove(user, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: KICK_SESSION_DELETED_MESSAGE });
    expect((await list(user)).sessions).toEqual([]);
    expect((await remove(user, id)).statusCode).toBe(404);
  });

  it("gives 404 for another user's session and leaves it alone", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const { id } = (await post(owner, reassuring)).json();
    const res = await remove(other, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: NOT_FOUND_MESSAGE });
    expect((await list(owner)).sessions.map((s) => s.id)).toEqual([id]);
    // Nor does she see it in her own list.
    expect((await list(other)).sessions).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/kick-sessions' })).statusCode).toBe(401);
    const anonymousPost = await t.app.inject({ method: 'POST', url: '/api/kick-sessions', payload: reassuring });
    expect(anonymousPost.statusCode).toBe(401);
  });

  it('sends the guidance of the knowledge base, each sentence with its ACOG or CDC source and review date', async () => {
    const { guidance } = await list(await t.createUser());
    for (const item of Object.values(guidance)) {
      expect(item.source.organization).toMatch(/\((ACOG|CDC)\)/);
      expect(item.source.url).toMatch(/^https:\/\/www\.(acog\.org|cdc\.gov)\//);
      expect(item.source.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(guidance.urgentSign.text).toContain('movement stopping or slowing');
    // The contract's copies of the health numbers are the knowledge base's.
    expect([KICK_TARGET, KICK_WINDOW_MINUTES, KICKS_OFFERED_FROM_WEEK]).toEqual([
      kickCounting.movements,
      kickCounting.withinMinutes,
      kickCounting.offeredFromWeek,
    ]);
  });
});
