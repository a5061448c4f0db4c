// Rows in bulk, written by the database itself (generate_series), for the events-volume test and
// `npm run bench`: going through the API would take minutes (argon2id per account, one request
// per row) and measure the seeding rather than the reads.
import { EVENT_TYPES } from '@bloom/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointmentsVolume } from '../features/appointments/test-kit.ts';
import { calendarEntriesVolume } from '../features/calendar/test-kit.ts';
import { chatMessagesVolume, usageStatsVolume } from '../features/chat/test-kit.ts';
import { checklistItemsVolume } from '../features/checklists/test-kit.ts';
import { contractionsVolume } from '../features/contractions/test-kit.ts';
import { kickSessionsVolume } from '../features/kicks/test-kit.ts';
import { connectPairs } from '../features/partner-sync/test-kit.ts';
import { moodsVolume, seedFiveEach, symptomsVolume } from '../features/tracking/test-kit.ts';
import { weightsVolume } from '../features/weight/test-kit.ts';
import { parentAndPartnerUsers, volumeUsers } from '../platform/users/test-kit.ts';
import type { Volume } from './volume.ts';

type Rows = { rows: Record<string, unknown>[] };

/** Each event table's bulk statement, from its owner's test kit. */
const EVENT_VOLUMES = [
  chatMessagesVolume,
  calendarEntriesVolume,
  symptomsVolume,
  moodsVolume,
  appointmentsVolume,
  usageStatsVolume,
  kickSessionsVolume,
  contractionsVolume,
  checklistItemsVolume,
  weightsVolume,
];

/** How many tables seedEventVolume fills: one per event type (events-volume.test.ts checks the total). */
export const EVENT_TABLES = EVENT_TYPES.length;

/**
 * `users` approved pregnant accounts ('volume-{n}@example.com') and `perTable` rows in each of the
 * event tables (one per EVENT_TYPES entry), owners taken round-robin, spread over about a year.
 */
export async function seedEventVolume(db: Db, { users, perTable }: { users: number; perTable: number }): Promise<void> {
  await db.execute(volumeUsers(users));
  const owners = sql`(select array_agg(id order by email) as ids from users where email like 'volume-%')`;
  const volume: Volume = {
    owner: sql`o.ids[1 + (g % ${users})]`,
    each: sql`from ${owners} o, generate_series(1, ${perTable}) g`,
    when: (step) => sql`now() - g * interval '${sql.raw(step)}'`,
  };
  // One statement per event table, each its owner's (their test kits).
  for (const fill of EVENT_VOLUMES) await db.execute(fill(volume));
  // What autovacuum does after a bulk load; the planner needs the statistics to pick the indexes.
  await db.execute(sql`analyze`);
}

/**
 * `pairs` pregnant accounts, each with five symptoms and five moods, and `pairs` partners synced
 * to them one to one. Returns the partners' ids, in order.
 */
export async function seedPartnerPairs(db: Db, pairs: number): Promise<string[]> {
  await db.execute(parentAndPartnerUsers(pairs));
  await db.execute(
    connectPairs(sql`select p.id, q.id from users p join users q on q.email = 'partner-' || substr(p.email, 8)
      where p.email like 'parent-%'`),
  );
  await seedFiveEach(db, sql`(select id from users where email like 'parent-%') p`);
  await db.execute(sql`analyze`);
  const partners = (await db.execute(sql`
    select id from users where email like 'partner-%' order by length(email), email`)) as unknown as Rows;
  return partners.rows.map((r) => String(r.id));
}
