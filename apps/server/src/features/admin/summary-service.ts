import { USAGE_CHART_DAYS, type AdminDailyUsage, type AdminSummary } from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import type { UsageTotals } from '../../platform/usage-totals.ts';
import type { EventSources } from './events-sources.ts';
import { dailyUsage, summaryCounts } from './summary-repo.ts';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The dashboard's cards; counts only, so nothing is audited. */
export function adminSummary(
  db: Db,
  sources: EventSources,
  usage: UsageTotals,
  now = new Date(),
): Promise<AdminSummary> {
  return summaryCounts(db, sources, usage, new Date(`${utcDay(now)}T00:00:00Z`));
}

/** The Usage Analytics chart: the last USAGE_CHART_DAYS UTC days, today included, oldest first. */
export async function dailyUsageChart(
  db: Db,
  sources: EventSources,
  usage: UsageTotals,
  now = new Date(),
): Promise<AdminDailyUsage> {
  const firstDay = utcDay(new Date(now.getTime() - (USAGE_CHART_DAYS - 1) * DAY_MS));
  return { days: await dailyUsage(db, sources, usage, firstDay, utcDay(now)) };
}
