/**
 * The instant of a wall-clock time on a calendar day in an IANA zone ('2026-03-08', '09:30',
 * 'America/New_York'). A time that a daylight-saving jump skips reads as the hour after it; a
 * time that happens twice reads as the first. An unknown zone counts as UTC.
 */
export function zonedInstant(isoDate: string, time: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  const before = offsetMs(wall, timeZone);
  const first = wall - before;
  const after = offsetMs(first, timeZone);
  if (before === after) return new Date(first);
  // Near a change: the wall time under the other offset, unless it does not exist (a gap).
  const second = wall - after;
  return new Date(offsetMs(second, timeZone) === after ? second : Math.max(first, second));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at this instant. */
function offsetMs(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      return 0;
    }
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}
