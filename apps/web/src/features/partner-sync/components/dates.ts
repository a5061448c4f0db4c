import { formatDate } from '@/lib/i18n/index.ts';

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** 'Mar 5, 2026' ('5 mar 2026' in Spanish) for an ISO instant in the reader's own time zone, or '' when it cannot be read. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, DAY);
}
