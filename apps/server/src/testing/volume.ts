import type { SQL } from 'drizzle-orm';

/**
 * How `testing/seed-volume.ts` spreads bulk rows (generate_series `g`), handed to each owner's
 * `…Volume` statement in its test kit, so only the owner writes its table.
 */
export interface Volume {
  /** The owner of row `g`: the seeded users taken round-robin. */
  owner: SQL;
  /** `from … generate_series(1, perTable) g`: the tail of the owner's `insert … select`. */
  each: SQL;
  /** Row `g`'s instant: `g` steps of `step` (an interval, e.g. '1811 seconds') before now. */
  when: (step: string) => SQL;
}
