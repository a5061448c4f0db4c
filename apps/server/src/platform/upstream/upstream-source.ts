import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { cacheKey, type UpstreamCache } from './cache.ts';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker.ts';
import { fetchJson } from './fetch-json.ts';

/** Outside APIs ask callers to say who they are; this names BLOOM and what it does with the data. */
export const BLOOM_USER_AGENT = 'BLOOM/1.0 (pregnancy-health web app; food and medication safety lookups)';

export interface UpstreamSourceOptions {
  /** Human name used in errors and logs, e.g. 'USDA FoodData Central'. */
  name: string;
  cache: UpstreamCache;
  timeoutMs: number;
  log: FastifyBaseLogger;
  breaker?: CircuitBreakerOptions;
  userAgent?: string;
}

export interface Fetched<T> {
  value: T;
  fetchedAt: Date;
  fromCache: boolean;
}

export interface GetJsonOptions {
  answerStatuses?: readonly number[];
  signal?: AbortSignal;
}

/**
 * One outside API as BLOOM uses it: every call has the short timeout, a descriptive User-Agent
 * and passes through the API's own circuit breaker; answers are cached in the database.
 */
export class UpstreamSource {
  readonly name: string;
  readonly breaker: CircuitBreaker;
  readonly #cache: UpstreamCache;
  readonly #timeoutMs: number;
  readonly #log: FastifyBaseLogger;
  readonly #userAgent: string;

  constructor(options: UpstreamSourceOptions) {
    this.name = options.name;
    this.breaker = new CircuitBreaker(options.name, options.breaker);
    this.#cache = options.cache;
    this.#timeoutMs = options.timeoutMs;
    this.#log = options.log;
    this.#userAgent = options.userAgent ?? BLOOM_USER_AGENT;
  }

  getJson<S extends z.ZodType>(url: URL, schema: S, options: GetJsonOptions = {}): Promise<z.output<S>> {
    return this.breaker.run(() =>
      fetchJson(url, {
        upstream: this.name,
        schema,
        timeoutMs: this.#timeoutMs,
        headers: { 'user-agent': this.#userAgent },
        ...options,
      }),
    );
  }

  /**
   * A fresh cached answer for `request`, else `load()`'s answer, stored for `ttlMs`. A failing
   * load throws and stores nothing. The cache is a convenience: if the database cannot read or
   * write it, the lookup still goes ahead.
   */
  async cached<S extends z.ZodType>(
    request: unknown,
    schema: S,
    ttlMs: number | ((value: z.output<S>) => number),
    load: () => Promise<z.output<S>>,
  ): Promise<Fetched<z.output<S>>> {
    const key = cacheKey(this.name, request);
    try {
      const hit = await this.#cache.get(key, schema);
      if (hit) return { ...hit, fromCache: true };
    } catch (err) {
      this.#log.warn({ err, upstream: this.name }, 'upstream cache read failed');
    }
    const value = await load();
    let fetchedAt = new Date();
    try {
      const ttl = typeof ttlMs === 'function' ? ttlMs(value) : ttlMs;
      fetchedAt = (await this.#cache.set(key, value, ttl)).fetchedAt;
    } catch (err) {
      this.#log.warn({ err, upstream: this.name }, 'upstream cache write failed');
    }
    return { value, fetchedAt, fromCache: false };
  }
}
