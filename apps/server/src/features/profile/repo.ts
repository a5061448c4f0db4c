import type { Db } from '../../db/client.ts';
import { insertAudit, forgetInAudit } from '../../platform/audit-log.ts';
import { eraseHer, type PersonalDataRegistry } from '../../platform/personal-data.ts';
import { deleteUserRow, findForDeletion, lockAdmins } from '../../platform/users/repo.ts';

export type DeleteOutcome = 'deleted' | 'last-admin' | 'missing';

/**
 * Deletes her account and everything that refers to her, in one transaction:
 * - every row with a foreign key to her (sessions, tracking, calendar, appointments, her own
 *   providers, food checks, chat, usage, promo redemptions, sync requests and connections) goes
 *   with the user row through ON DELETE CASCADE;
 * - each registered owner's own step (the personal-data registry's `erase`): `mail_outbox` has no
 *   user column, so messages addressed to her e-mail are deleted;
 * - `audit_log` keeps what administrators did (its purpose) but no longer says to or by whom:
 *   her id is set to null where she is the target or the actor.
 * An administrator is refused when no other approved administrator would remain; the
 * administrators' rows are locked first, so the last two cannot both leave at once.
 */
export async function deleteAccount(db: Db, registry: PersonalDataRegistry, userId: string): Promise<DeleteOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const me = await findForDeletion(tx, userId);
    if (!me) return 'missing';
    if (me.isAdmin && !(await lockAdmins(tx)).some((id) => id !== userId)) return 'last-admin';
    await eraseHer(registry, tx, { id: userId, email: me.email });
    await forgetInAudit(tx, userId);
    await deleteUserRow(tx, userId);
    await insertAudit(tx, { actorId: null, action: 'user.delete_self', targetUserId: null });
    return 'deleted';
  });
}
