import type { SQL } from 'drizzle-orm';

/**
 * What the chat feature (the owner of `usage_stats`) offers the admin's dashboard, through
 * AppContext: fragments of the dashboard's one statement, aggregates only.
 */
export interface UsageTotals {
  /** Two columns: `feature_uses` (every use recorded) and `usage_seconds` (their summed length). */
  totalsColumns(): SQL;
  /** Rows `(day, n)`: text and voice chat sessions started per UTC day, `from <= timestamp < until`. */
  chatSessionsPerDay(from: SQL, until: SQL): SQL;
}
