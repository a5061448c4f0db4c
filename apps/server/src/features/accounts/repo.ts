import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { profileColumns, type ProfileRow } from '../../platform/user-profile.ts';

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, user: NewUser): Promise<ProfileRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning(profileColumns);
  return row;
}

export async function findCredentialsByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ ...profileColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function findAnyAdmin(db: Db) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return row;
}

export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isAdmin: true, isApproved: true, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return rows.length > 0;
}
