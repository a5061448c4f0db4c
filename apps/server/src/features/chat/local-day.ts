import { addIsoDays, formatTime12h, knownTimeZone, toIsoDate } from '@bloom/pregnancy';

export { knownTimeZone };

const HOUR_MS = 3_600_000;

/** Her calendar date ('YYYY-MM-DD') at `now` in `timeZone` (already checked by knownTimeZone). */
export function localDay(now: Date, timeZone: string): string {
  return toIsoDate(now, timeZone);
}

// Next midnights by zone and day: the usage-status poll asks every second, the answer changes once a day.
const midnights = new Map<string, number>();
const MAX_CACHED = 5_000;

/**
 * The first instant of her next calendar day: local midnight, or the first instant after it
 * where a daylight-saving change skips midnight itself. Found by bisection between the UTC
 * offsets that exist (−12 h to +14 h), so it needs no offset table and is exact to the
 * millisecond.
 * @param now - the current instant
 * @param timeZone - an IANA zone (already checked by knownTimeZone)
 */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  const today = localDay(now, timeZone);
  const key = `${timeZone}|${today}`;
  const cached = midnights.get(key);
  if (cached !== undefined) return new Date(cached);
  const tomorrow = addIsoDays(today, 1);
  const utcMidnight = Date.parse(`${tomorrow}T00:00:00Z`);
  // Invariant: the day at `low` is before tomorrow, the day at `high` is tomorrow or later.
  let low = Math.max(now.getTime(), utcMidnight - 15 * HOUR_MS);
  let high = utcMidnight + 13 * HOUR_MS;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (localDay(new Date(mid), timeZone) >= tomorrow) high = mid;
    else low = mid;
  }
  if (midnights.size >= MAX_CACHED) midnights.clear();
  midnights.set(key, high);
  return new Date(high);
}

/** '12:00 AM': the reset time as she reads it (spec §9: en-US 12-hour). */
export function localTimeText(at: Date, timeZone: string): string {
  return formatTime12h(at, timeZone);
}
