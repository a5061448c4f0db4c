import type { TFunction } from 'i18next';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { formatDate, formatIsoDate, formatNumber } from '@/lib/i18n/index.ts';

/** 'Ana Rivera'. */
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/** '1,234': digits grouped as the language on screen groups them (en-US, es-US). */
export const formatCount = (n: number) => formatNumber(n);

/** A length of time in words short enough for a table cell: '45 sec', '3 min 20 sec', '2 hr 5 min'. */
export function formatDuration(t: TFunction<'admin'>, totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return m > 0 ? t('duration.hm', { h: formatCount(h), m }) : t('duration.h', { h: formatCount(h) });
  if (m > 0) return s > 0 ? t('duration.ms', { m, s }) : t('duration.m', { m });
  return t('duration.s', { s });
}

/** 'Mar 5' for a 'YYYY-MM-DD' day (a calendar day: no time zone moves it), in the language on screen. */
export const formatShortDate = (isoDate: string) => formatIsoDate(isoDate, { month: 'short', day: 'numeric' });
/** 'Mar 5, 2027' for the UTC calendar day of an instant. */
export const formatUtcDate = (instant: string | number) =>
  formatDate(new Date(instant), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

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

/** A record's value as text: times in 12-hour form, yes/no, lists joined, nothing as a dash. */
export function formatValue(t: TFunction<'admin'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.length === 0 ? '—' : value.map(String).join(', ');
  }
  return JSON.stringify(value);
}
