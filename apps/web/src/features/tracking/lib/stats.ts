/** Pure summaries of the symptom and mood lists for the Health Tracking page. */

/** Mean of the values, or null when there are none. */
export function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** One decimal ('2.5'), or an em dash when there is nothing to average. */
export function formatAverage(value: number | null): string {
  return value === null ? '—' : value.toFixed(1);
}

/** A count from a list the server caps at `limit`; a full list may hide older entries. */
export function formatCount(count: number, limit: number): string {
  return count >= limit ? `${limit}+` : String(count);
}

export const TREND_WEEKS = 8;

export interface WeeklyPoint {
  /** Local midnight starting this 7-day window. */
  start: Date;
  /** Mean of the values logged in the window, or null when none were. */
  average: number | null;
  count: number;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  // setDate keeps local midnight across daylight-saving changes, which adding milliseconds would not.
  next.setDate(next.getDate() + days);
  return next;
}

/**
 * Averages per 7-day window for the last `weeks` windows, oldest first; the newest window
 * ends with today, so "this week" always holds today's entries.
 */
export function weeklyAverages<T>(
  items: readonly T[],
  valueOf: (item: T) => number,
  dateOf: (item: T) => string,
  now: Date = new Date(),
  weeks: number = TREND_WEEKS,
): WeeklyPoint[] {
  const todayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = addDays(todayStart, 1);
  const windows = Array.from({ length: weeks }, (_, i) => {
    const start = addDays(end, -7 * (weeks - i));
    return { start, end: addDays(start, 7), values: [] as number[] };
  });
  for (const item of items) {
    const at = Date.parse(dateOf(item));
    const bucket = windows.find((w) => at >= w.start.getTime() && at < w.end.getTime());
    bucket?.values.push(valueOf(item));
  }
  return windows.map((w) => ({ start: w.start, average: average(w.values), count: w.values.length }));
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** 'Mar 5', for week labels. */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}
