const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The runtime's own time zone, cheaply, for keying cached formatters: its offsets in January and
 * July. A formatter made without a timeZone keeps the zone it was made in, and a browser's zone
 * changes under an open app when she travels: a formatter cached without it went on giving the
 * old zone's days and hours.
 */
export function deviceZoneKey(): string {
  return `${new Date(2026, 0, 1).getTimezoneOffset()}/${new Date(2026, 6, 1).getTimezoneOffset()}`;
}

/** One formatter per time zone: building an Intl.DateTimeFormat is far costlier than using one. */
function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? deviceZoneKey();
  let formatter = partsFormatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    });
    partsFormatters.set(key, formatter);
  }
  return formatter;
}

function calendarParts(date: Date, timeZone: string | undefined): { year: string; month: string; day: string } {
  let year = '';
  let month = '';
  let day = '';
  for (const part of partsFormatter(timeZone).formatToParts(date)) {
    if (part.type === 'year') {
      year = part.value.padStart(4, '0');
    } else if (part.type === 'month') {
      month = part.value;
    } else if (part.type === 'day') {
      day = part.value;
    }
  }
  return { year, month, day };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Number of days in a month of the Gregorian calendar.
 * @param year - full year, e.g. 2028
 * @param month - month number, 1 (January) to 12 (December)
 * @returns 28 to 31
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    return isLeapYear(year) ? 29 : 28;
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Whether a value is a real calendar date written as 'YYYY-MM-DD' (the format of
 * calendar entry dates and date inputs). Checks the day against the month's
 * length, so '2026-02-30' and '2026-02-29' fail while '2028-02-29' passes.
 * `Date.parse` is not used because it silently rolls '2026-02-30' over to March 2.
 * @param value - the value to check; non-strings are rejected
 * @returns true when the value is a valid ISO calendar date
 */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') {
    return false;
  }
  const match = ISO_DATE_PATTERN.exec(value);
  if (match === null) {
    return false;
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The calendar date of an instant as 'YYYY-MM-DD' in a time zone.
 * @param date - the instant to format
 * @param timeZone - IANA zone such as 'America/New_York' or 'UTC'; omitted means the runtime's own zone (the user's, in a browser)
 * @returns the date string, or '' for an invalid Date
 */
export function toIsoDate(date: Date, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const { year, month, day } = calendarParts(date, timeZone);
  return `${year}-${month}-${day}`;
}

/**
 * The month an instant falls in, as 'YYYY-MM', used to key a calendar month's entries.
 * @param date - the instant
 * @param timeZone - IANA zone; omitted means the runtime's own zone (the user's, in a browser)
 * @returns the month key, or '' for an invalid Date
 */
export function monthKey(date: Date, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const { year, month } = calendarParts(date, timeZone);
  return `${year}-${month}`;
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus whole days, as calendar arithmetic (no time zone involved). */
export function addIsoDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The zone itself when the runtime knows it, else 'UTC': a stored zone that stopped being valid
 * (it should not happen) counts days in UTC rather than failing a read.
 */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    partsFormatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}
