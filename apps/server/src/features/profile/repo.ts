import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentColumns, calendarEntryColumns, moodColumns, symptomColumns } from '../../db/columns.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import {
  appointments,
  auditLog,
  calendarEntries,
  chatAllowances,
  chatIssuedReplies,
  chatMessages,
  foodChecks,
  mailOutbox,
  moods,
  promoRedemptions,
  providers,
  sessions,
  symptoms,
  syncConnections,
  syncRequests,
  usageStats,
  users,
} from '../../db/schema/index.ts';
import { profileColumns, type ProfileRow } from '../../platform/user-profile.ts';

// Her records in the export: the columns her own lists read (db/columns.ts), less the owner id:
// everything in the export is hers.
const { userId: _symptomOwner, ...symptomExport } = symptomColumns;
const { userId: _moodOwner, ...moodExport } = moodColumns;
const { userId: _entryOwner, ...calendarEntryExport } = calendarEntryColumns;
const { userId: _appointmentOwner, providerIsSample: _sample, ...appointmentExport } = appointmentColumns;

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

// ---------------------------------------------------------------------------------------------
// Password and account

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

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Her sessions other than the one making the request (to end them after a password change). */
export async function otherSessionIds(db: Db, userId: string, keepSessionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  return rows.map((r) => r.id);
}

/** True when she is an administrator and no other approved administrator exists. */
export async function isLastAdmin(db: Db, userId: string): Promise<boolean> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isApproved, true)));
  return admins.some((a) => a.id === userId) && !admins.some((a) => a.id !== userId);
}

export type DeleteOutcome = 'deleted' | 'last-admin' | 'missing';

/**
 * Deletes her account and everything that refers to her, in one transaction:
 * - every row with a foreign key to her (sessions, tracking, calendar, appointments, her own
 *   providers, food checks, chat, usage, promo redemptions, sync requests and connections) goes
 *   with the user row through ON DELETE CASCADE;
 * - `mail_outbox` has no user column: messages addressed to her e-mail are deleted;
 * - `audit_log` keeps what administrators did (its purpose) but no longer says to or by whom:
 *   her id is set to null where she is the target or the actor.
 * An administrator is refused when no other approved administrator would remain; the
 * administrators' rows are locked first, so the last two cannot both leave at once.
 */
export async function deleteAccount(db: Db, userId: string): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!me) return 'missing';
    if (me.isAdmin) {
      // Every administrator row, locked in one order (no deadlock between two leaving at once);
      // the one who waits then sees the other gone and is refused.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.isApproved, true)))
        .orderBy(asc(users.id))
        .for('update');
      if (!admins.some((a) => a.id !== userId)) return 'last-admin';
    }
    await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, me.email.toLowerCase()));
    await tx.update(auditLog).set({ targetUserId: null }).where(eq(auditLog.targetUserId, userId));
    await tx.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await tx.insert(auditLog).values({ actorId: null, action: 'user.delete_self', targetUserId: null });
    return 'deleted';
  });
}

// ---------------------------------------------------------------------------------------------
// Export: every table that refers to her, read-only and scoped by her id

export async function exportAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ bonusTokens: users.bonusTokens, updatedAt: users.updatedAt, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export function exportSessions(db: Db, userId: string) {
  return db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

export function exportSymptoms(db: Db, userId: string) {
  return db.select(symptomExport).from(symptoms).where(eq(symptoms.userId, userId)).orderBy(asc(symptoms.loggedAt));
}

export function exportMoods(db: Db, userId: string) {
  return db.select(moodExport).from(moods).where(eq(moods.userId, userId)).orderBy(asc(moods.loggedAt));
}

export function exportCalendarEntries(db: Db, userId: string) {
  return db
    .select(calendarEntryExport)
    .from(calendarEntries)
    .where(eq(calendarEntries.userId, userId))
    .orderBy(asc(calendarEntries.date), asc(calendarEntries.createdAt));
}

/** Her appointments with the name and address of the provider booked (directory or her own). */
export function exportAppointments(db: Db, userId: string) {
  return db
    .select({ ...appointmentExport, providerAddress: providers.address })
    .from(appointments)
    .leftJoin(providers, eq(providers.id, appointments.providerId))
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.dateTime));
}

export function exportOwnProviders(db: Db, userId: string) {
  return db
    .select({
      id: providers.id,
      name: providers.name,
      specialty: providers.specialty,
      practice: providers.practice,
      phone: providers.phone,
      address: providers.address,
      zipCode: providers.zipCode,
    })
    .from(providers)
    .where(eq(providers.ownerId, userId))
    .orderBy(asc(providers.name));
}

