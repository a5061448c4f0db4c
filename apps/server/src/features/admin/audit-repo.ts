import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export interface AuditValues {
  actorId: string;
  action: string;
  targetUserId?: string | undefined;
  details?: Record<string, unknown>;
}

/** The only write to audit_log: rows are added, never changed or deleted through the app. */
export async function insertAudit(db: Db, entry: AuditValues): Promise<void> {
  await db.insert(auditLog).values(entry);
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

const byTarget = (targetUserId: string | undefined): SQL | undefined =>
  targetUserId ? eq(auditLog.targetUserId, targetUserId) : undefined;

/** Newest first, with the names of whoever still has an account (served by the (at) and (target, at) indexes). */
export function listAudit(db: Db, filter: { targetUserId?: string | undefined; limit: number; offset: number }) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: nameOf(actor),
      action: auditLog.action,
      targetUserId: auditLog.targetUserId,
      targetName: nameOf(target),
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetUserId))
    .where(byTarget(filter.targetUserId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countAudit(db: Db, targetUserId: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(byTarget(targetUserId));
  return Number(row?.n ?? 0);
}
