import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usageStats } from '../../db/schema/index.ts';
import type { UsageTotals } from '../../platform/usage-totals.ts';
import { createUsageQueue } from './usage-queue.ts';

/** The usage records: written for other features, aggregated for the admin's dashboard (through AppContext). */
export const createUsageTotals = (db: Db, onError: (error: unknown) => void): UsageTotals => ({
  ...createUsageQueue(db, onError),
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
});
