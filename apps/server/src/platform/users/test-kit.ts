// Test data of the users table for tests and other test kits (not part of the server): only its
// owner writes it (decision 015), so test-app.ts and the seeds call these.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { insertUser, type NewUser } from './repo.ts';

/** Inserts one user row as given (approved or not, as the fields say); its id. */
export async function seedUser(db: Db, fields: NewUser): Promise<string> {
  const row = await insertUser(db, fields);
  if (!row) throw new Error(`a user with the e-mail ${fields.email} exists already`);
  return row.id;
}

export async function bonusTokensOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: users.bonusTokens }).from(users).where(eq(users.id, userId));
  return row!.n;
}

export async function setBonusTokens(db: Db, userId: string, tokens: number): Promise<void> {
  await db.update(users).set({ bonusTokens: tokens }).where(eq(users.id, userId));
}

/** `count` approved pregnant accounts 'volume-{n}@example.com' (testing/seed-volume.ts). */
export const volumeUsers = (count: number): SQL => sql`
    insert into users (email, password_hash, first_name, last_name, gender, is_pregnant, is_approved, created_at)
    select 'volume-' || g || '@example.com', 'not-a-real-hash', 'Volume', 'User ' || g, 'female', true, true,
      now() - g * interval '1 hour'
    from generate_series(1, ${count}) g`;

/** `pairs` pregnant accounts 'parent-{n}@…' and as many partners 'partner-{n}@…' (testing/seed-volume.ts). */
export const parentAndPartnerUsers = (pairs: number): SQL => sql`
    insert into users (email, password_hash, first_name, last_name, gender, is_pregnant, due_date, is_approved)
    select 'parent-' || g || '@example.com', 'not-a-real-hash', 'Parent', 'User ' || g, 'female', true,
      current_date + (14 + g % 250), true
    from generate_series(1, ${pairs}) g
    union all
    select 'partner-' || g || '@example.com', 'not-a-real-hash', 'Partner', 'User ' || g, 'male', false, null, true
    from generate_series(1, ${pairs}) g`;