export function exportFoodChecks(db: Db, userId: string) {
  return db
    .select({
      id: foodChecks.id,
      foodName: foodChecks.foodName,
      status: foodChecks.status,
      checkedAt: foodChecks.checkedAt,
    })
    .from(foodChecks)
    .where(eq(foodChecks.userId, userId))
    .orderBy(asc(foodChecks.checkedAt));
}

export function exportChatMessages(db: Db, userId: string) {
  return db
    .select({
      id: chatMessages.id,
      message: chatMessages.message,
      isFromUser: chatMessages.isFromUser,
      timestamp: chatMessages.timestamp,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(asc(chatMessages.timestamp));
}

export function exportUsageStats(db: Db, userId: string) {
  return db
    .select({
      id: usageStats.id,
      featureType: usageStats.featureType,
      durationSeconds: usageStats.durationSeconds,
      timestamp: usageStats.timestamp,
    })
    .from(usageStats)
    .where(eq(usageStats.userId, userId))
    .orderBy(asc(usageStats.timestamp));
}

export async function exportChatAllowance(db: Db, userId: string) {
  const [row] = await db
    .select({
      day: chatAllowances.day,
      sessionsUsed: chatAllowances.sessionsUsed,
      sessionStartedAt: chatAllowances.sessionStartedAt,
      sessionEndsAt: chatAllowances.sessionEndsAt,
    })
    .from(chatAllowances)
    .where(eq(chatAllowances.userId, userId));
  return row ?? null;
}

export function exportChatIssuedReplies(db: Db, userId: string) {
  return db
    .select({
      replyHash: chatIssuedReplies.replyHash,
      issuedAt: chatIssuedReplies.issuedAt,
      used: chatIssuedReplies.used,
    })
    .from(chatIssuedReplies)
    .where(eq(chatIssuedReplies.userId, userId))
    .orderBy(asc(chatIssuedReplies.issuedAt));
}

export function exportPromoRedemptions(db: Db, userId: string) {
  return db
    .select({ code: promoRedemptions.code, redeemedAt: promoRedemptions.redeemedAt })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.userId, userId))
    .orderBy(asc(promoRedemptions.redeemedAt));
}

/** Sync requests she sent or received, with the other person's name and e-mail as the app shows them. */
export function exportSyncRequests(db: Db, userId: string) {
  return (
    db
      .select({
        id: syncRequests.id,
        requesterId: syncRequests.requesterId,
        status: syncRequests.status,
        otherFirstName: users.firstName,
        otherLastName: users.lastName,
        otherEmail: users.email,
        requestedAt: syncRequests.requestedAt,
        respondedAt: syncRequests.respondedAt,
      })
      .from(syncRequests)
      // Left: a request she sent to an address without an account has nobody on the other side.
      .leftJoin(
        users,
        sql`${users.id} = case when ${syncRequests.requesterId} = ${userId} then ${syncRequests.partnerId} else ${syncRequests.requesterId} end`,
      )
      .where(or(eq(syncRequests.requesterId, userId), eq(syncRequests.partnerId, userId)))
      .orderBy(asc(syncRequests.requestedAt))
  );
}

export function exportSyncConnections(db: Db, userId: string) {
  return db
    .select({
      parentId: syncConnections.parentId,
      otherFirstName: users.firstName,
      otherLastName: users.lastName,
      otherEmail: users.email,
      connectedAt: syncConnections.connectedAt,
      pausedAt: syncConnections.pausedAt,
    })
    .from(syncConnections)
    .innerJoin(
      users,
      sql`${users.id} = case when ${syncConnections.parentId} = ${userId} then ${syncConnections.partnerId} else ${syncConnections.parentId} end`,
    )
    .where(or(eq(syncConnections.parentId, userId), eq(syncConnections.partnerId, userId)))
    .orderBy(asc(syncConnections.connectedAt));
}

export function exportPendingEmails(db: Db, email: string) {
  return db
    .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()))
    .orderBy(asc(mailOutbox.createdAt));
}

export function exportAuditEvents(db: Db, userId: string) {
  return db
    .select({ action: auditLog.action, at: auditLog.at })
    .from(auditLog)
    .where(eq(auditLog.targetUserId, userId))
    .orderBy(asc(auditLog.at));
}
