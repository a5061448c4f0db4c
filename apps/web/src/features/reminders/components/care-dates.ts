import { formatIsoDate } from '@/lib/i18n/index.ts';

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** 'Sep 15, 2026' ('15 sept 2026' in Spanish) for a 'YYYY-MM-DD' calendar date (the date itself, in no time zone). */
export const formatCareDay = (isoDate: string) => formatIsoDate(isoDate, DAY);

/** 'Sep 15, 2026 – Nov 23, 2026', or one date when both ends are the same day. */
export const formatCareWindow = (from: string, until: string) =>
  from === until ? formatCareDay(from) : `${formatCareDay(from)} – ${formatCareDay(until)}`;
