import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { PersonalData } from './personal-data.ts';
import { userNameOf } from './users/repo.ts';

/*
 * The audit log (owner: this file, db/owners.ts): what administrators read and changed, and
 * accounts deleted. Rows are added, never changed through the app, except that a deleted account's
 * id is forgotten.
 */

export interface AuditValues {
  actorId: string | null;
  action: string;
  targetUserId?: string | null | undefined;
  details?: Record<string, unknown>;
}

export async function insertAudit(db: Db, entry: AuditValues): Promise<void> {
  await db.insert(auditLog).values(entry);
}

const byTarget = (targetUserId: string | undefined): SQL | undefined =>
  targetUserId ? eq(auditLog.targetUserId, targetUserId) : undefined;

/** Newest first, with the names of whoever still has an account (served by the (at) and (target, at) indexes). */
export function listAudit(db: Db, filter: { targetUserId?: string | undefined; limit: number; offset: number }) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: userNameOf(auditLog.actorId),
      action: auditLog.action,
      targetUserId: auditLog.targetUserId,
      targetName: userNameOf(auditLog.targetUserId),
      details: auditLog.details,
    })
    .from(auditLog)
    .where(byTarget(filter.targetUserId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countAudit(db: Db, targetUserId: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(byTarget(targetUserId));
  return Number(row?.n ?? 0);
}

/**
 * Her own deletion: the log keeps what administrators did (its purpose) but no longer says to or
 * by whom; her id is set to null where she is the target or the actor.
 */
export async function forgetInAudit(tx: Db, userId: string): Promise<void> {
  await tx.update(auditLog).set({ targetUserId: null }).where(eq(auditLog.targetUserId, userId));
  await tx.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, userId));
}

/** What was done about her (no user column refers to users: the rows outlive accounts). */
export const auditPersonalData: PersonalData = {
  owner: 'platform/audit-log.ts',
  tables: [],
  export: {
    auditEvents: async (db, her) => {
      const rows = await db
        .select({ action: auditLog.action, at: auditLog.at })
        .from(auditLog)
        .where(eq(auditLog.targetUserId, her.id))
        .orderBy(asc(auditLog.at));
      return rows.map((e) => ({ ...e, at: e.at.toISOString() }));
    },
  },
};
