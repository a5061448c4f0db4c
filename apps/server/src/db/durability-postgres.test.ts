import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../testing/processes.ts';

// PostgreSQL only (vitest.config.ts POSTGRES_ONLY); durability.test.ts covers the embedded one.
const baseUrl = process.env.TEST_DATABASE_URL!;
const dbName = `bloom_kill_${randomBytes(5).toString('hex')}`;
const admin = async (sql: string, params: unknown[] = []) => {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
};

describe('PostgreSQL after the server is killed mid-write', () => {
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  beforeAll(() => admin(`create database ${dbName}`));
  afterAll(() => admin(`drop database if exists ${dbName} with (force)`));

  it(
    'keeps every write it acknowledged when SIGKILL lands in the middle of a burst',
    { timeout: 120_000 },
    async () => {
      const server = await startServer({
        DATABASE_URL: url.toString(),
        REDIS_URL: '',
        ADMIN_EMAIL: 'kill@example.com',
        ADMIN_PASSWORD: 'kill test password 1',
      });
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kill@example.com', password: 'kill test password 1' }),
      });
      const token = ((await login.json()) as { token: string }).token;
      const acknowledged: string[] = [];
      let failed = 0;
      const write = (i: number) =>
        fetch(`${server.url}/api/symptoms`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Burst ${i}`, severity: 2 }),
        }).then(
          async (res) => {
            if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
            else failed += 1;
          },
          () => (failed += 1),
        );
      // 300 writes, 20 at a time; the kill comes once 100 are acknowledged, with more in flight.
      let sent = 0;
      const lanes = Array.from({ length: 20 }, async () => {
        while (sent < 300) {
          const i = sent++;
          if (acknowledged.length >= 100 && server.process.exitCode === null) server.process.kill('SIGKILL');
          await write(i);
        }
      });
      await Promise.all(lanes);
      await server.stop();

      expect(acknowledged.length).toBeGreaterThanOrEqual(100);
      expect(failed).toBeGreaterThan(0);
      const stored = await new pg.Client({ connectionString: url.toString() });
      await stored.connect();
      try {
        const rows = await stored.query('select id from symptoms where id = any($1::uuid[])', [acknowledged]);
        console.log(
          `SIGKILL on PostgreSQL: ${acknowledged.length} writes acknowledged, ${acknowledged.length - rows.rowCount!} lost`,
        );
        expect(rows.rowCount).toBe(acknowledged.length);
      } finally {
        await stored.end();
      }
    },
  );
});
