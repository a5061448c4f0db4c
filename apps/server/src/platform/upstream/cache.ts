import { createHash } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { upstreamCache } from '../../db/schema/index.ts';

export interface CachedValue<T> {
  value: T;
  fetchedAt: Date;
}

// Expired rows of keys nobody asks for again would pile up; sweep them now and then.
const PURGE_EVERY_WRITES = 100;

/**
 * Builds a cache key: the upstream's name in clear (for operators) and a hash of the request.
 * Hashing keeps keys short and keeps search terms out of the key column.
 */
export function cacheKey(upstream: string, request: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  return `${upstream}:${digest}`;
}

/**
 * Answers of outside APIs kept in the `upstream_cache` table, shared by every instance of BLOOM.
 * It holds successful answers only; callers never store a failure.
 */
export class UpstreamCache {
  readonly #db: Db;
  readonly #now: () => Date;
  #writes = 0;

  constructor(db: Db, options: { now?: () => Date } = {}) {
    this.#db = db;
    this.#now = options.now ?? (() => new Date());
  }

  /** The stored value if it has not expired and still has the expected shape. */
  async get<S extends z.ZodType>(key: string, schema: S): Promise<CachedValue<z.output<S>> | undefined> {
    const [row] = await this.#db
      .select({ value: upstreamCache.value, fetchedAt: upstreamCache.fetchedAt })
      .from(upstreamCache)
      .where(and(eq(upstreamCache.key, key), gt(upstreamCache.expiresAt, this.#now())))
      .limit(1);
    if (!row) return undefined;
    // An entry written by an older version of BLOOM may no longer fit; treat it as a miss.
    const parsed = schema.safeParse(row.value);
    return parsed.success ? { value: parsed.data, fetchedAt: row.fetchedAt } : undefined;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<CachedValue<unknown>> {
    const fetchedAt = this.#now();
    const expiresAt = new Date(fetchedAt.getTime() + ttlMs);
    await this.#db
      .insert(upstreamCache)
      .values({ key, value, fetchedAt, expiresAt })
      .onConflictDoUpdate({ target: upstreamCache.key, set: { value, fetchedAt, expiresAt } });
    this.#writes += 1;
    if (this.#writes % PURGE_EVERY_WRITES === 0) await this.purgeExpired();
    return { value, fetchedAt };
  }

  async purgeExpired(): Promise<void> {
    await this.#db.delete(upstreamCache).where(lte(upstreamCache.expiresAt, this.#now()));
  }
}
