import { sql } from 'drizzle-orm';
import { usageStats } from '../../db/schema/index.ts';
import type { UsageTotals } from '../../platform/usage-totals.ts';
import { recordUse } from './usage.ts';

/** The usage records: written for other features, aggregated for the admin's dashboard (through AppContext). */
export const usageTotals: UsageTotals = {
  record: recordUse,
  totalsColumns: () => sql`(select count(*) from ${usageStats}) as feature_uses,
    (select coalesce(sum(${usageStats.durationSeconds}), 0) from ${usageStats}) as usage_seconds`,
  chatSessionsPerDay: (
    from,
    until,
  ) => sql`select (${usageStats.timestamp} at time zone 'UTC')::date as day, count(*) as n
      from ${usageStats}
      where ${usageStats.timestamp} >= ${from} and ${usageStats.timestamp} < ${until}
        and ${usageStats.featureType} in ('text_chat', 'voice_chat')
      group by 1`,
};
