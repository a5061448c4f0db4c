import { formatDateTime12h } from '@bloom/pregnancy';

/** 'Ana Rivera'. */
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/** '1,234' (en-US digits grouping). */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A length of time in words short enough for a table cell: '45 sec', '3 min 20 sec', '2 hr 5 min'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return m > 0 ? `${formatCount(h)} hr ${m} min` : `${formatCount(h)} hr`;
  if (m > 0) return s > 0 ? `${m} min ${s} sec` : `${m} min`;
  return `${s} sec`;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Mar 5' for a 'YYYY-MM-DD' day (a calendar day: no time zone moves it). */
export const formatShortDate = (isoDate: string) => shortDate.format(new Date(`${isoDate}T00:00:00Z`));
/** 'Mar 5, 2027' for the UTC calendar day of an instant. */
export const formatUtcDate = (instant: string | number) => longDate.format(new Date(instant));

/** A record's field name for people: 'chatMessages' and 'is_from_user' read 'Chat messages', 'Is from user'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A record's value as text: times in en-US 12-hour form, yes/no, lists joined, nothing as a dash. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime12h(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.length === 0 ? '—' : value.map(String).join(', ');
  }
  return JSON.stringify(value);
}
