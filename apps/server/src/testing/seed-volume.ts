// Rows in bulk, written by the database itself (generate_series), for the events-volume test and
// `npm run bench`: going through the API would take minutes (argon2id per account, one request
// per row) and measure the seeding rather than the reads.
import { EVENT_TYPES } from '@bloom/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Rows = { rows: Record<string, unknown>[] };

/** How many tables seedEventVolume fills: one per event type (events-volume.test.ts checks the total). */
export const EVENT_TABLES = EVENT_TYPES.length;

/**
 * `users` approved pregnant accounts ('volume-{n}@example.com') and `perTable` rows in each of the
 * event tables (one per EVENT_TYPES entry), owners taken round-robin, spread over about a year.
 */
export async function seedEventVolume(db: Db, { users, perTable }: { users: number; perTable: number }): Promise<void> {
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, gender, is_pregnant, is_approved, created_at)
    select 'volume-' || g || '@example.com', 'not-a-real-hash', 'Volume', 'User ' || g, 'female', true, true,
      now() - g * interval '1 hour'
    from generate_series(1, ${users}) g`);
  const owners = sql`(select array_agg(id order by email) as ids from users where email like 'volume-%')`;
  const owner = sql`o.ids[1 + (g % ${users})]`;
  const when = (step: string) => sql`now() - g * interval '${sql.raw(step)}'`;
  const each = sql`from ${owners} o, generate_series(1, ${perTable}) g`;
  await db.execute(sql`insert into chat_messages (user_id, message, is_from_user, timestamp)
    select ${owner}, 'Volume message number ' || g || ' about eating well in the second trimester', g % 2 = 0,
      ${when('1811 seconds')} ${each}`);
  await db.execute(sql`insert into calendar_entries (user_id, date, type, title, created_at)
    select ${owner}, current_date, 'note', 'Note ' || g, ${when('1812 seconds')} ${each}`);
  await db.execute(sql`insert into symptoms (user_id, name, severity, logged_at)
    select ${owner}, 'Nausea', 1 + g % 5, ${when('1813 seconds')} ${each}`);
  await db.execute(sql`insert into moods (user_id, mood, energy, logged_at)
    select ${owner}, 'Happy', 1 + g % 5, ${when('1814 seconds')} ${each}`);
  await db.execute(sql`insert into appointments (user_id, title, type, date_time, created_at)
    select ${owner}, 'Check-up', 'Prenatal visit', now() + interval '7 days', ${when('1815 seconds')} ${each}`);
  await db.execute(sql`insert into usage_stats (user_id, feature_type, duration_seconds, timestamp)
    select ${owner}, 'text_chat', g % 600, ${when('1816 seconds')} ${each}`);
  await db.execute(sql`insert into kick_sessions (user_id, started_at, ended_at, kicks, tenth_kick_at)
    select ${owner}, ${when('1817 seconds')}, ${when('1817 seconds')} + interval '30 minutes', 12,
      ${when('1817 seconds')} + interval '20 minutes' ${each}`);
  await db.execute(sql`insert into contractions (user_id, started_at, ended_at)
    select ${owner}, ${when('1818 seconds')}, ${when('1818 seconds')} + interval '62 seconds' ${each}`);
  await db.execute(sql`insert into checklist_items (user_id, list, text, created_at)
    select ${owner}, 'hospital-bag', 'Item ' || g, ${when('1819 seconds')} ${each}`);
  // A date of its own for each row (one weight per user and date).
  await db.execute(sql`insert into weights (user_id, date, weight_kg, created_at)
    select ${owner}, current_date - g, 60 + g % 30, ${when('1820 seconds')} ${each}`);
  // What autovacuum does after a bulk load; the planner needs the statistics to pick the indexes.
  await db.execute(sql`analyze`);
}

/**
 * `pairs` pregnant accounts, each with five symptoms and five moods, and `pairs` partners synced
 * to them one to one. Returns the partners' ids, in order.
 */
export async function seedPartnerPairs(db: Db, pairs: number): Promise<string[]> {
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, gender, is_pregnant, due_date, is_approved)
    select 'parent-' || g || '@example.com', 'not-a-real-hash', 'Parent', 'User ' || g, 'female', true,
      current_date + (14 + g % 250), true
    from generate_series(1, ${pairs}) g
    union all
    select 'partner-' || g || '@example.com', 'not-a-real-hash', 'Partner', 'User ' || g, 'male', false, null, true
    from generate_series(1, ${pairs}) g`);
  const pairOf = sql`users p join users q on q.email = 'partner-' || substr(p.email, 8)`;
  await db.execute(sql`insert into sync_connections (parent_id, partner_id)
    select p.id, q.id from ${pairOf} where p.email like 'parent-%'`);
  const parents = sql`from users p, generate_series(1, 5) g where p.email like 'parent-%'`;
  await db.execute(sql`insert into symptoms (user_id, name, severity, logged_at)
    select p.id, 'Back pain', g, now() - g * interval '5 hours' ${parents}`);
  await db.execute(sql`insert into moods (user_id, mood, energy, logged_at)
    select p.id, 'Calm', g, now() - g * interval '7 hours' ${parents}`);
  await db.execute(sql`analyze`);
  const partners = (await db.execute(sql`
    select id from users where email like 'partner-%' order by length(email), email`)) as unknown as Rows;
  return partners.rows.map((r) => String(r.id));
}
