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

/** Counts every row written to her data (sessions excepted: a request may note their last use). */
async function installWriteCounter(db: Db) {
  await db.execute(sql.raw('create sequence bloom_fuzz_writes'));
  await db.execute(
    sql.raw(`create function bloom_fuzz_count() returns trigger language plpgsql as $$
      begin perform nextval('bloom_fuzz_writes'); return null; end $$`),
  );
  const tables = (await db.execute(
    sql`select tablename as name from pg_tables where schemaname = current_schema() and tablename not like '\\_\\_%' and tablename <> 'sessions'`,
  )) as unknown as { rows: { name: string }[] };
  for (const { name } of tables.rows) {
    await db.execute(
      sql.raw(
        `create trigger bloom_fuzz_${name} after insert or update or delete on "${name}" for each row execute function bloom_fuzz_count()`,
      ),
    );
  }
}
async function writes(db: Db): Promise<number> {
  const result = (await db.execute(sql.raw('select last_value as n from bloom_fuzz_writes'))) as unknown as {
    rows: { n: string }[];
  };
  return Number(result.rows[0]!.n);
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
    await installWriteCounter(t.database.db);
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
              // An earlier accepted case's usage record is written off its request's path.
              await t.app.usageWritten();
              const before = await writes(t.database.db);
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
                await t.app.usageWritten();
                if ((await writes(t.database.db)) !== before) problems.push(`${res.statusCode} but wrote for ${where}`);
              }
              return true;
            }),
            { numRuns: RUNS, endOnFailure: true },
          )
          .catch(() => undefined);
        const byStatus = [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ');
        figures.push(`${route.method} ${route.url}: ${cases} cases, ${serverErrors} 5xx (${byStatus})`);
      }
      console.log(`Bad input: ${routes.length} routes, ${RUNS} cases each\n${figures.join('\n')}`);
      expect(problems).toEqual([]);
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
