import type { FeatureType } from '@bloom/contract';
import { USAGE_SESSION_GAP_MINUTES } from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { recordUse } from './usage.ts';

const GAP_MS = USAGE_SESSION_GAP_MINUTES * 60_000;

interface Use {
  featureType: FeatureType;
  startedAt: Date;
  endedAt: Date;
}

/**
 * Uses of one feature that would extend each other (no more than the gap apart) become one, so a
 * burst of her writes is one statement, not one per request. Written in turn, the merged uses give
 * the same records as writing each use alone.
 */
export function mergeUses(uses: readonly Use[]): Use[] {
  const merged: Use[] = [];
  for (const use of [...uses].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())) {
    const same = merged.findLast((m) => m.featureType === use.featureType);
    if (same && use.startedAt.getTime() - same.endedAt.getTime() <= GAP_MS) {
      if (use.endedAt > same.endedAt) same.endedAt = use.endedAt;
    } else merged.push({ ...use });
  }
  return merged;
}

/**
 * Notes uses off her request's path (decision 016's pattern for food checks): her answer never
 * waits for the usage record, and per user one write runs at a time, so a burst of her requests
 * never queues on her own record's row lock. `settled` waits for every noted use (the admin's
 * reads, shutdown, tests). A use noted but not yet written is lost if the process is killed.
 */
export function createUsageQueue(db: Db, onError: (error: unknown) => void) {
  const queued = new Map<string, Use[]>();
  const writing = new Map<string, Promise<void>>();

  async function writeQueued(userId: string) {
    for (let uses = queued.get(userId); uses; uses = queued.get(userId)) {
      queued.delete(userId);
      for (const use of mergeUses(uses)) {
        await recordUse(db, userId, use.featureType, use.startedAt, use.endedAt).catch(onError);
      }
    }
    writing.delete(userId);
  }

  return {
    note(userId: string, featureType: FeatureType, startedAt: Date, endedAt: Date): void {
      const uses = queued.get(userId) ?? [];
      uses.push({ featureType, startedAt, endedAt });
      queued.set(userId, uses);
      if (!writing.has(userId)) writing.set(userId, writeQueued(userId));
    },
    settled: () => Promise.all(writing.values()).then(() => undefined),
    settledFor: (userId: string) => writing.get(userId) ?? Promise.resolve(),
  };
}
