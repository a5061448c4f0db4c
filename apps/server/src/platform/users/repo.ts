import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
import { profileColumns, type ProfileRow } from './profile.ts';

/*
 * The users table (owner: platform/users, db/owners.ts). Every feature reads and changes a user's
 * row through these functions; a statement that needs a name beside its own rows takes one of the
 * SQL fragments at the end, so the page stays one statement.
 */

const profileQuery = preparedPerDb((db) =>
  db
    .select(profileColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile'),
);

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await profileQuery(db).execute({ userId });
  return row;
}

export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'isPregnant' | 'dueDate' | 'babyGender' | 'timeZone' | 'homeZip' | 'providerPhone'
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

export async function findCredentials(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string, at = new Date()) {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}

/** True when she is an administrator and no other approved administrator exists. */
export async function isLastAdmin(db: Db, userId: string): Promise<boolean> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isApproved, true)));
  return admins.some((a) => a.id === userId) && !admins.some((a) => a.id !== userId);
}

/** Her address and role, read inside the deletion's transaction. */
export async function findForDeletion(tx: Db, userId: string) {
  const [me] = await tx
    .select({ email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return me;
}

/**
 * Every approved administrator's id, their rows locked in one order (no deadlock between two
 * leaving at once): the one who waits then sees the other gone.
 */
export async function lockAdmins(tx: Db): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isApproved, true)))
    .orderBy(asc(users.id))
    .for('update');
  return admins.map((a) => a.id);
}

/** Her row; everything with a foreign key to it goes by ON DELETE CASCADE. */
export async function deleteUserRow(tx: Db, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

/** The account part of her export. */
export async function exportAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ bonusTokens: users.bonusTokens, updatedAt: users.updatedAt, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Fragments for another owner's statement: a correlated primary-key read per row of its page.

type UserColumns = (typeof users)['_']['columns'];

/** One field of the user with this id, decoded as its column (null when there is none). */
export function userField<K extends keyof UserColumns>(
  id: SQL | AnyPgColumn | string,
  field: K,
): SQL<UserColumns[K]['_']['data'] | null> {
  const column = users[field] as AnyPgColumn;
  const field_ = sql`(select ${sql.identifier(column.name)} from ${users} where ${users.id} = ${id})`;
  return field_.mapWith(column) as SQL<UserColumns[K]['_']['data'] | null>;
}

/** 'First Last' of the user with this id, or null when there is none (the admin's lists). */
export function userNameOf(id: SQL | AnyPgColumn | string): SQL<string | null> {
  return sql<
    string | null
  >`(select ${sql.identifier(users.firstName.name)} || ' ' || ${sql.identifier(users.lastName.name)} from ${users} where ${users.id} = ${id})`;
}

/** The IANA zone her days are counted in. */
export async function findTimeZone(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.timeZone;
}

/** The ZIP code she saved in her profile, if any. */
export async function homeZipOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ homeZip: users.homeZip }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.homeZip ?? null;
}

/** Three columns for the admin's cards: total_users, users_today (since `todayStart`), pending_approval. */
export function userTotalsColumns(todayStart: Date): SQL {
  return sql`(select count(*) from ${users}) as total_users,
    (select count(*) from ${users} where ${users.createdAt} >= ${todayStart.toISOString()}::timestamptz) as users_today,
    (select count(*) from ${users} where not ${users.isAdmin} and not ${users.isApproved}) as pending_approval`;
}

/** Who she is, for the partner-sync rules: her e-mail, name and whether she is pregnant. */
export async function findPerson(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, isPregnant: users.isPregnant })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The id of the account with this (lower-cased) e-mail, if any; nothing else about it. */
export async function accountIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** Locks her row against deletion and key changes until the transaction ends (to take turns). */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

const pregnancyQuery = preparedPerDb((db) =>
  db
    .select({
      firstName: users.firstName,
      isPregnant: users.isPregnant,
      dueDate: users.dueDate,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_pregnancy'),
);

/** Her first name and what her week is derived from (the partner view). */
export async function findPregnancy(db: Db, userId: string) {
  const [row] = await pregnancyQuery(db).execute({ userId });
  return row;
}

// ---------------------------------------------------------------------------------------------
// Accounts: sign-up, sign-in, the first administrator, password reset

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

// ---------------------------------------------------------------------------------------------
// The chat's facts about her: her provider's phone, her bonus tokens (spent and granted in the caller's transaction)

/** Her provider's phone from her profile, for the buttons of call cards in her history. */
export async function readProviderPhone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ providerPhone: users.providerPhone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.providerPhone ?? null;
}

/** Spends one bonus token if she has one: a single conditional UPDATE, so a token is never spent twice. */
export async function takeBonusToken(tx: Db, userId: string): Promise<boolean> {
  const taken = await tx
    .update(users)
    .set({ bonusTokens: sql`${users.bonusTokens} - 1` })
    .where(and(eq(users.id, userId), gt(users.bonusTokens, 0)))
    .returning({ bonusTokens: users.bonusTokens });
  return taken.length === 1;
}

export async function addBonusTokens(tx: Db, userId: string, tokens: number): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ bonusTokens: sql`${users.bonusTokens} + ${tokens}` })
    .where(eq(users.id, userId))
    .returning({ bonusTokens: users.bonusTokens });
  return row?.bonusTokens ?? 0;
}
