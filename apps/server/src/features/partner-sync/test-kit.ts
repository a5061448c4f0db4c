import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { syncConnections, syncRequests } from '../../db/schema/index.ts';
import type { TestApp, TestUser, TestUserFields } from '../../testing/test-app.ts';

/** The partner-sync calls as a signed-in user makes them, for the API tests. */
export function syncCalls(t: TestApp) {
  const as = (user: TestUser) => ({
    request: (partnerEmail: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/parent-sync/request',
        headers: user.headers,
        payload: { partnerEmail },
      }),
    respond: (requestId: unknown, status: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/parent-sync/respond',
        headers: user.headers,
        payload: { requestId, status },
      }),
    requests: () => t.app.inject({ url: '/api/parent-sync/requests', headers: user.headers }),
    connection: () => t.app.inject({ url: '/api/parent-sync/connection', headers: user.headers }),
    /** Ends the sync with `partnerId`, or all of hers without it. */
    remove: (partnerId?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/parent-sync/connection',
        query: partnerId === undefined ? {} : { partnerId },
        headers: user.headers,
      }),
    pause: (partnerId?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/parent-sync/connection/pause',
        query: partnerId === undefined ? {} : { partnerId },
        headers: user.headers,
      }),
    resume: (partnerId?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/parent-sync/connection/resume',
        query: partnerId === undefined ? {} : { partnerId },
        headers: user.headers,
      }),
    partnerData: () => t.app.inject({ url: '/api/parent-sync/partner-data', headers: user.headers }),
  });

  /** A partner who is not pregnant. */
  const partner = (fields: TestUserFields = {}) =>
    t.createUser({ isPregnant: false, firstName: 'Sam', lastName: 'Lee', ...fields });
  /** A pregnant user (week 20 unless told otherwise). */
  const mother = (fields: TestUserFields = {}) => t.createUser({ firstName: 'Maya', lastName: 'Lopez', ...fields });

  /** A partner synced with a pregnant user through the API: request, then approval. */
  async function synced(motherFields: TestUserFields = {}) {
    const follower = await partner();
    const pregnant = await mother(motherFields);
    const sent = await as(follower).request(pregnant.email);
    if (sent.statusCode !== 201) throw new Error(`request ${sent.statusCode}: ${sent.body}`);
    const approved = await as(pregnant).respond(sent.json().id, 'approved');
    if (approved.statusCode !== 200) throw new Error(`approve ${approved.statusCode}: ${approved.body}`);
    return { follower, pregnant };
  }

  /** One more partner who asks to follow `pregnant` and whom she approves. */
  async function follow(pregnant: TestUser, fields: TestUserFields = {}) {
    const follower = await partner(fields);
    const sent = await as(follower).request(pregnant.email);
    if (sent.statusCode !== 201) throw new Error(`request ${sent.statusCode}: ${sent.body}`);
    const approved = await as(pregnant).respond(sent.json().id, 'approved');
    if (approved.statusCode !== 200) throw new Error(`approve ${approved.statusCode}: ${approved.body}`);
    return follower;
  }

  return { as, partner, mother, synced, follow };
}

// Test data of the sync tables for other features' tests: only the owner writes them (decision 015).

export async function seedSyncRequests(db: Db, rows: (typeof syncRequests.$inferInsert)[]): Promise<void> {
  await db.insert(syncRequests).values(rows);
}

export async function seedSyncConnections(db: Db, rows: (typeof syncConnections.$inferInsert)[]): Promise<void> {
  await db.insert(syncConnections).values(rows);
}

/** Syncs each pair `pairs` selects (`parent_id, partner_id`), as approved (testing/seed-volume.ts). */
export const connectPairs = (pairs: SQL): SQL => sql`insert into sync_connections (parent_id, partner_id) ${pairs}`;
