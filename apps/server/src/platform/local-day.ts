import { addIsoDays, formatTime12h, knownTimeZone, toIsoDate } from '@bloom/pregnancy';

export { knownTimeZone };

const HOUR_MS = 3_600_000;

/**
 * For each zone, the day last asked for and a span of instants known to fall in it: from the
 * first instant seen that day to the next local midnight. A local date never goes backwards as
 * time goes forwards, so every instant in between has that date. The usage-status poll asks for
 * her day and her next midnight every second; reading them off the calendar (Intl) costs a few
 * microseconds each, this costs a comparison.
 */
interface KnownDay {
  day: string;
  from: number;
  /** Her next local midnight: the first instant of the next day. */
  until: number;
}
const knownDays = new Map<string, KnownDay>();

function knownDay(now: Date, timeZone: string): KnownDay {
  const at = now.getTime();
  const known = knownDays.get(timeZone);
  if (known && at >= known.from && at < known.until) return known;
  const day = toIsoDate(now, timeZone);
  const fresh = { day, from: at, until: firstInstantAfter(day, at, timeZone) };
  // Zones are checked names (knownTimeZone), a few hundred at most: no bound needed.
  knownDays.set(timeZone, fresh);
  return fresh;
}

/** Her calendar date ('YYYY-MM-DD') at `now` in `timeZone` (already checked by knownTimeZone). */
export function localDay(now: Date, timeZone: string): string {
  return knownDay(now, timeZone).day;
}

/**
 * The first instant after `at` whose date in `timeZone` is after `today`: local midnight, or the
 * first instant after it where a daylight-saving change skips midnight itself. Found by bisection
 * between the UTC offsets that exist (−12 h to +14 h), so it needs no offset table and is exact to
 * the millisecond.
 */
function firstInstantAfter(today: string, at: number, timeZone: string): number {
  const tomorrow = addIsoDays(today, 1);
  const utcMidnight = Date.parse(`${tomorrow}T00:00:00Z`);
  // Invariant: the day at `low` is before tomorrow, the day at `high` is tomorrow or later.
  let low = Math.max(at, utcMidnight - 15 * HOUR_MS);
  let high = utcMidnight + 13 * HOUR_MS;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (toIsoDate(new Date(mid), timeZone) >= tomorrow) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * The first instant of her next calendar day (see firstInstantAfter).
 * @param now - the current instant
 * @param timeZone - an IANA zone (already checked by knownTimeZone)
 */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  return new Date(knownDay(now, timeZone).until);
}

/** '12:00 AM': the reset time as she reads it (spec §9: en-US 12-hour). */
export function localTimeText(at: Date, timeZone: string): string {
  return formatTime12h(at, timeZone);
}
