import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
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

/** Who "Forgot password?" would write to: the account of this e-mail, approved or not. */
export async function findResetRecipient(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, isApproved: users.isApproved })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/**
 * The reset link of this token digest, with its account. Looked up by the digest alone, like a
 * session: the token is the credential.
 */
export async function findResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      email: users.email,
      firstName: users.firstName,
      isApproved: users.isApproved,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends the link and sets the new password in one transaction: the link is marked used only if
 * it still is unused and unexpired (so two requests racing with one link cannot both pass), and
 * her other links stop working with it. False when the link was no longer good.
 */
export async function spendResetToken(
  db: Db,
  link: { id: string; userId: string },
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.id, link.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, link.userId));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, link.userId), ne(passwordResetTokens.id, link.id)));
    return true;
  });
}
