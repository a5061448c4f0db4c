/** Formatting of the Health Tracking page's numbers and dates, in the language on screen. */
import { formatIsoDate, formatNumber } from '@/lib/i18n/index.ts';
import { formatDateTime } from '@/lib/i18n/format-time.ts';

/** One decimal ('2.5'), or an em dash when there is nothing to average. */
export function formatAverage(value: number | null): string {
  return value === null ? '—' : formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** 'Mar 5' ('5 mar') for a 'YYYY-MM-DD' day (a calendar day, so no time zone moves it). */
export function formatShortDate(isoDate: string): string {
  return formatIsoDate(isoDate, { month: 'short', day: 'numeric' });
}

/** When an entry was logged, in her zone: 'Mar 5, 2026, 2:30 PM' (spec §9), '5 mar 2026, 2:30 p.m.'. */
export const formatLoggedAt = (at: string): string => formatDateTime(at);
