import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { UpstreamCache } from '../../platform/upstream/cache.ts';
import { UpstreamSource } from '../../platform/upstream/upstream-source.ts';
import { startFakeUpstreams, type FailureMode, type FakeUpstreams } from '../../testing/fake-upstreams.ts';
import { openTestDatabase } from '../../testing/test-database.ts';

export const FAILURE_MODES: { mode: FailureMode; kind: string; status?: number }[] = [
  { mode: 'hang', kind: 'timeout' },
  { mode: 'server-error', kind: 'http', status: 500 },
  { mode: 'rate-limited', kind: 'http', status: 429 },
  { mode: 'malformed-json', kind: 'malformed' },
  { mode: 'wrong-shape', kind: 'malformed' },
];

const silentLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

export interface AdapterKit {
  database: Database;
  fake: FakeUpstreams;
  /** A fresh source (own breaker) over the shared test database's cache. */
  source(name: string): UpstreamSource;
  close(): Promise<void>;
}

/** What the adapter tests share: a test database for the cache and the fake upstream server. */
export async function startAdapterKit(): Promise<AdapterKit> {
  const database = await openTestDatabase();
  const fake = await startFakeUpstreams();
  return {
    database,
    fake,
    // Short enough for quick 'hang' cases, long enough for a cold first request on a busy machine.
    source: (name) =>
      new UpstreamSource({ name, cache: new UpstreamCache(database.db), timeoutMs: 1500, log: silentLog }),
    async close() {
      await fake.close();
      await database.close();
    },
  };
}
