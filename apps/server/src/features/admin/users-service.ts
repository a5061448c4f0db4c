import { createHash } from 'node:crypto';
import {
  ADMIN_PROTECTED_MESSAGE,
  RESET_NEEDS_APPROVAL_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserRow,
  type AdminUsersQuery,
} from '@bloom/contract';
import { currentWeek } from '@bloom/pregnancy';
import type { AppContext } from '../../platform/context.ts';
import { sendPasswordResetLink } from '../../platform/auth/password-reset.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { toUserProfile } from '../../platform/users/profile.ts';
import { recordAction, recordRead } from './audit.ts';
import { approvedEmail } from './emails.ts';
import { offsetOf, pageOf } from './paging.ts';
import {
  approveUser,
  countUsers,
  findUser,
  listUserRows,
  usersChangeStamp,
  type UserRow,
} from '../../platform/users/admin.ts';
import type { EventSources } from './events-sources.ts';
import { deleteUser, recordCounts } from './users-repo.ts';

import type { Db } from '../../db/client.ts';

/**
 * Every UTC offset is a multiple of 15 minutes, so someone's midnight (when her derived week may
 * change) falls on a quarter hour: a new quarter hour gives a new ETag and a fresh read.
 */
const WEEK_REFRESH_MS = 15 * 60_000;

const toRow = (row: UserRow, now: Date): AdminUserRow => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  isPregnant: row.isPregnant,
  pregnancyWeeks: currentWeek(row, now, row.timeZone),
  isApproved: row.isApproved,
  isAdmin: row.isAdmin,
  createdAt: row.createdAt.toISOString(),
});

function etagOf(stamp: string, query: AdminUsersQuery, now: Date): string {
  const key = JSON.stringify([
    stamp,
    query.q,
    query.status,
    query.page,
    query.pageSize,
    Math.floor(now.getTime() / WEEK_REFRESH_MS),
  ]);
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match holds a list of tags, weak or strong, or `*`; any match means she has this page. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * The User Management page, polled every 5 seconds. The cheap change stamp is read first: when
 * her copy is current (If-None-Match), no user row is read and nothing is audited (`page` null).
 */
export async function usersPage(
  db: Db,
  actorId: string,
  query: AdminUsersQuery,
  ifNoneMatch: string | undefined,
  now = new Date(),
): Promise<{ etag: string; page: AdminUserPage | null }> {
  const etag = etagOf(await usersChangeStamp(db), query, now);
  if (matches(ifNoneMatch, etag)) return { etag, page: null };
  const [rows, total] = await Promise.all([
    listUserRows(db, query, query.pageSize, offsetOf(query)),
    countUsers(db, query),
  ]);
  await recordRead(db, actorId, 'users', { rows: rows.length, query });
  return {
    etag,
    page: pageOf(
      rows.map((row) => toRow(row, now)),
      total,
      query,
    ),
  };
}

export async function userDetail(
  db: Db,
  sources: EventSources,
  actorId: string,
  userId: string,
  now = new Date(),
): Promise<AdminUserDetail> {
  const row = await findUser(db, userId);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  const counts = await recordCounts(db, sources, userId);
  await recordRead(db, actorId, 'user', { targetUserId: userId, rows: 1 });
  return { user: toUserProfile(row, now), counts };
}

async function manageableUser(db: Db, userId: string) {
  const user = await findUser(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
  if (user.isAdmin) throw forbidden(ADMIN_PROTECTED_MESSAGE);
  return user;
}

export async function approve(ctx: AppContext, actorId: string, userId: string): Promise<void> {
  const db = ctx.database.db;
  const user = await manageableUser(db, userId);
  if (user.isApproved) return;
  await approveUser(db, userId);
  await recordAction(db, { actorId, action: 'user.approve', targetUserId: userId });
  await ctx.mailer.send(approvedEmail(user.email, user.firstName, ctx.config.publicUrl));
}

export async function remove(ctx: AppContext, actorId: string, userId: string): Promise<void> {
  const db = ctx.database.db;
  const user = await manageableUser(db, userId);
  // Revoke first so cached sessions on every instance end now, not when their cache entry ages out.
  await ctx.sessions.revokeAllForUser(userId);
  await deleteUser(db, ctx.personalData, userId, user.email);
  // Her partner's view of her ends with her account.
  await ctx.pollCaches.changed(userId);
  await recordAction(db, { actorId, action: 'user.remove', targetUserId: userId });
}

/**
 * Sends her the same one-time reset link "Forgot password?" sends, to her own address only, so
 * an administrator helps her back in without ever knowing or setting her password. Works for any
 * approved account (an administrator's too: the link still goes to its owner); a pending account
 * cannot sign in yet, so it is refused. Audited.
 */
export async function sendPasswordReset(ctx: AppContext, actorId: string, userId: string): Promise<void> {
  const db = ctx.database.db;
  const user = await findUser(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
  if (!user.isApproved) throw badRequest(RESET_NEEDS_APPROVAL_MESSAGE);
  await sendPasswordResetLink(ctx, user);
  await recordAction(db, { actorId, action: 'user.password_reset_sent', targetUserId: userId });
}
