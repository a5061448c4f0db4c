import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputArbitrary } from '../testing/schema-arbitrary.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app.ts';
import type { RouteAccess } from './auth/access.ts';

/**
 * Bad input, generated from each route's own schemas (the contract's zod, read as JSON Schema):
 * values shaped like the schema with wrong types, missing and extra keys, overflowing dates and
 * numbers, odd Unicode and huge text mixed in. For every route that takes input, no case may
 * answer 5xx, every 4xx carries a JSON message, and a refused request writes nothing.
 * BAD_INPUT_RUNS raises the cases per route (CI: 200).
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 200);

type Db = TestApp['database']['db'];

/**
 * Logs every row written to her data (sessions excepted: a request may note their last use), by
 * table and operation, so a failure names what was written.
 */
async function installWriteLog(db: Db) {
  const tables = (await db.execute(
    sql`select tablename as name from pg_tables where schemaname = current_schema() and tablename not like '\\_\\_%' and tablename <> 'sessions'`,
  )) as unknown as { rows: { name: string }[] };
  await db.execute(sql.raw('create table bloom_fuzz_writes (id bigserial primary key, what text not null)'));
  await db.execute(
    sql.raw(`create function bloom_fuzz_log() returns trigger language plpgsql as $$
      begin insert into bloom_fuzz_writes (what) values (tg_table_name || ' ' || tg_op); return null; end $$`),
  );
  for (const { name } of tables.rows) {
    await db.execute(
      sql.raw(
        `create trigger bloom_fuzz_${name} after insert or update or delete on "${name}" for each row execute function bloom_fuzz_log()`,
      ),
    );
  }
}
/** The id of the newest write logged (0 before any). */
async function lastWrite(db: Db): Promise<number> {
  const result = (await db.execute(sql.raw('select coalesce(max(id), 0) as n from bloom_fuzz_writes'))) as unknown as {
    rows: { n: string }[];
  };
  return Number(result.rows[0]!.n);
}
/** What was written after write `since`, e.g. `moods INSERT`. */
async function writtenSince(db: Db, since: number): Promise<string[]> {
  const result = (await db.execute(
    sql`select what from bloom_fuzz_writes where id > ${since} order by id`,
  )) as unknown as { rows: { what: string }[] };
  return result.rows.map((row) => row.what);
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return value === undefined ? '' : `?q=${encodeURIComponent(asText(value))}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) if (v !== undefined) params.append(k, asText(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

function concretePath(url: string, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return url
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(asText(values[name] ?? 'x')) || 'x')
    .replace(/\*$/, encodeURIComponent(asText(values['*'] ?? 'x')) || 'x');
}

const takesInput = (r: RouteAccess) => Boolean(r.schema.body || r.schema.querystring || r.schema.params);

describe('bad input on every route that takes input', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true });
    await installWriteLog(t.database.db);
  });
  afterAll(() => t?.close());

  it(
    `answers no 5xx, a JSON message on every 4xx, and writes nothing when it refuses (${RUNS} cases per route)`,
    { timeout: 900_000 },
    async () => {
      const routes = t.app.routeAccess.filter(takesInput);
      expect(routes.length).toBeGreaterThan(30);
      const problems: string[] = [];
      const figures: string[] = [];
      for (const route of routes) {
        // A user of her own per route, so one route's accepted writes (or a sign-out) never shape another's.
        const caller = route.access === 'admin' ? admin : route.access === 'user' ? await t.createUser() : undefined;
        // Her usage records are among her off-path writes; an anonymous request records none.
        const settled = () => (caller ? t.app.writesSettled(caller.id) : t.app.usageWritten());
        let cases = 0;
        let serverErrors = 0;
        const statuses = new Map<number, number>();
        const input = fc.record({
          body: route.schema.body ? inputArbitrary(route.schema.body) : fc.constant(undefined),
          query: route.schema.querystring ? inputArbitrary(route.schema.querystring) : fc.constant(undefined),
          params: route.schema.params ? inputArbitrary(route.schema.params) : fc.constant(undefined),
        });
        await fc
          .assert(
            fc.asyncProperty(input, async ({ body, query, params }) => {
              cases += 1;
              // An earlier accepted case's usage record or food check is written off its request's path.
              await settled();
              const before = await lastWrite(t.database.db);
              const res = await t.app.inject({
                method: route.method as 'GET',
                url: concretePath(route.url, params) + queryString(query),
                headers: {
                  ...(caller?.headers ?? {}),
                  ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
                },
                ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
              });
              statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
              const where = `${route.method} ${route.url} ${JSON.stringify({ body, query, params }).slice(0, 300)}`;
              if (res.statusCode >= 500) {
                serverErrors += 1;
                problems.push(`${res.statusCode} for ${where}`);
                return false;
              }
              if (res.statusCode >= 400) {
                const message = (res.json() as { message?: unknown }).message;
                if (typeof message !== 'string' || message === '')
                  problems.push(`${res.statusCode} without a message for ${where}`);
                await settled();
                const written = await writtenSince(t.database.db, before);
                if (written.length > 0)
                  problems.push(`${res.statusCode} but wrote (${written.join(', ')}) for ${where}`);
              }
              return true;
            }),
            { numRuns: RUNS, endOnFailure: true },
          )
          .catch(() => undefined);
        // Her last accepted case may still be writing: the next route's first case must not count it.
        await settled();
        const byStatus = [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ');
        figures.push(`${route.method} ${route.url}: ${cases} cases, ${serverErrors} 5xx (${byStatus})`);
      }
      console.log(`Bad input: ${routes.length} routes, ${RUNS} cases each\n${figures.join('\n')}`);
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
});

describe('requests of the wrong kind', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t?.close());

  it('answers 405 with an Allow header to a method an address does not take, and 404 to an unknown address', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/symptoms', headers: user.headers });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, POST');
    expect(put.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED', message: expect.any(String) });
    const withId = await t.app.inject({ method: 'PUT', url: '/api/calendar/entries/123', headers: user.headers });
    expect(withId.statusCode).toBe(405);
    expect((await t.app.inject({ method: 'PUT', url: '/api/nowhere', headers: user.headers })).statusCode).toBe(404);
  });

  it('answers 415 to a body that is not JSON, plain text included, and stores nothing', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/symptoms',
        headers: { ...user.headers, 'content-type': type },
        payload: 'name=Headache&severity=3',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const list = await t.app.inject({ url: '/api/symptoms', headers: user.headers });
    expect(list.json()).toHaveLength(0);
  });
});
