import { TRACKING_LIST_LIMIT, TREND_WEEKS, trackingStatsSchema, type TrackingStats } from '@bloom/contract';
import { toIsoDate } from '@bloom/pregnancy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moods, symptoms } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { trackingStats } from './service.ts';

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('GET /api/tracking/stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const statsOf = async (user: TestUser): Promise<TrackingStats> => {
    const res = await t.app.inject({ url: '/api/tracking/stats', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return trackingStatsSchema.parse(res.json());
  };

  const insertSymptoms = (userId: string, severities: number[], at: (i: number) => Date) =>
    t.database.db
      .insert(symptoms)
      .values(severities.map((severity, i) => ({ userId, name: `Symptom ${i}`, severity, loggedAt: at(i) })));
  const insertMoods = (userId: string, energies: number[], at: (i: number) => Date) =>
    t.database.db
      .insert(moods)
      .values(energies.map((energy, i) => ({ userId, mood: `Mood ${i}`, energy, loggedAt: at(i) })));

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ url: '/api/tracking/stats' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('gives zeros, no averages and 8 empty weeks to a user with nothing logged', async () => {
    const user = await t.createUser({ timeZone: 'UTC' });
    const stats = await statsOf(user);
    expect(stats).toMatchObject({ symptomCount: 0, moodCount: 0, averageSeverity: null, averageEnergy: null });
    for (const weeks of [stats.severityByWeek, stats.energyByWeek]) {
      expect(weeks).toHaveLength(TREND_WEEKS);
      expect(weeks.every((w) => w.count === 0 && w.average === null)).toBe(true);
    }
    const today = toIsoDate(new Date(), 'UTC');
    expect(stats.severityByWeek.at(-1)!.start).toBe(addDays(today, -6));
    expect(stats.severityByWeek[0]!.start).toBe(addDays(today, -(TREND_WEEKS * 7 - 1)));
  });

  it(`counts and averages every row, well beyond the ${TRACKING_LIST_LIMIT} the lists return`, async () => {
    const user = await t.createUser();
    const old = Date.UTC(2024, 0, 1);
    // 250 symptoms: 150 of severity 1 (the oldest), then 100 of severity 5 → mean 2.6.
    const severities = [...Array<number>(150).fill(1), ...Array<number>(100).fill(5)];
    await insertSymptoms(user.id, severities, (i) => new Date(old + i * 60_000));
    // 130 moods: 30 of energy 2 (oldest), then 100 of energy 4 → mean 46/13.
    const energies = [...Array<number>(30).fill(2), ...Array<number>(100).fill(4)];
    await insertMoods(user.id, energies, (i) => new Date(old + i * 60_000));

    const stats = await statsOf(user);
    expect(stats.symptomCount).toBe(250);
    expect(stats.moodCount).toBe(130);
    expect(stats.averageSeverity).toBeCloseTo(2.6, 10);
    expect(stats.averageEnergy).toBeCloseTo((30 * 2 + 100 * 4) / 130, 10);
    // All of it is years old, so the 8-week trends are empty.
    expect(stats.severityByWeek.every((w) => w.count === 0)).toBe(true);
  });

  it("never counts another user's rows", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const now = Date.now();
    await insertSymptoms(owner.id, [5, 5, 5], (i) => new Date(now - i * DAY_MS));
    await insertMoods(owner.id, [1, 1], (i) => new Date(now - i * DAY_MS));
    await insertSymptoms(other.id, [1], () => new Date(now - DAY_MS));

    const stats = await statsOf(other);
    expect(stats).toMatchObject({ symptomCount: 1, moodCount: 0, averageSeverity: 1, averageEnergy: null });
    expect(stats.severityByWeek.reduce((n, w) => n + w.count, 0)).toBe(1);
    expect(stats.energyByWeek.every((w) => w.count === 0)).toBe(true);
    expect((await statsOf(owner)).symptomCount).toBe(3);
  });

  it("buckets the last 8 weeks by the user's own calendar days, oldest first", async () => {
    // UTC+14 all year: 01:00 local on a day is 11:00 UTC on the day before.
    const timeZone = 'Pacific/Kiritimati';
    const user = await t.createUser({ timeZone });
    const now = new Date();
    const today = toIsoDate(now, timeZone);
    const localAt = (day: string, time: string) => new Date(`${day}T${time}+14:00`);
    const firstDayOfThisWeek = addDays(today, -6);
    const rows: [number, Date][] = [
      [4, localAt(today, '00:30')], // this week
      [2, localAt(firstDayOfThisWeek, '01:00')], // this week in her zone, the week before in UTC
      [5, localAt(addDays(firstDayOfThisWeek, -1), '23:30')], // last day of the week before
      [1, localAt(addDays(today, -(TREND_WEEKS * 7 - 1)), '00:10')], // first day of the oldest week
      [3, localAt(addDays(today, -(TREND_WEEKS * 7)), '23:50')], // a day too old
      [3, localAt(addDays(today, 1), '12:00')], // tomorrow
    ];
    await insertSymptoms(
      user.id,
      rows.map(([v]) => v),
      (i) => rows[i]![1],
    );
    await insertMoods(user.id, [2, 4], (i) => [localAt(today, '09:00'), localAt(firstDayOfThisWeek, '01:00')][i]!);

    const stats = await statsOf(user);
    expect(stats.symptomCount).toBe(6);
    expect(stats.severityByWeek.map((w) => w.start)).toEqual(
      Array.from({ length: TREND_WEEKS }, (_, i) => addDays(today, -7 * (TREND_WEEKS - 1 - i) - 6)),
    );
    expect(stats.severityByWeek.map((w) => w.count)).toEqual([1, 0, 0, 0, 0, 0, 1, 2]);
    expect(stats.severityByWeek.map((w) => w.average)).toEqual([1, null, null, null, null, null, 5, 3]);
    expect(stats.energyByWeek.at(-1)).toMatchObject({ count: 2, average: 3 });
  });

  it('counts days in UTC when the stored zone is unknown', async () => {
    const user = await t.createUser({ timeZone: 'Not/A_Zone' });
    const now = new Date('2026-03-20T12:00:00Z');
    await insertSymptoms(user.id, [2], () => new Date('2026-03-14T00:30:00Z'));
    const stats = await trackingStats(t.database.db, user.id, now);
    expect(stats.severityByWeek.at(-1)).toEqual({ start: '2026-03-14', count: 1, average: 2 });
  });
});
