// The administrators' reads and changes of accounts (User Management); features/admin calls them.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { profileColumns } from './profile.ts';

/** What the User Management table shows, plus what its week is derived from; nothing more is read. */
const rowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isPregnant: users.isPregnant,
  dueDate: users.dueDate,
  timeZone: users.timeZone,
  isApproved: users.isApproved,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};
export type UserRow = Awaited<ReturnType<typeof listUserRows>>[number];

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function userFilter(filter: Pick<AdminUsersQuery, 'q' | 'status'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  if (filter.status === 'approved') conditions.push(eq(users.isApproved, true));
  if (filter.status === 'pending') conditions.push(eq(users.isApproved, false));
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest accounts first (users_created_idx); the id breaks ties so pages never overlap. */
export function listUserRows(db: Db, filter: Pick<AdminUsersQuery, 'q' | 'status'>, limit: number, offset: number) {
  return db
    .select(rowColumns)
    .from(users)
    .where(userFilter(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countUsers(db: Db, filter: Pick<AdminUsersQuery, 'q' | 'status'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(userFilter(filter));
  return Number(row?.n ?? 0);
}

/**
 * A stamp that changes whenever the user list may have: a sign-up (count, newest created_at), a
 * removal (count), and any change of a listed field (every such write sets updated_at).
 */
export async function usersChangeStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      created: sql<string | null>`max(${users.createdAt})::text`,
      updated: sql<string | null>`max(${users.updatedAt})::text`,
    })
    .from(users);
  return `${Number(row?.n ?? 0)}|${row?.created ?? ''}|${row?.updated ?? ''}`;
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function approveUser(db: Db, userId: string) {
  await db.update(users).set({ isApproved: true, updatedAt: new Date() }).where(eq(users.id, userId));
}
