import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { profileColumns } from '../../platform/user-profile.ts';

export function listUsers(db: Db) {
  return db.select(profileColumns).from(users).orderBy(desc(users.createdAt));
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function approveUser(db: Db, userId: string) {
  await db.update(users).set({ isApproved: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Deleting the user cascades to everything they own, sessions included. */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

export async function writeAudit(
  db: Db,
  entry: { actorId: string; action: string; targetUserId?: string; details?: Record<string, unknown> },
) {
  await db.insert(auditLog).values(entry);
}
