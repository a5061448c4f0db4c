// PostgreSQL only (POSTGRES_ONLY in vitest.config.ts): the plans are the production database's.
// How fast the first page answers at this volume is a quality bar measured by `npm run bench`
// (< 200 ms), not with a clock here; this test shows why it holds: the page's plan reads each
// source through an index and stops at the page, so it does not grow with the tables.
import { ADMIN_PAGE_SIZE_MAX, EVENT_TYPES } from '@bloom/contract';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEventVolume } from '../../testing/seed-volume.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { EVENT_SOURCES, mergedEventsQuery } from '../../testing/personal-data.ts';

const USERS = 200;
/** Per table; seven tables make 119,000 events. */
const PER_TABLE = 17_000;
const SEED_TIMEOUT_MS = 180_000;
const EVENT_TABLES: string[] = EVENT_TYPES.map((type) => getTableName(EVENT_SOURCES[type].table)).sort();

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

describe('merged events at volume: 100,000+ events of ~200 users', () => {
  let t: TestApp;
  let admin: TestUser;
  let someUserId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false });
    await seedEventVolume(t.database.db, { users: USERS, perTable: PER_TABLE });
    const result = (await t.database.db.execute(
      sql`select id from users where email = 'volume-7@example.com'`,
    )) as unknown as {
      rows: { id: string }[];
    };
    someUserId = result.rows[0]!.id;
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  /** Every node that reads rows of an event table, as the executed plan reports it. */
  async function eventTableScans(query: SQL): Promise<PlanNode[]> {
    const result = (await t.database.db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
    };
    const nodes: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      if (node['Relation Name'] && EVENT_TABLES.includes(node['Relation Name'])) nodes.push(node);
      node.Plans?.forEach(walk);
    };
    walk(result.rows[0]!['QUERY PLAN'][0].Plan);
    return nodes;
  }

  it('holds the seeded volume and answers both first pages in full', async () => {
    const all = await t.app.inject({ url: '/api/admin/events', headers: admin.headers });
    expect(all.json()).toMatchObject({ total: EVENT_TYPES.length * PER_TABLE, page: 1, pageSize: ADMIN_PAGE_SIZE_MAX });
    expect(all.json().items).toHaveLength(ADMIN_PAGE_SIZE_MAX);
    const one = await t.app.inject({ url: `/api/admin/events?userId=${someUserId}`, headers: admin.headers });
    expect(one.json().items).toHaveLength(ADMIN_PAGE_SIZE_MAX);
    expect(one.json().items.every((e: { userId: string }) => e.userId === someUserId)).toBe(true);
  });

  it('reads everyone’s first page newest first through each time index, no more rows than the page', async () => {
    const scans = await eventTableScans(mergedEventsQuery({}, ADMIN_PAGE_SIZE_MAX, 0));
    expect(scans.map((s) => s['Relation Name']).sort()).toEqual(EVENT_TABLES);
    for (const scan of scans) {
      expect(scan['Node Type'], scan['Relation Name']).toMatch(/^Index (Only )?Scan$/);
      expect(scan['Actual Rows'], scan['Relation Name']).toBeLessThanOrEqual(ADMIN_PAGE_SIZE_MAX);
    }
  });

  it('reads one user’s first page through the per-user indexes, never a whole table', async () => {
    const scans = await eventTableScans(mergedEventsQuery({ userId: someUserId }, ADMIN_PAGE_SIZE_MAX, 0));
    expect(scans.map((s) => s['Relation Name']).sort()).toEqual(EVENT_TABLES);
    for (const scan of scans) {
      expect(scan['Node Type'], scan['Relation Name']).toMatch(/^(Index (Only )?Scan|Bitmap Heap Scan)$/);
      // Her rows in that table (85 of the 17,000), or the page when the index stops there.
      expect(scan['Actual Rows'], scan['Relation Name']).toBeLessThanOrEqual(Math.ceil(PER_TABLE / USERS));
    }
  });
});
