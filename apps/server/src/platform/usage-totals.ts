import type { FeatureType } from '@bloom/contract';
import type { SQL } from 'drizzle-orm';

/**
 * What the chat feature (the owner of `usage_stats`) offers other features through AppContext:
 * recording a use of theirs (the calendar, the tracker), and the admin's dashboard's
 * fragments of its one statement, aggregates only.
 */
export interface UsageTotals {
  /**
   * Notes one use of a feature, from her request's arrival to its answer, to be written off her
   * request's path; uses close together make one record (USAGE_SESSION_GAP_MINUTES). A failure to
   * write is logged: her own write stands.
   */
  note(userId: string, featureType: FeatureType, startedAt: Date, endedAt: Date): void;
  /** Resolves once every use noted on this instance is written (the admin's reads, shutdown). */
  settled(): Promise<void>;
  /** Resolves once every use noted for her on this instance is written (her export, her deletion). */
  settledFor(userId: string): Promise<void>;
  /** Two columns: `feature_uses` (every use recorded) and `usage_seconds` (their summed length). */
  totalsColumns(): SQL;
  /** Rows `(day, n)`: text and voice chat sessions started per UTC day, `from <= timestamp < until`. */
  chatSessionsPerDay(from: SQL, until: SQL): SQL;
}
