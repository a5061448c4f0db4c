import type { FeatureType } from '@bloom/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * What the chat feature (the owner of `usage_stats`) offers other features through AppContext:
 * recording a use of theirs (the calendar, the food checker), and the admin's dashboard's
 * fragments of its one statement, aggregates only.
 */
export interface UsageTotals {
  /**
   * One use of a feature, from her request's arrival to its answer; uses close together make one
   * record (USAGE_SESSION_GAP_MINUTES). A failure is the caller's to log: her own write stands.
   */
  record(db: Db, userId: string, featureType: FeatureType, startedAt: Date, endedAt: Date): Promise<void>;
  /** Two columns: `feature_uses` (every use recorded) and `usage_seconds` (their summed length). */
  totalsColumns(): SQL;
  /** Rows `(day, n)`: text and voice chat sessions started per UTC day, `from <= timestamp < until`. */
  chatSessionsPerDay(from: SQL, until: SQL): SQL;
}
