import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { profileColumns, type ProfileRow } from '../../platform/user-profile.ts';

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'isPregnant' | 'dueDate' | 'babyGender' | 'timeZone' | 'homeZip'
  >
>;

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return row;
}
