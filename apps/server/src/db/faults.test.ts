import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, DATABASE_UNAVAILABLE_MESSAGE } from '@bloom/contract';
import { buildApp } from '../app.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { testConfig } from '../testing/test-app.ts';
import { SessionStore } from '../platform/auth/session-store.ts';
import { openPostgres, type Database } from './client.ts';
import { users } from './schema/index.ts';

// PostgreSQL only (vitest.config.ts POSTGRES_ONLY): the embedded database has no connections to lose.
const url = process.env.TEST_DATABASE_URL!;
const schema = `bloom_fault_${randomBytes(6).toString('hex')}`;
const appName = `bloom-fault-${randomBytes(4).toString('hex')}`;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The app's database, reached through `via` (a host:port) under its own application name. */
async function openThrough(via: string): Promise<Database> {
  const target = new URL(url);
  target.host = via;
  target.searchParams.set('application_name', appName);
  return openPostgres({ url: target.toString(), schema, poolSize: 4 });
}

describe('when PostgreSQL drops or refuses connections', () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await admin((c) => c.query(`create schema ${schema}`));
    database = await openThrough(`127.0.0.1:${proxy.port}`);
    await database.migrate();
    app = await buildApp(testConfig(), { database });
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'fault@example.com',
        passwordHash: 'x',
        firstName: 'F',
        lastName: 'T',
        gender: 'female',
        isPregnant: false,
        isApproved: true,
      })
      .returning({ id: users.id });
    const token = await new SessionStore(database.db, { ttlMs: 3_600_000, epoch: 1 }).create(user!.id);
    headers = { authorization: `Bearer ${token}` };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await admin((c) => c.query(`drop schema if exists ${schema} cascade`));
  });

  // Any request that reads the database: her profile (her session is checked there too).
  let headers: { authorization: string };
  const signIn = () => app.inject({ url: '/api/user/profile', headers });
  const ready = async () => (await app.inject({ url: '/readyz' })).statusCode;

  it('lives through its backends being terminated and serves the next request on new connections', async () => {
    // Fill the pool with idle connections first: those are the ones whose error used to end the process.
    await Promise.all(Array.from({ length: 4 }, signIn));
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.idleCount).toBeGreaterThan(0);

    const terminated = await admin((c) =>
      c.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [appName]),
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
    // The pool notices each broken idle client and drops it.
    await expect.poll(() => pool.totalCount).toBe(0);

    expect((await signIn()).statusCode).toBe(200);
    expect(await ready()).toBe(200);
  });

  it('answers 503 (readiness and requests) while the database is unreachable, and 200 when it returns', async () => {
    await proxy.cut();
    expect(await ready()).toBe(503);
    const during = await signIn();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, code: ErrorCode.unavailable });
    expect(during.headers['retry-after']).toBeDefined();

    await proxy.restore();
    await expect.poll(ready).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
  });
});
