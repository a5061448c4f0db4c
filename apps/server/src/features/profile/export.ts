import type { UserExport } from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { toUserProfile } from '../../platform/user-profile.ts';
import {
  exportAccount,
  exportAppointments,
  exportAuditEvents,
  exportCalendarEntries,
  exportChatAllowance,
  exportChatIssuedReplies,
  exportChatMessages,
  exportFoodChecks,
  exportMoods,
  exportOwnProviders,
  exportPendingEmails,
  exportPromoRedemptions,
  exportSessions,
  exportSymptoms,
  exportSyncConnections,
  exportSyncRequests,
  exportUsageStats,
  findProfile,
} from './repo.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * Everything BLOOM holds about one user, read from every table that refers to her (see the
 * schema: a test lists every column referencing users and checks each one is covered), never
 * the password hash or a session token. Rows come out oldest first.
 */
export function buildUserExport(db: Db, userId: string, now = new Date()): Promise<UserExport> {
  // One snapshot: a row written while the export runs is in every part of it or in none.
  return db.transaction((tx) => readExport(tx, userId, now), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readExport(db: Db, userId: string, now: Date): Promise<UserExport> {
  // One connection inside the transaction: the queries run one after another.
  const profile = await findProfile(db, userId);
  const account = await exportAccount(db, userId);
  if (!profile || !account) throw notFound();
  const sessions = await exportSessions(db, userId);
  const symptoms = await exportSymptoms(db, userId);
  const moods = await exportMoods(db, userId);
  const calendarEntries = await exportCalendarEntries(db, userId);
  const appointments = await exportAppointments(db, userId);
  const providers = await exportOwnProviders(db, userId);
  const foodChecks = await exportFoodChecks(db, userId);
  const chatMessages = await exportChatMessages(db, userId);
  const usageStats = await exportUsageStats(db, userId);
  const promoRedemptions = await exportPromoRedemptions(db, userId);
  const chatAllowance = await exportChatAllowance(db, userId);
  const chatIssuedReplies = await exportChatIssuedReplies(db, userId);
  const syncRequests = await exportSyncRequests(db, userId);
  const syncConnections = await exportSyncConnections(db, userId);
  const pendingEmails = await exportPendingEmails(db, account.email);
  const auditEvents = await exportAuditEvents(db, userId);
  return {
    format: 'bloom-export/1',
    exportedAt: iso(now),
    profile: toUserProfile(profile, now),
    account: { bonusTokens: account.bonusTokens, updatedAt: iso(account.updatedAt) },
    sessions: sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
    })),
    symptoms: symptoms.map((s) => ({ ...s, loggedAt: iso(s.loggedAt) })),
    moods: moods.map((m) => ({ ...m, loggedAt: iso(m.loggedAt) })),
    calendarEntries: calendarEntries.map((e) => ({ ...e, createdAt: iso(e.createdAt) })),
    appointments: appointments.map(({ providerAddress: _address, ...a }) => ({
      ...a,
      dateTime: iso(a.dateTime),
      createdAt: iso(a.createdAt),
    })),
    providers,
    foodChecks: foodChecks.map((f) => ({ ...f, checkedAt: iso(f.checkedAt) })),
    chatMessages: chatMessages.map((m) => ({ ...m, timestamp: iso(m.timestamp) })),
    usageStats: usageStats.map((u) => ({ ...u, timestamp: iso(u.timestamp) })),
    promoRedemptions: promoRedemptions.map((p) => ({ ...p, redeemedAt: iso(p.redeemedAt) })),
    chatAllowance: chatAllowance && {
      ...chatAllowance,
      sessionStartedAt: isoOrNull(chatAllowance.sessionStartedAt),
      sessionEndsAt: isoOrNull(chatAllowance.sessionEndsAt),
    },
    chatIssuedReplies: chatIssuedReplies.map((r) => ({ ...r, issuedAt: iso(r.issuedAt) })),
    syncRequests: syncRequests.map((r) => {
      const role = r.requesterId === userId ? 'requester' : 'partner';
      // Whom she asked is named only once they approved: the app never tells a requester
      // whether an e-mail has an account, and her export must not either.
      const named = (role === 'partner' || r.status === 'approved') && r.otherFirstName !== null;
      return {
        id: r.id,
        role,
        status: r.status,
        otherName: named ? fullName(r.otherFirstName ?? '', r.otherLastName ?? '') : null,
        otherEmail: named ? r.otherEmail : null,
        requestedAt: iso(r.requestedAt),
        respondedAt: isoOrNull(r.respondedAt),
      };
    }),
    syncConnections: syncConnections.map((c) => ({
      role: c.parentId === userId ? 'parent' : 'partner',
      otherName: fullName(c.otherFirstName, c.otherLastName),
      otherEmail: c.otherEmail,
      connectedAt: iso(c.connectedAt),
      pausedAt: isoOrNull(c.pausedAt),
    })),
    pendingEmails: pendingEmails.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    auditEvents: auditEvents.map((e) => ({ ...e, at: iso(e.at) })),
  };
}

/** Her appointments for the calendar file, with the provider's address as a fallback location. */
export async function appointmentsForCalendar(db: Db, userId: string) {
  return exportAppointments(db, userId);
}
