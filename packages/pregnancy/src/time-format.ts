/** Date-like inputs the formatters accept: a Date, an ISO timestamp string from the API, or epoch milliseconds. */
export type DateInput = Date | string | number;

const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  ...TIME_OPTIONS,
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per (kind, zone): chat lists and admin tables format hundreds of rows, and constructing a formatter is the costly step. */
function formatter(kind: 'time' | 'dateTime', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (cached === undefined) {
    cached = new Intl.DateTimeFormat('en-US', {
      ...(kind === 'time' ? TIME_OPTIONS : DATE_TIME_OPTIONS),
      timeZone,
    });
    formatters.set(key, cached);
  }
  return cached;
}

function format(kind: 'time' | 'dateTime', value: DateInput, timeZone: string | undefined): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  // Some ICU versions put a narrow no-break space (U+202F) or a no-break space
  // before AM/PM; a plain space keeps server, browsers and text assertions identical.
  return formatter(kind, timeZone)
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * Time of day in en-US 12-hour form, e.g. '2:30 PM' (spec §9: times in en-US 12-hour format).
 * @param date - the instant to format
 * @param timeZone - IANA zone such as 'America/New_York' or 'UTC'; omitted means the runtime's own zone (the user's, in a browser). An unknown zone throws a RangeError.
 * @returns the formatted time, or '' for an unparseable date
 */
export function formatTime12h(date: DateInput, timeZone?: string): string {
  return format('time', date, timeZone);
}

/**
 * Date and time in en-US 12-hour form, e.g. 'Mar 5, 2026, 2:30 PM'.
 * @param date - the instant to format
 * @param timeZone - IANA zone such as 'America/New_York' or 'UTC'; omitted means the runtime's own zone (the user's, in a browser). An unknown zone throws a RangeError.
 * @returns the formatted date and time, or '' for an unparseable date
 */
export function formatDateTime12h(date: DateInput, timeZone?: string): string {
  return format('dateTime', date, timeZone);
}
