const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Sep 15, 2026' for a 'YYYY-MM-DD' calendar date (the date itself, in no time zone). */
export const formatCareDay = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** 'Sep 15, 2026 – Nov 23, 2026', or one date when both ends are the same day. */
export const formatCareWindow = (from: string, until: string) =>
  from === until ? formatCareDay(from) : `${formatCareDay(from)} – ${formatCareDay(until)}`;
