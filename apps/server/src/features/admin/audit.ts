import type { AdminAuditEntry, AdminPageQuery } from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { countAudit, insertAudit, listAudit, type AuditValues } from '../../platform/audit-log.ts';
import { filtersOf, offsetOf, pageOf } from './paging.ts';

/** An administrator's change (approve, remove, promo codes). */
export function recordAction(db: Db, entry: AuditValues): Promise<void> {
  return insertAudit(db, entry);
}

/**
 * An administrator's read of user data: what she read ('read.<what>'), about whom when it was
 * one user, how many rows she was shown and with which filters. Written before the answer is
 * sent, so a read that could not be recorded is not answered.
 */
export function recordRead(
  db: Db,
  actorId: string,
  what: string,
  read: { targetUserId?: string | undefined; rows: number; query?: Record<string, unknown> },
): Promise<void> {
  return insertAudit(db, {
    actorId,
    action: `read.${what}`,
    targetUserId: read.targetUserId,
    details: { rows: read.rows, filters: filtersOf(read.query ?? {}) },
  });
}

export async function auditPage(db: Db, query: AdminPageQuery & { targetUserId?: string | undefined }) {
  const [rows, total] = await Promise.all([
    listAudit(db, { targetUserId: query.targetUserId, limit: query.pageSize, offset: offsetOf(query) }),
    countAudit(db, query.targetUserId),
  ]);
  const items: AdminAuditEntry[] = rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    rows: typeof row.details.rows === 'number' ? row.details.rows : null,
  }));
  return pageOf(items, total, query);
}
