import { formatDate } from './format.ts';

/*
 * Times of day in the language on screen. English keeps spec §9's en-US 12-hour form exactly as
 * @bloom/pregnancy's formatTime12h / formatDateTime12h write it ('2:30 PM', 'Mar 5, 2026, 2:30 PM');
 * Spanish reads '2:30 p.m.', '5 mar 2026, 2:30 p.m.' (es-US).
 */

type DateInput = Date | string | number;

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };
const DATE_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', ...TIME };

function format(value: DateInput, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // ICU may put a (narrow) no-break space before AM/PM; a plain space keeps every text the same.
  return formatDate(date, timeZone ? { ...options, timeZone } : options).replace(/[\u202f\u00a0]/g, ' ');
}

/** '2:30 PM' / '2:30 p.m.'; `timeZone` omitted means the browser's (hers). */
export const formatTime = (value: DateInput, timeZone?: string) => format(value, TIME, timeZone);

/** 'Mar 5, 2026, 2:30 PM' / '5 mar 2026, 2:30 p.m.'. */
export const formatDateTime = (value: DateInput, timeZone?: string) => format(value, DATE_TIME, timeZone);
