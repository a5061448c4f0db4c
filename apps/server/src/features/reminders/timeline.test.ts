import { careTimelineSchema, type CareTimelineItem } from '@bloom/contract';
import { careTimeline, vaccines } from '@bloom/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

/*
 * Her care timeline from her due date (issue 34). Week w day d is 280 days before the due date
 * plus 7w + d; the expected dates below were worked out by hand from that rule.
 */

describe('care timeline API', () => {
  let now = new Date('2026-10-01T12:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
  });
  afterAll(() => t.close());

  const timelineOf = async (user: TestUser) => {
    const res = await t.app.inject({ url: '/api/reminders/timeline', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return careTimelineSchema.parse(res.json());
  };
  const byKey = (items: CareTimelineItem[]) => Object.fromEntries(items.map((i) => [i.key, i]));
  const windows = (items: CareTimelineItem[]) =>
    Object.fromEntries(items.map((i) => [i.key, [i.from, i.until, i.status]]));

  it('dates each step from a winter due date, with RSV in season and the flu shot in both seasons', async () => {
    now = new Date('2026-10-01T12:00:00Z');
    // Week 0 day 0: 2026-03-10.
    const user = await t.createUser({ dueDate: '2026-12-15' });
    const timeline = await timelineOf(user);
    expect(timeline.dueDate).toBe('2026-12-15');
    expect(windows(timeline.items)).toEqual({
      // Weeks 24-28: 2026-03-10 + 168 days to + 202 days.
      glucose: ['2026-08-25', '2026-09-28', 'past'],
      // Weeks 27-36, preferably early.
      tdap: ['2026-09-15', '2026-11-23', 'now'],
      // Weeks 32-36, all of it in September-January.
      rsv: ['2026-10-20', '2026-11-23', 'upcoming'],
      // 36 weeks 0 days to 37 weeks 6 days.
      gbs: ['2026-11-17', '2026-11-30', 'upcoming'],
      // The 2025-26 season from her week 0 to the end of May; the 2026-27 season to her due date.
      'flu-2025': ['2026-03-10', '2026-05-31', 'past'],
      'flu-2026': ['2026-09-01', '2026-12-15', 'now'],
      // From the due date to 12 weeks after it.
      postpartum: ['2026-12-15', '2027-03-09', 'upcoming'],
    });
    expect(byKey(timeline.items).rsv!.inSeason).toBe(true);
    expect(byKey(timeline.items)['flu-2026']!.title).toBe('Flu shot (2026–27 season)');
    // In the order of their first day.
    expect(timeline.items.map((i) => i.key)).toEqual([
      'flu-2025',
      'glucose',
      'flu-2026',
      'tdap',
      'rsv',
      'gbs',
      'postpartum',
    ]);
  });

  it('advises RSV protection for the baby when weeks 32-36 miss the season, and has one flu season', async () => {
    now = new Date('2026-01-15T12:00:00Z');
    // Week 0 day 0: 2025-09-13; weeks 32-36 are 2026-04-25 to 2026-05-29.
    const user = await t.createUser({ dueDate: '2026-06-20' });
    const items = byKey((await timelineOf(user)).items);
    expect(items.rsv).toMatchObject({
      from: '2026-04-25',
      until: '2026-05-29',
      inSeason: false,
      title: careTimeline.rsvOutOfSeason.title,
      text: careTimeline.rsvOutOfSeason.text,
    });
    expect(Object.keys(items).filter((k) => k.startsWith('flu'))).toEqual(['flu-2025']);
    expect(items['flu-2025']).toMatchObject({ from: '2025-09-13', until: '2026-05-31', status: 'now' });
  });

  it.each([
    // Weeks 32-36 run 2027-01-10 to 2027-02-13: the vaccine's window ends with January.
    ['2027-03-07', '2027-01-10', '2027-01-31'],
    // Weeks 32-36 run 2026-08-20 to 2026-09-23: the window opens with September.
    ['2026-10-15', '2026-09-01', '2026-09-23'],
  ])('keeps the RSV window within the season for a due date of %s', async (dueDate, from, until) => {
    now = new Date('2026-06-01T12:00:00Z');
    const user = await t.createUser({ dueDate });
    expect(byKey((await timelineOf(user)).items).rsv).toMatchObject({ from, until, inSeason: true });
  });

  it('counts a window’s first and last days as now, and reads today in her time zone', async () => {
    // Glucose screening runs 2026-08-25 to 2026-09-28. Sessions follow the app's clock, so each
    // instant gets a user signed in then.
    const glucoseAt = async (instant: string, timeZone: string) => {
      now = new Date(instant);
      const user = await t.createUser({ dueDate: '2026-12-15', timeZone });
      return byKey((await timelineOf(user)).items).glucose!.status;
    };
    expect(await glucoseAt('2026-08-25T00:00:00Z', 'UTC')).toBe('now');
    expect(await glucoseAt('2026-08-24T23:59:00Z', 'UTC')).toBe('upcoming');
    // Already the 25th in Auckland.
    expect(await glucoseAt('2026-08-24T23:59:00Z', 'Pacific/Auckland')).toBe('now');
    expect(await glucoseAt('2026-09-28T23:59:00Z', 'UTC')).toBe('now');
    // The 29th in Auckland: passed.
    expect(await glucoseAt('2026-09-28T23:59:00Z', 'Pacific/Auckland')).toBe('past');
  });

  it('is empty while her due date is unknown or she is not pregnant', async () => {
    expect(await timelineOf(await t.createUser({ pregnancyWeeks: null }))).toEqual({ dueDate: null, items: [] });
    expect(await timelineOf(await t.createUser({ isPregnant: false }))).toEqual({ dueDate: null, items: [] });
  });

  it('names the source and review date of every step, the same numbers as the vaccine records', async () => {
    now = new Date('2026-10-01T12:00:00Z');
    const user = await t.createUser({ dueDate: '2026-12-15' });
    for (const item of (await timelineOf(user)).items) {
      expect(item.source.url).toMatch(/^https:\/\/www\.(cdc\.gov|acog\.org)\//);
      expect(item.source.organization).toMatch(/CDC|ACOG/);
      expect(item.source.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const weeksOf = (id: string) => vaccines.find((v) => v.id === id)!.weeks;
    expect(careTimeline.tdap.weeks).toEqual(weeksOf('tdap'));
    expect(careTimeline.rsv.weeks).toEqual(weeksOf('rsv'));
    expect(careTimeline.glucose.weeks).toEqual({ from: 24, to: 28 });
    expect(careTimeline.gbs.weeks).toEqual({ from: 36, to: 37 });
    expect(careTimeline.rsv.season).toEqual({ fromMonth: 9, toMonth: 1 });
  });

  it('asks for sign-in', async () => {
    expect((await t.app.inject({ url: '/api/reminders/timeline' })).statusCode).toBe(401);
  });
});
