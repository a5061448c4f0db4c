import {
  CONTRACTION_CLOCK_SKEW_MINUTES,
  CONTRACTION_DELETED_MESSAGE,
  CONTRACTION_ENDED_AT_MESSAGE,
  CONTRACTION_ENDS_BEFORE_START_MESSAGE,
  CONTRACTION_FOR_MESSAGE,
  CONTRACTION_IN_FUTURE_MESSAGE,
  CONTRACTION_LIST_LIMIT,
  CONTRACTION_MAX_MINUTES,
  CONTRACTION_MIN_SECONDS,
  CONTRACTION_OVERLAP_MESSAGE,
  CONTRACTION_SERIES_GAP_MINUTES,
  CONTRACTION_STARTED_AT_MESSAGE,
  CONTRACTION_SUMMARY_MINUTES,
  CONTRACTION_TOO_LONG_MESSAGE,
  CONTRACTION_TOO_SHORT_MESSAGE,
  FIVE_ONE_ONE_FOR_MINUTES,
  FIVE_ONE_ONE_INTERVAL_MINUTES,
  FIVE_ONE_ONE_MIN_SECONDS,
  NOT_FOUND_MESSAGE,
  PRETERM_BEFORE_WEEK,
  PRETERM_INTERVAL_MINUTES,
  PRETERM_REGULAR_COUNT,
  contractionListSchema,
  contractionSchema,
  contractionSummarySchema,
} from '@bloom/contract';
import { contractionTiming } from '@bloom/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractions } from '../../db/schema/index.ts';
import { expectPartnerCannotWrite, syncedPartner } from '../../testing/partner.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('contractions API', () => {
  let t: TestApp;
  // The app's clock: fixed, so every instant below is exact.
  const now = new Date();
  /** An instant `minutes` (and `seconds`) before the app's now, as the client sends it. */
  const ago = (minutes: number, seconds = 0) => new Date(now.getTime() - minutes * MINUTE - seconds * SECOND);
  const iso = (d: Date) => d.toISOString();

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
  });
  afterAll(() => t.close());

  const forQuery = (forId?: string): Record<string, string> => (forId === undefined ? {} : { for: forId });
  const post = (user: TestUser, payload: unknown, forId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contractions',
      query: forQuery(forId),
      headers: user.headers,
      payload: payload as object,
    });
  const listRes = (user: TestUser, forId?: string) =>
    t.app.inject({ url: '/api/contractions', query: forQuery(forId), headers: user.headers });
  const list = async (user: TestUser, forId?: string) =>
    contractionListSchema.parse((await listRes(user, forId)).json()).contractions;
  const summaryRes = (user: TestUser, forId?: string) =>
    t.app.inject({ url: '/api/contractions/summary', query: forQuery(forId), headers: user.headers });
  const summary = async (user: TestUser, forId?: string) => {
    const res = await summaryRes(user, forId);
    expect(res.statusCode).toBe(200);
    return contractionSummarySchema.parse(res.json());
  };
  const remove = (user: TestUser, id: string, forId?: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/contractions/${id}`, query: forQuery(forId), headers: user.headers });

  /** One contraction of `seconds` starting `minutesAgo` before now. */
  const one = (minutesAgo: number, seconds = 60) => ({
    startedAt: iso(ago(minutesAgo)),
    endedAt: iso(new Date(ago(minutesAgo).getTime() + seconds * SECOND)),
  });

  /**
   * Times `count` contractions through the API, oldest first: the newest starts `newestMinutesAgo`
   * before now, each `everySeconds` after the one before; `seconds(i)` is the length of the i-th.
   */
  async function series(
    user: TestUser,
    o: {
      count: number;
      everySeconds: number;
      newestMinutesAgo: number;
      newestSecondsAgo?: number;
      seconds?: (i: number) => number;
    },
  ) {
    const newest = ago(o.newestMinutesAgo, o.newestSecondsAgo).getTime();
    for (let i = 0; i < o.count; i++) {
      const start = newest - (o.count - 1 - i) * o.everySeconds * SECOND;
      const length = (o.seconds?.(i) ?? 60) * SECOND;
      const res = await post(user, { startedAt: iso(new Date(start)), endedAt: iso(new Date(start + length)) });
      expect(res.statusCode, res.body).toBe(201);
    }
  }

  it('saves a contraction (201) with its length and lists it', async () => {
    const user = await t.createUser({ pregnancyWeeks: 39 });
    const res = await post(user, one(3, 62));
    expect(res.statusCode).toBe(201);
    const created = contractionSchema.parse(res.json());
    expect(created).toMatchObject({ durationSeconds: 62, intervalSeconds: null });
    expect(await list(user)).toEqual([created]);
  });

  it('lists newest first, each with the interval from the start of the one before', async () => {
    const user = await t.createUser({ pregnancyWeeks: 39 });
    // Saved out of order: started 30, 10 and 16.5 minutes ago; then one 2 hours ago (its own series).
    const at1630 = { startedAt: iso(ago(16, 30)), endedAt: iso(ago(15, 50)) };
    for (const c of [one(30, 50), one(10, 70), at1630, one(120 + 30)]) {
      expect((await post(user, c)).statusCode).toBe(201);
    }
    const listed = await list(user);
    expect(listed.map((c) => [c.durationSeconds, c.intervalSeconds])).toEqual([
      [70, 6.5 * 60],
      [40, 13.5 * 60],
      // More than CONTRACTION_SERIES_GAP_MINUTES after the one before: the first of its series.
      [50, null],
      [60, null],
    ]);
    expect(CONTRACTION_SERIES_GAP_MINUTES).toBe(60);
  });

  it(`lists at most the latest ${CONTRACTION_LIST_LIMIT}, the last one with its interval too`, async () => {
    const user = await t.createUser();
    await t.database.db.insert(contractions).values(
      Array.from({ length: CONTRACTION_LIST_LIMIT + 3 }, (_, i) => ({
        userId: user.id,
        startedAt: ago((CONTRACTION_LIST_LIMIT + 3 - i) * 4),
        endedAt: ago((CONTRACTION_LIST_LIMIT + 3 - i) * 4 - 1),
      })),
    );
    const listed = await list(user);
    expect(listed).toHaveLength(CONTRACTION_LIST_LIMIT);
    expect(listed[0]!.startedAt).toBe(iso(ago(4)));
    expect(listed.every((c) => c.intervalSeconds === 4 * 60)).toBe(true);
  });

  it.each([
    ['a missing start', { endedAt: iso(ago(1)) }, 'startedAt', CONTRACTION_STARTED_AT_MESSAGE],
    [
      'a start that is not a datetime',
      { startedAt: 'now', endedAt: iso(ago(1)) },
      'startedAt',
      CONTRACTION_STARTED_AT_MESSAGE,
    ],
    ['a missing end', { startedAt: iso(ago(1)) }, 'endedAt', CONTRACTION_ENDED_AT_MESSAGE],
    ['an end that is not a datetime', { startedAt: iso(ago(1)), endedAt: 12 }, 'endedAt', CONTRACTION_ENDED_AT_MESSAGE],
    [
      'an end before the start',
      { startedAt: iso(ago(1)), endedAt: iso(ago(2)) },
      'endedAt',
      CONTRACTION_ENDS_BEFORE_START_MESSAGE,
    ],
    [
      'an end equal to the start',
      { startedAt: iso(ago(1)), endedAt: iso(ago(1)) },
      'endedAt',
      CONTRACTION_ENDS_BEFORE_START_MESSAGE,
    ],
    [
      `${CONTRACTION_MIN_SECONDS - 1} seconds`,
      one(2, CONTRACTION_MIN_SECONDS - 1),
      'endedAt',
      CONTRACTION_TOO_SHORT_MESSAGE,
    ],
    [
      `${CONTRACTION_MAX_MINUTES} minutes and 1 second`,
      one(10, CONTRACTION_MAX_MINUTES * 60 + 1),
      'endedAt',
      CONTRACTION_TOO_LONG_MESSAGE,
    ],
    [
      'an end in the future beyond the clock skew',
      { startedAt: iso(ago(0)), endedAt: iso(ago(-CONTRACTION_CLOCK_SKEW_MINUTES, -1)) },
      'endedAt',
      CONTRACTION_IN_FUTURE_MESSAGE,
    ],
  ])('refuses %s with its message and stores nothing', async (_case, payload, field, message) => {
    const user = await t.createUser();
    const res = await post(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect(await list(user)).toEqual([]);
  });

  it('refuses a `for` that is not an id with its message', async () => {
    const user = await t.createUser();
    const res = await post(user, one(3), 'her');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CONTRACTION_FOR_MESSAGE, fields: { for: CONTRACTION_FOR_MESSAGE } });
    expect(await list(user)).toEqual([]);
  });

  it(`accepts ${CONTRACTION_MIN_SECONDS} seconds, ${CONTRACTION_MAX_MINUTES} minutes and an end within the clock skew`, async () => {
    const user = await t.createUser();
    expect((await post(user, one(30, CONTRACTION_MIN_SECONDS))).statusCode).toBe(201);
    expect((await post(user, one(20, CONTRACTION_MAX_MINUTES * 60))).statusCode).toBe(201);
    const skewed = { startedAt: iso(ago(0)), endedAt: iso(ago(-CONTRACTION_CLOCK_SKEW_MINUTES)) };
    expect((await post(user, skewed)).statusCode).toBe(201);
  });

  it('refuses (409) a contraction that overlaps one she has, and accepts one that starts as the other ends', async () => {
    const user = await t.createUser();
    const first = one(10, 60);
    expect((await post(user, first)).statusCode).toBe(201);
    for (const overlapping of [
      one(10, 30),
      one(10.5, 60),
      { ...one(9.5, 60), startedAt: iso(ago(9, 30)) },
      one(11, 240),
    ]) {
      const res = await post(user, overlapping);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: CONTRACTION_OVERLAP_MESSAGE });
    }
    expect(await list(user)).toHaveLength(1);
    expect((await post(user, { startedAt: first.endedAt, endedAt: iso(ago(8)) })).statusCode).toBe(201);
    // Another user's contractions are no obstacle.
    expect((await post(await t.createUser(), first)).statusCode).toBe(201);
  });

  it('deletes her own contraction', async () => {
    const user = await t.createUser();
    const { id } = (await post(user, one(3))).json();
    const res = await remove(user, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTRACTION_DELETED_MESSAGE });
    expect(await list(user)).toEqual([]);
    expect((await remove(user, id)).statusCode).toBe(404);
  });

  it("gives 404 for another user's contraction and leaves it alone", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const { id } = (await post(owner, one(3))).json();
    const res = await remove(other, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: NOT_FOUND_MESSAGE });
    expect((await list(owner)).map((c) => c.id)).toEqual([id]);
    expect(await list(other)).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/contractions' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/contractions/summary' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/contractions', payload: one(3) });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('the summary of the last hour', () => {
    it('is empty without contractions, with the guidance and its ACOG and NICHD sources', async () => {
      const s = await summary(await t.createUser({ pregnancyWeeks: 39 }));
      expect(s).toMatchObject({
        windowMinutes: CONTRACTION_SUMMARY_MINUTES,
        count: 0,
        averageDurationSeconds: null,
        averageIntervalSeconds: null,
        fiveOneOne: false,
        preterm: false,
        advice: null,
        pregnancyWeeks: 39,
      });
      for (const item of Object.values(s.guidance)) {
        expect(item.source.organization).toMatch(/\((ACOG|NICHD)\)/);
        expect(item.source.url).toMatch(/^https:\/\/www\.(acog\.org|nichd\.nih\.gov)\//);
        expect(item.source.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(s.guidance.preterm.source.organization).toContain('NICHD');
    });

    it('counts and averages only the contractions that started in the last hour', async () => {
      const user = await t.createUser({ pregnancyWeeks: 39 });
      // 61 minutes ago (outside), then 50, 40 and 20 minutes ago (inside).
      for (const c of [one(61, 90), one(50, 30), one(40, 60), one(20, 45)])
        expect((await post(user, c)).statusCode).toBe(201);
      expect(await summary(user)).toMatchObject({
        count: 3,
        averageDurationSeconds: 45,
        // (50 - 20) minutes over 2 intervals.
        averageIntervalSeconds: 15 * 60,
        fiveOneOne: false,
        advice: null,
      });
    });

    // 13 contractions every 5 minutes span exactly an hour from the first start to the newest.
    const hour = { count: FIVE_ONE_ONE_FOR_MINUTES / FIVE_ONE_ONE_INTERVAL_MINUTES + 1, everySeconds: 5 * 60 };
    it.each([
      ['every 5 minutes, 60 s each, for exactly an hour', { ...hour, newestMinutesAgo: 1 }, true],
      [
        `each exactly ${FIVE_ONE_ONE_MIN_SECONDS} s`,
        { ...hour, newestMinutesAgo: 1, seconds: () => FIVE_ONE_ONE_MIN_SECONDS },
        true,
      ],
      ['every 4 minutes for 64 minutes', { count: 17, everySeconds: 4 * 60, newestMinutesAgo: 2 }, true],
      ['the newest started exactly an hour ago', { ...hour, newestMinutesAgo: CONTRACTION_SUMMARY_MINUTES }, true],
      ['for 55 minutes only', { ...hour, count: hour.count - 1, newestMinutesAgo: 1 }, false],
      ['every 5 minutes and 1 second', { ...hour, everySeconds: 5 * 60 + 1, newestMinutesAgo: 1 }, false],
      [
        `one of them ${FIVE_ONE_ONE_MIN_SECONDS - 1} s`,
        { ...hour, newestMinutesAgo: 1, seconds: (i: number) => (i === 6 ? FIVE_ONE_ONE_MIN_SECONDS - 1 : 60) },
        false,
      ],
      [
        `the newest ${FIVE_ONE_ONE_MIN_SECONDS - 1} s`,
        {
          ...hour,
          newestMinutesAgo: 1,
          seconds: (i: number) => (i === hour.count - 1 ? FIVE_ONE_ONE_MIN_SECONDS - 1 : 60),
        },
        false,
      ],
      [
        'the newest started an hour and a minute ago',
        { ...hour, newestMinutesAgo: CONTRACTION_SUMMARY_MINUTES + 1 },
        false,
      ],
    ])('5-1-1 %s', async (_case, timed, holds) => {
      // At term, so only the 5-1-1 rule can call for advice.
      const user = await t.createUser({ pregnancyWeeks: 39 });
      await series(user, timed);
      expect(await summary(user)).toMatchObject({
        fiveOneOne: holds,
        preterm: false,
        advice: holds ? 'call-now' : null,
      });
    });

    it('does not hold when one gap of the hour is longer than 5 minutes', async () => {
      const user = await t.createUser({ pregnancyWeeks: 40 });
      // Two runs of 7 every 5 minutes, the gap between them 5 min 1 s: neither reaches an hour.
      await series(user, { count: 7, everySeconds: 300, newestMinutesAgo: 36, newestSecondsAgo: 1 });
      await series(user, { count: 7, everySeconds: 300, newestMinutesAgo: 1 });
      const s = await summary(user);
      expect(s.fiveOneOne).toBe(false);
      expect(s.count).toBe(12);
    });

    it('reports the averages of a 5-1-1 hour', async () => {
      const user = await t.createUser({ pregnancyWeeks: 39 });
      await series(user, { ...hour, newestMinutesAgo: 1, seconds: (i) => (i % 2 ? 50 : 70) });
      // The first of the 13 started 61 minutes ago: 12 in the window.
      expect(await summary(user)).toMatchObject({
        count: 12,
        averageDurationSeconds: 60,
        averageIntervalSeconds: 300,
        fiveOneOne: true,
        advice: 'call-now',
      });
    });

    const regular = { count: PRETERM_REGULAR_COUNT, everySeconds: PRETERM_INTERVAL_MINUTES * 60, seconds: () => 40 };
    it.each([
      ['week 30, 4 every 10 minutes', 30, { ...regular, newestMinutesAgo: 2 }, true],
      ['week 36, 4 every 10 minutes, the newest exactly an hour ago', 36, { ...regular, newestMinutesAgo: 60 }, true],
      ['week 30, 6 every 3 minutes', 30, { ...regular, count: 6, everySeconds: 180, newestMinutesAgo: 2 }, true],
      [`week ${PRETERM_BEFORE_WEEK}`, PRETERM_BEFORE_WEEK, { ...regular, newestMinutesAgo: 2 }, false],
      ['week 30, only 3', 30, { ...regular, count: PRETERM_REGULAR_COUNT - 1, newestMinutesAgo: 2 }, false],
      ['week 30, every 10 minutes and 1 second', 30, { ...regular, everySeconds: 601, newestMinutesAgo: 2 }, false],
      ['week 30, the newest an hour and a minute ago', 30, { ...regular, newestMinutesAgo: 61 }, false],
      ['an unknown week', null, { ...regular, newestMinutesAgo: 2 }, false],
    ])('preterm rule, %s', async (_case, week, timed, preterm) => {
      const user = await t.createUser({ pregnancyWeeks: week });
      await series(user, timed);
      expect(await summary(user)).toMatchObject({
        fiveOneOne: false,
        preterm,
        advice: preterm ? 'call-now' : null,
        pregnancyWeeks: week,
      });
    });

    it('keeps the contract’s copies of the knowledge base’s numbers', () => {
      const { fiveOneOneRule, pretermRule, windowMinutes } = contractionTiming;
      expect([
        FIVE_ONE_ONE_INTERVAL_MINUTES,
        FIVE_ONE_ONE_MIN_SECONDS,
        FIVE_ONE_ONE_FOR_MINUTES,
        PRETERM_BEFORE_WEEK,
        PRETERM_INTERVAL_MINUTES,
        PRETERM_REGULAR_COUNT,
        CONTRACTION_SUMMARY_MINUTES,
      ]).toEqual([
        fiveOneOneRule.intervalMinutes,
        fiveOneOneRule.minSeconds,
        fiveOneOneRule.forMinutes,
        pretermRule.beforeWeek,
        pretermRule.intervalMinutes,
        pretermRule.regularCount,
        windowMinutes,
      ]);
    });
  });

  describe('her synced partner', () => {
    const sync = (weeks = 30) => syncedPartner(t, { pregnancyWeeks: weeks, firstName: 'Maya' });
    const setPaused = async (her: TestUser, paused: boolean) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/parent-sync/connection/${paused ? 'pause' : 'resume'}`,
        headers: her.headers,
      });
      expect(res.statusCode).toBe(200);
    };

    it('times contractions for her: they are in her log, his list and summary of hers, and her partner view', async () => {
      const { partner, her } = await sync(30);
      const res = await post(partner, one(5, 55), her.id);
      expect(res.statusCode).toBe(201);
      const created = contractionSchema.parse(res.json());
      expect(await list(her)).toEqual([created]);
      expect(await list(partner, her.id)).toEqual([created]);
      // His own log (without `for`) stays empty.
      expect(await list(partner)).toEqual([]);
      // She times the next one herself; the summary he reads is hers, at her week.
      expect((await post(her, one(1, 50))).statusCode).toBe(201);
      expect(await summary(partner, her.id)).toMatchObject({
        count: 2,
        pregnancyWeeks: 30,
        averageIntervalSeconds: 240,
      });
      const view = await t.app.inject({ url: '/api/parent-sync/partner-data', headers: partner.headers });
      expect(view.json().recentContractions.map((c: { id: string }) => c.id)).toContain(created.id);
    });

    it('may not time the one she is timing (409)', async () => {
      const { partner, her } = await sync();
      expect((await post(her, one(3, 60))).statusCode).toBe(201);
      const res = await post(partner, one(3, 55), her.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: CONTRACTION_OVERLAP_MESSAGE });
    });

    it('cannot delete her contractions, even one he timed (404), and they stay', async () => {
      const { partner, her } = await sync();
      const { id } = (await post(partner, one(3), her.id)).json();
      await expectPartnerCannotWrite(
        t.app,
        partner,
        [
          { request: { method: 'DELETE', url: `/api/contractions/${id}` }, status: 404 },
          { request: { method: 'DELETE', url: `/api/contractions/${id}`, query: { for: her.id } }, status: 404 },
        ],
        () => list(her),
      );
      expect((await list(her)).map((c) => c.id)).toEqual([id]);
      // She can.
      expect((await remove(her, id)).statusCode).toBe(200);
    });

    it('gets 403 while she has paused sharing, and times again once she resumes', async () => {
      const { partner, her } = await sync();
      await setPaused(her, true);
      for (const res of [
        await post(partner, one(3), her.id),
        await listRes(partner, her.id),
        await summaryRes(partner, her.id),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'SYNC_PAUSED' });
      }
      expect(await list(her)).toEqual([]);
      await setPaused(her, false);
      expect((await post(partner, one(3), her.id)).statusCode).toBe(201);
    });

    it('is refused with the same 404 when he does not follow her, whether or not she exists', async () => {
      const { partner } = await sync();
      const someoneElse = await t.createUser();
      const stranger = await t.createUser({ isPregnant: false });
      const missing = '00000000-0000-4000-8000-000000000000';
      const answers = [
        await post(partner, one(3), someoneElse.id),
        await post(partner, one(3), missing),
        await post(stranger, one(3), someoneElse.id),
        await listRes(stranger, someoneElse.id),
        await summaryRes(stranger, someoneElse.id),
        // She cannot write to another pregnant user's log either.
        await post(someoneElse, one(3), (await t.createUser()).id),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: NOT_FOUND_MESSAGE });
      }
      expect(await list(someoneElse)).toEqual([]);
    });

    it('is refused (404) once the sync has ended', async () => {
      const { partner, her } = await sync();
      const ended = await t.app.inject({ method: 'DELETE', url: '/api/parent-sync/connection', headers: her.headers });
      expect(ended.statusCode).toBe(200);
      expect((await post(partner, one(3), her.id)).statusCode).toBe(404);
    });

    it('lets her pass her own id as `for`', async () => {
      const her = await t.createUser();
      expect((await post(her, one(3), her.id)).statusCode).toBe(201);
      expect(await list(her, her.id)).toHaveLength(1);
    });
  });
});
