import { USAGE_SESSION_GAP_MINUTES } from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { extendUse, insertUse, latestUse, type UsageFeature } from './repo.ts';

const GAP_MS = USAGE_SESSION_GAP_MINUTES * 60_000;

/** Whole seconds, rounded up: a use that took 300 ms counts as 1 s, never as none. */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Records one use of a feature for the admin's Usage Analytics (spec §3 usage stat): from
 * `startedAt` (her request arrived) to `endedAt` (the answer was ready). A use that starts within
 * USAGE_SESSION_GAP_MINUTES of the end of her last record of the same feature extends that record,
 * so a chat conversation is one record whose Usage Time runs from her first message to the last
 * reply; otherwise it starts a new record. Decision: docs/product-decisions.md (issue 33).
 */
export async function recordUse(
  db: Db,
  userId: string,
  featureType: UsageFeature,
  startedAt: Date,
  endedAt: Date,
): Promise<void> {
  const last = await latestUse(db, userId, featureType);
  if (last) {
    const lastEnd = last.timestamp.getTime() + last.durationSeconds * 1000;
    if (startedAt.getTime() >= last.timestamp.getTime() && startedAt.getTime() - lastEnd <= GAP_MS) {
      await extendUse(db, userId, last.id, seconds(endedAt.getTime() - last.timestamp.getTime()));
      return;
    }
  }
  await insertUse(db, userId, {
    featureType,
    timestamp: startedAt,
    durationSeconds: seconds(endedAt.getTime() - startedAt.getTime()),
  });
}
