/** Formatting of the Health Tracking page's numbers; the numbers come from GET /api/tracking/stats. */

/** One decimal ('2.5'), or an em dash when there is nothing to average. */
export function formatAverage(value: number | null): string {
  return value === null ? '—' : value.toFixed(1);
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mar 5' for a 'YYYY-MM-DD' day (a calendar day, so no time zone moves it). */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}
