import {
  CONTRACTION_SERIES_GAP_MINUTES,
  CONTRACTION_SUMMARY_MINUTES,
  FIVE_ONE_ONE_FOR_MINUTES,
  FIVE_ONE_ONE_INTERVAL_MINUTES,
  FIVE_ONE_ONE_MIN_SECONDS,
  PRETERM_BEFORE_WEEK,
  PRETERM_INTERVAL_MINUTES,
  PRETERM_REGULAR_COUNT,
} from '@bloom/contract';

/*
 * The contraction timer's rules, on plain start and end instants (the numbers are the contract's
 * copies of the knowledge base's `contractionTiming`: ACOG, NICHD). Every edge is inclusive: an
 * interval of exactly 5 minutes, a contraction of exactly 45 s and a run of exactly 60 minutes
 * all count.
 */

export interface Timed {
  startedAt: Date;
  endedAt: Date;
}

const MINUTE_MS = 60_000;
const seconds = (ms: number) => Math.round(ms / 1000);
const lengthMs = (c: Timed) => c.endedAt.getTime() - c.startedAt.getTime();
const gapMs = (before: Timed, after: Timed) => after.startedAt.getTime() - before.startedAt.getTime();

/** Whole seconds from the previous contraction's start, or null for the first of a series. */
export function intervalSeconds(current: Timed, previous: Timed | undefined): number | null {
  if (!previous) return null;
  const gap = gapMs(previous, current);
  return gap > CONTRACTION_SERIES_GAP_MINUTES * MINUTE_MS ? null : seconds(gap);
}

/** The start of the summary's window: CONTRACTION_SUMMARY_MINUTES before now. */
export const windowStart = (now: Date) => new Date(now.getTime() - CONTRACTION_SUMMARY_MINUTES * MINUTE_MS);

/**
 * How far back the summary reads: a 5-1-1 run ends at a contraction of the last hour and reaches
 * FIVE_ONE_ONE_FOR_MINUTES before it.
 */
export const readSince = (now: Date) => new Date(windowStart(now).getTime() - FIVE_ONE_ONE_FOR_MINUTES * MINUTE_MS);

/** Whether the newest of `sorted` (oldest first) started within the last hour. */
function newestIsRecent(sorted: readonly Timed[], now: Date): boolean {
  const newest = sorted.at(-1);
  return newest !== undefined && newest.startedAt.getTime() >= windowStart(now).getTime();
}

/**
 * The 5-1-1 pattern: going back from her newest contraction (started within the last hour), each
 * lasted FIVE_ONE_ONE_MIN_SECONDS or more and started at most FIVE_ONE_ONE_INTERVAL_MINUTES after
 * the one before, over at least FIVE_ONE_ONE_FOR_MINUTES from the run's first start to the newest.
 * @param sorted - her contractions, oldest first
 * @param now - the server's current time
 */
export function fiveOneOneHolds(sorted: readonly Timed[], now: Date): boolean {
  if (!newestIsRecent(sorted, now)) return false;
  const longEnough = (c: Timed) => lengthMs(c) >= FIVE_ONE_ONE_MIN_SECONDS * 1000;
  const newest = sorted.at(-1)!;
  if (!longEnough(newest)) return false;
  let first = sorted.length - 1;
  while (
    first > 0 &&
    longEnough(sorted[first - 1]!) &&
    gapMs(sorted[first - 1]!, sorted[first]!) <= FIVE_ONE_ONE_INTERVAL_MINUTES * MINUTE_MS
  ) {
    first -= 1;
  }
  return gapMs(sorted[first]!, newest) >= FIVE_ONE_ONE_FOR_MINUTES * MINUTE_MS;
}

/**
 * Regular contractions, for the preterm rule: her latest PRETERM_REGULAR_COUNT each started at
 * most PRETERM_INTERVAL_MINUTES after the one before (NICHD: "every 10 minutes or more often"),
 * the newest within the last hour.
 * @param sorted - her contractions, oldest first
 * @param now - the server's current time
 */
export function contractionsRegular(sorted: readonly Timed[], now: Date): boolean {
  if (sorted.length < PRETERM_REGULAR_COUNT || !newestIsRecent(sorted, now)) return false;
  const latest = sorted.slice(-PRETERM_REGULAR_COUNT);
  return latest.every((c, i) => i === 0 || gapMs(latest[i - 1]!, c) <= PRETERM_INTERVAL_MINUTES * MINUTE_MS);
}

/** Possible preterm labor: before PRETERM_BEFORE_WEEK (week known) with regular contractions. */
export const pretermConcern = (sorted: readonly Timed[], week: number | null, now: Date): boolean =>
  week !== null && week < PRETERM_BEFORE_WEEK && contractionsRegular(sorted, now);

/** The last hour's count, average length and average interval (start to start), in whole seconds. */
export function lastHour(sorted: readonly Timed[], now: Date) {
  const from = windowStart(now).getTime();
  const recent = sorted.filter((c) => c.startedAt.getTime() >= from);
  const count = recent.length;
  const averageDurationSeconds = count ? seconds(recent.reduce((sum, c) => sum + lengthMs(c), 0) / count) : null;
  const averageIntervalSeconds = count >= 2 ? seconds(gapMs(recent[0]!, recent.at(-1)!) / (count - 1)) : null;
  return { count, averageDurationSeconds, averageIntervalSeconds };
}
