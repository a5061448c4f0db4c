import { ADMIN_PROTECTED_MESSAGE, type UserProfile } from '@bloom/contract';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { toUserProfile } from '../../platform/user-profile.ts';
import { approvedEmail } from './emails.ts';
import { approveUser, deleteUser, findUser, listUsers, writeAudit } from './repo.ts';

export async function allUsers(ctx: AppContext): Promise<UserProfile[]> {
  const now = new Date();
  return (await listUsers(ctx.database.db)).map((row) => toUserProfile(row, now));
}

async function manageableUser(ctx: AppContext, userId: string) {
  const user = await findUser(ctx.database.db, userId);
  if (!user) throw notFound('User not found');
  if (user.isAdmin) throw forbidden(ADMIN_PROTECTED_MESSAGE);
  return user;
}

export async function approve(ctx: AppContext, actorId: string, userId: string): Promise<void> {
  const user = await manageableUser(ctx, userId);
  if (user.isApproved) return;
  await approveUser(ctx.database.db, userId);
  await writeAudit(ctx.database.db, { actorId, action: 'user.approve', targetUserId: userId });
  await ctx.mailer.send(approvedEmail(user.email, user.firstName));
}

export async function remove(ctx: AppContext, actorId: string, userId: string): Promise<void> {
  await manageableUser(ctx, userId);
  // Revoke first so cached sessions on every instance end now, not when their cache entry ages out.
  await ctx.sessions.revokeAllForUser(userId);
  await deleteUser(ctx.database.db, userId);
  await writeAudit(ctx.database.db, { actorId, action: 'user.remove', targetUserId: userId });
}
