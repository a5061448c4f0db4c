import {
  EXAMPLE_FOOD_CHECKS,
  RECENT_FOOD_CHECKS_SHOWN,
  type FoodCheckStatus,
  type FoodSearchResult,
  type RecentFoodCheck,
  type RecentFoodChecks,
} from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { listFoodChecks, recordFoodCheck } from './repo.ts';

// A few rows more than are shown, so the list stays full even if two simultaneous searches of one
// food both got stored (the list is de-duplicated again when read).
const CHECKS_KEPT = RECENT_FOOD_CHECKS_SHOWN * 2;

export interface FoodCheck {
  foodName: string;
  status: FoodCheckStatus;
}

/** What a search checked: the food the knowledge base matched and its verdict, else the term itself as unknown. */
export function checkOf(term: string, result: Pick<FoodSearchResult, 'safetyInfo'>): FoodCheck {
  return result.safetyInfo
    ? { foodName: result.safetyInfo.foodName, status: result.safetyInfo.status }
    : { foodName: term.trim().replace(/\s+/g, ' '), status: 'unknown' };
}

/**
 * Notes searches as Recent Checks off the search's path: the answer never waits for the write.
 * Per user one write runs at a time; checks that arrive meanwhile wait, one per food (the newest
 * verdict wins), and are written next, oldest first. Her list waits for her pending writes here,
 * so it shows what she just searched on this instance (another instance sees it once written,
 * milliseconds later). `drain` waits for every pending write (shutdown).
 */
export function createCheckRecorder(db: Db, onError: (error: unknown) => void) {
  const queued = new Map<string, Map<string, FoodCheck>>();
  const writing = new Map<string, Promise<void>>();

  async function writeQueued(userId: string) {
    for (let checks = queued.get(userId); checks; checks = queued.get(userId)) {
      queued.delete(userId);
      for (const check of checks.values()) {
        await recordFoodCheck(db, userId, check, CHECKS_KEPT).catch(onError);
      }
    }
    writing.delete(userId);
  }

  return {
    note(userId: string, check: FoodCheck) {
      const checks = queued.get(userId) ?? new Map<string, FoodCheck>();
      const key = check.foodName.toLowerCase();
      checks.delete(key); // re-added last: the newest check is written last
      checks.set(key, check);
      queued.set(userId, checks);
      if (!writing.has(userId)) writing.set(userId, writeQueued(userId));
    },
    settled: (userId: string) => writing.get(userId) ?? Promise.resolve(),
    drain: () => Promise.all(writing.values()).then(() => undefined),
  };
}

export type CheckRecorder = ReturnType<typeof createCheckRecorder>;

/** Spec §2's fixed examples a new user sees (Salmon 'Safe (cooked)', Soft Cheese 'Avoid'). */
export function exampleChecks(): RecentFoodCheck[] {
  return EXAMPLE_FOOD_CHECKS.map((check) => ({ ...check }));
}

/** The user's latest checks, newest first, one per food; the examples while she has none. */
export async function recentChecks(db: Db, userId: string): Promise<RecentFoodChecks> {
  const rows = await listFoodChecks(db, userId, CHECKS_KEPT);
  if (rows.length === 0) return { examples: true, checks: exampleChecks() };
  const seen = new Set<string>();
  const checks: RecentFoodCheck[] = [];
  for (const row of rows) {
    const key = row.foodName.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    checks.push({ foodName: row.foodName, status: row.status, checkedAt: row.checkedAt.toISOString() });
    if (checks.length === RECENT_FOOD_CHECKS_SHOWN) break;
  }
  return { examples: false, checks };
}
