import { and, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { syncConnections, syncRequests } from '../../db/schema/index.ts';
import type { PartnerListQuery, PartnerListRows } from '../../platform/personal-data.ts';
import { lockUser, userField } from '../../platform/users/repo.ts';

/*
 * Every function takes the signed-in user's id first and scopes by it. Two tables name people
 * differently: in sync_requests `partner_id` is the person addressed (the pregnant user); in
 * sync_connections `parent_id` is the pregnant user and `partner_id` the partner who follows her.
 *
 * A request keeps the address the requester typed (`partner_email`). When it has no account,
 * `partner_id` stays null: the requester sees it pending exactly like any other (no account
 * enumeration), and whoever later has an account with that address claims it (`claimAddressed`)
 * when she reads or answers her requests.
 */

/** Runs `fn` in one transaction; anything it throws rolls every step back. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

/** Whether she follows someone (is the partner side of a sync). */
export async function followsSomeone(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: syncConnections.id })
    .from(syncConnections)
    .where(eq(syncConnections.partnerId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Her new request replaces any of hers still waiting (one open request at a time), in one
 * transaction. `addresseeId` is the account with `email`, or null while there is none.
 */
export function replaceOpenRequest(db: Db, userId: string, addresseeId: string | null, email: string) {
  return inTransaction(db, async (tx) => {
    await tx.delete(syncRequests).where(and(eq(syncRequests.requesterId, userId), eq(syncRequests.status, 'pending')));
    const [row] = await tx
      .insert(syncRequests)
      .values({ requesterId: userId, partnerId: addresseeId, partnerEmail: email })
      .returning({ id: syncRequests.id, status: syncRequests.status, requestedAt: syncRequests.requestedAt });
    return row!;
  });
}

/** Waiting requests sent to her address before she had an account become hers. */
export async function claimAddressed(db: Db, userId: string, email: string) {
  await db
    .update(syncRequests)
    .set({ partnerId: userId })
    .where(
      and(
        isNull(syncRequests.partnerId),
        eq(syncRequests.partnerEmail, email.toLowerCase()),
        eq(syncRequests.status, 'pending'),
        ne(syncRequests.requesterId, userId),
      ),
    );
}

const incomingColumns = {
  id: syncRequests.id,
  status: syncRequests.status,
  requesterId: syncRequests.requesterId,
  partnerId: syncRequests.partnerId,
  // Both have an account: the request is addressed (partner_id set), and rows go with either account.
  requesterFirstName: sql<string>`${userField(syncRequests.requesterId, 'firstName')}`,
  requesterLastName: sql<string>`${userField(syncRequests.requesterId, 'lastName')}`,
  requesterEmail: sql<string>`${userField(syncRequests.requesterId, 'email')}`,
  partnerFirstName: sql<string>`${userField(syncRequests.partnerId, 'firstName')}`,
  partnerLastName: sql<string>`${userField(syncRequests.partnerId, 'lastName')}`,
  partnerEmail: sql<string>`${userField(syncRequests.partnerId, 'email')}`,
  requestedAt: syncRequests.requestedAt,
};
export type IncomingRow = Awaited<ReturnType<typeof listIncoming>>[number];

/** Requests addressed to her that wait for an answer, newest first (never her own unaddressed ones). */
export function listIncoming(db: Db, userId: string) {
  return db
    .select(incomingColumns)
    .from(syncRequests)
    .where(
      and(eq(syncRequests.partnerId, userId), ne(syncRequests.requesterId, userId), eq(syncRequests.status, 'pending')),
    )
    .orderBy(desc(syncRequests.requestedAt));
}

/** One request addressed to her, whatever its status (to answer with it). */
export function findIncoming(db: Db, userId: string, requestId: string) {
  return db
    .select(incomingColumns)
    .from(syncRequests)
    .where(
      and(eq(syncRequests.id, requestId), eq(syncRequests.partnerId, userId), ne(syncRequests.requesterId, userId)),
    )
    .limit(1);
}

/** The latest request she sent, of any status; the addressee is deliberately not read. */
export async function latestOutgoing(db: Db, userId: string) {
  const [row] = await db
    .select({ id: syncRequests.id, status: syncRequests.status, requestedAt: syncRequests.requestedAt })
    .from(syncRequests)
    .where(eq(syncRequests.requesterId, userId))
    .orderBy(desc(syncRequests.requestedAt))
    .limit(1);
  return row;
}

/**
 * Takes the requester's turn: answers to requests from the same person wait for each other, so
 * two approvals at once (two pregnant users, or one answering twice) cannot both connect, and
 * never deadlock over each other's request rows. The row is only locked, not read.
 */
export async function lockRequester(tx: Db, userId: string, requestId: string): Promise<boolean> {
  const [row] = await tx
    .select({ requesterId: syncRequests.requesterId })
    .from(syncRequests)
    .where(
      and(eq(syncRequests.id, requestId), eq(syncRequests.partnerId, userId), ne(syncRequests.requesterId, userId)),
    )
    .limit(1);
  if (!row) return false;
  await lockUser(tx, row.requesterId);
  return true;
}

/** A request addressed to her, locked for the answer; undefined for any other request. */
export async function lockIncoming(tx: Db, userId: string, requestId: string) {
  const [row] = await tx
    .select({ id: syncRequests.id, status: syncRequests.status, requesterId: syncRequests.requesterId })
    .from(syncRequests)
    .where(
      and(eq(syncRequests.id, requestId), eq(syncRequests.partnerId, userId), ne(syncRequests.requesterId, userId)),
    )
    .for('update');
  return row;
}

export async function answerRequest(tx: Db, userId: string, requestId: string, status: 'approved' | 'rejected') {
  await tx
    .update(syncRequests)
    .set({ status, respondedAt: new Date() })
    .where(and(eq(syncRequests.id, requestId), eq(syncRequests.partnerId, userId)));
}

/**
 * Starts the sync she approved: she is the parent, the requester follows her. False when the
 * requester already follows someone (the unique index on partner_id keeps one per partner).
 */
export async function connect(tx: Db, parentId: string, partnerId: string): Promise<boolean> {
  const rows = await tx
    .insert(syncConnections)
    .values({ parentId, partnerId })
    .onConflictDoNothing({ target: syncConnections.partnerId })
    .returning({ id: syncConnections.id });
  return rows.length === 1;
}

/** The requester's other open requests end once she follows someone. */
export async function dropOpenRequestsOf(tx: Db, requesterId: string) {
  await tx
    .delete(syncRequests)
    .where(and(eq(syncRequests.requesterId, requesterId), eq(syncRequests.status, 'pending')));
}

/** The other person of a sync, as seen from `userId`'s side. */
const otherOf = (userId: string) =>
  sql`case when ${syncConnections.parentId} = ${userId} then ${syncConnections.partnerId} else ${syncConnections.parentId} end`;

/** Her syncs with the other person's id, name and e-mail, newest first. */
export function listConnections(db: Db, userId: string) {
  return db
    .select({
      parentId: syncConnections.parentId,
      otherId: sql<string>`${otherOf(userId)}`,
      pausedAt: syncConnections.pausedAt,
      // Both people of a sync have an account: its row goes with either one.
      otherFirstName: sql<string>`${userField(otherOf(userId), 'firstName')}`,
      otherLastName: sql<string>`${userField(otherOf(userId), 'lastName')}`,
      otherEmail: sql<string>`${userField(otherOf(userId), 'email')}`,
      connectedAt: syncConnections.connectedAt,
    })
    .from(syncConnections)
    .where(or(eq(syncConnections.parentId, userId), eq(syncConnections.partnerId, userId)))
    .orderBy(desc(syncConnections.connectedAt));
}

const hers = (userId: string) => or(eq(syncConnections.parentId, userId), eq(syncConnections.partnerId, userId));

/**
 * Ends her sync with `otherId` (either side), or every sync she is in when it is undefined.
 * The number of syncs ended.
 */
export async function deleteSyncs(db: Db, userId: string, otherId: string | undefined): Promise<number> {
  const rows = await db
    .delete(syncConnections)
    .where(otherId === undefined ? hers(userId) : and(hers(userId), eq(otherOf(userId), otherId)))
    .returning({ id: syncConnections.id });
  return rows.length;
}

/**
 * Pauses (keeping the first pause's time) or resumes sharing her data with the partner
 * `partnerId`, or with every partner who follows her when it is undefined. Only syncs where she
 * is the parent: a partner cannot pause what he reads. The number of syncs it applies to.
 */
export async function setSharingPaused(
  db: Db,
  userId: string,
  partnerId: string | undefined,
  paused: boolean,
): Promise<number> {
  const rows = await db
    .update(syncConnections)
    .set({ pausedAt: paused ? sql`coalesce(${syncConnections.pausedAt}, now())` : null })
    .where(
      and(
        eq(syncConnections.parentId, userId),
        partnerId === undefined ? undefined : eq(syncConnections.partnerId, partnerId),
      ),
    )
    .returning({ id: syncConnections.id });
  return rows.length;
}

// -------------------------------------------------------------------------------------------
// The partner view: each read reaches the pregnant user's rows only through the sync the
// signed-in partner follows (sync_connections.partner_id = his id), read-only, and none while
// she has paused it: a pause that lands between two of them still shows nothing new. The lists
// are read by their owners (the personal-data registry), scoped by `followedBy`.

const followedConnectionQuery = preparedPerDb((db) =>
  db
    .select({ parentId: syncConnections.parentId, pausedAt: syncConnections.pausedAt })
    .from(syncConnections)
    .where(eq(syncConnections.partnerId, sql.placeholder('userId')))
    .limit(1)
    .prepare('partner_connection'),
);

/** The sync he follows: her id and whether she paused sharing. */
export async function followedConnection(db: Db, userId: string) {
  const [row] = await followedConnectionQuery(db).execute({ userId });
  return row;
}

/** The id of the pregnant user `partnerId` follows while sharing is on; null when paused or not synced. */
export const followedBy = (partnerId: string | SQL): SQL =>
  sql`(select ${sql.identifier(syncConnections.parentId.name)} from ${syncConnections}
    where ${sql.identifier(syncConnections.partnerId.name)} = ${partnerId}
      and ${sql.identifier(syncConnections.pausedAt.name)} is null)`;

// The partner views asked for in one turn of the event loop are read together (decision 018):
// the partners as a table `asked(i, partner)`, each statement one row (or one list) per partner.
const askedPartner = sql`asked.partner`;
const askedIndex = sql<number>`asked.i`;
const askedPartners = (partnerIds: string[]) =>
  sql`(values ${sql.join(
    partnerIds.map((id, i) => sql`(${i}::int, ${id}::uuid)`),
    sql`, `,
  )}) as asked(i, partner)`;

/**
 * For each partner, in order: the sync he follows (her id, whether she paused it) and what his
 * view shows of her profile (her name and what her week is derived from), or undefined when he
 * follows no one.
 */
export async function followedPregnancies(db: Db, partnerIds: string[]) {
  const parent = syncConnections.parentId;
  const rows = await db
    .select({
      i: askedIndex,
      parentId: parent,
      pausedAt: syncConnections.pausedAt,
      firstName: userField(parent, 'firstName'),
      isPregnant: userField(parent, 'isPregnant'),
      dueDate: userField(parent, 'dueDate'),
      timeZone: userField(parent, 'timeZone'),
    })
    .from(askedPartners(partnerIds))
    .innerJoin(syncConnections, eq(syncConnections.partnerId, askedPartner));
  const found = partnerIds.map((): Omit<(typeof rows)[number], 'i'> | undefined => undefined);
  for (const { i, ...row } of rows) found[i] = row;
  return found;
}

/**
 * `list(her)` for each partner in one statement: the list is joined laterally to every partner,
 * `her` being the user he follows while sharing is on (null otherwise, so no rows).
 */
export async function partnerLists<Row>(
  db: Db,
  partnerIds: string[],
  list: (her: SQL) => PartnerListQuery<Row>,
): Promise<PartnerListRows<Row>[]> {
  const her = followedBy(askedPartner);
  const query = list(her);
  const listed = query.as('listed') as Record<string, unknown>;
  const row = Object.fromEntries(Object.keys(query._.selectedFields).map((key) => [key, listed[key]]));
  // A lateral subquery runs once per partner as a nested loop, so each partner's rows come in
  // the list's own order (no outer sort, which would not keep it).
  const found = (await db
    .select({ i: askedIndex, followed: sql<boolean>`(${her}) is not null`, row } as never)
    .from(askedPartners(partnerIds))
    .leftJoinLateral(listed as never, sql`true`)) as unknown as { i: number; followed: boolean; row: Row | null }[];
  const lists = partnerIds.map((): PartnerListRows<Row> => ({ followed: false, rows: [] }));
  for (const { i, followed, row: item } of found) {
    lists[i]!.followed = followed;
    if (item) lists[i]!.rows.push(item);
  }
  return lists;
}
