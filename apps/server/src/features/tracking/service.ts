import {
  symptomListSchema,
  TRACKING_LIST_LIMIT,
  TREND_WEEKS,
  type Mood,
  type NewMoodParsed,
  type NewSymptomParsed,
  type Symptom,
  type TrackingStats,
  type TrackingWeek,
} from '@bloom/contract';
import { addIsoDays, knownTimeZone, toIsoDate } from '@bloom/pregnancy';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { PollCache } from '../../platform/poll-cache.ts';
import { findTimeZone } from '../../platform/users/repo.ts';
import {
  energyByWeek,
  insertMood,
  insertSymptom,
  listMoods,
  listSymptoms,
  moodTotals,
  severityByWeek,
  symptomTotals,
  type MoodRow,
  type SymptomRow,
  type WeekBucket,
  type WeekWindow,
} from './repo.ts';

// Spelled out rather than spread: the list maps up to 100 rows per request (decision 018).
const toSymptom = (row: SymptomRow): Symptom => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  severity: row.severity,
  notes: row.notes,
  loggedAt: row.loggedAt.toISOString(),
});
const toMood = (row: MoodRow): Mood => ({ ...row, loggedAt: row.loggedAt.toISOString() });

/** Blank notes are stored as none, so lists never show an empty notes line. */
const notesOrNull = (notes: string | null | undefined) => (notes ? notes : null);

/** Keeps the first spelling of each tag; "Tired, tired" is one tag. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase('en-US');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function recentSymptoms(db: Db, userId: string): Promise<Symptom[]> {
  return (await listSymptoms(db, userId, TRACKING_LIST_LIMIT)).map(toSymptom);
}

/**
 * Her symptom list as sent: JSON through the contract's schema (what the route's serializer
 * did), kept per user in `cache` (decision 018). Only her writes change it, and each reports
 * to the poll caches: a symptom logged, her account deleted or removed by an administrator.
 */
export function recentSymptomsJson(db: Db, userId: string, cache: PollCache<string>): Promise<string> {
  return cache.get(userId, async () => ({
    value: JSON.stringify(z.encode(symptomListSchema, await recentSymptoms(db, userId))),
    dependsOn: [userId],
  }));
}

/** A logged entry, or the one she logged before with the same client id (`created` false). */
export interface Logged<T> {
  entry: T;
  created: boolean;
}

export async function logSymptom(db: Db, userId: string, input: NewSymptomParsed): Promise<Logged<Symptom>> {
  const { row, created } = await insertSymptom(db, userId, {
    name: input.name,
    severity: input.severity,
    notes: notesOrNull(input.notes),
    clientId: input.clientId ?? null,
  });
  return { entry: toSymptom(row), created };
}

export async function recentMoods(db: Db, userId: string): Promise<Mood[]> {
  return (await listMoods(db, userId, TRACKING_LIST_LIMIT)).map(toMood);
}

export async function logMood(db: Db, userId: string, input: NewMoodParsed): Promise<Logged<Mood>> {
  const { row, created } = await insertMood(db, userId, {
    mood: input.mood,
    energy: input.energy,
    tags: uniqueTags(input.tags ?? []),
    notes: notesOrNull(input.notes),
    clientId: input.clientId ?? null,
  });
  return { entry: toMood(row), created };
}

const DAY_MS = 86_400_000;

/** Every window of the trend, oldest first, with the database's buckets filled in and the rest empty. */
function weekSeries(buckets: readonly WeekBucket[], window: WeekWindow): TrackingWeek[] {
  return Array.from({ length: window.weeks }, (_, i) => {
    const weeksAgo = window.weeks - 1 - i;
    const bucket = buckets.find((b) => b.weeksAgo === weeksAgo);
    return {
      start: addIsoDays(window.today, -7 * weeksAgo - 6),
      count: bucket?.count ?? 0,
      average: bucket && bucket.count > 0 ? bucket.average : null,
    };
  });
}

/**
 * The Health Tracking page's counts, averages and 8-week trends over all of the user's entries;
 * the weeks end with today in her own time zone.
 */
export async function trackingStats(db: Db, userId: string, now: Date = new Date()): Promise<TrackingStats> {
  const timeZone = knownTimeZone(await findTimeZone(db, userId));
  const window: WeekWindow = {
    today: toIsoDate(now, timeZone),
    timeZone,
    weeks: TREND_WEEKS,
    // Two days of slack cover every UTC offset (-12 to +14 hours).
    since: new Date(now.getTime() - (TREND_WEEKS * 7 + 2) * DAY_MS),
  };
  const [symptomsAll, moodsAll, severity, energy] = await Promise.all([
    symptomTotals(db, userId),
    moodTotals(db, userId),
    severityByWeek(db, userId, window),
    energyByWeek(db, userId, window),
  ]);
  return {
    symptomCount: symptomsAll.count,
    moodCount: moodsAll.count,
    averageSeverity: symptomsAll.average,
    averageEnergy: moodsAll.average,
    severityByWeek: weekSeries(severity, window),
    energyByWeek: weekSeries(energy, window),
  };
}
