import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eraseHer, type PersonalDataRegistry } from '../../platform/personal-data.ts';
import { deleteUserRow } from '../../platform/users/repo.ts';
import type { EventSources } from './events-sources.ts';

/** How many records of each kind she has: one statement, each count served by a (user_id, …) index. */
export async function recordCounts(db: Db, sources: EventSources, userId: string): Promise<Record<string, number>> {
  const counts = Object.values(sources).map(
    (source) =>
      sql`(select count(*)::int from ${source.table} where ${source.userId} = ${userId}) as ${sql.identifier(source.countKey)}`,
  );
  const result = (await db.execute(sql`select ${sql.join(counts, sql`, `)}`)) as unknown as {
    rows: Record<string, number | string>[];
  };
  return Object.fromEntries(Object.entries(result.rows[0] ?? {}).map(([kind, n]) => [kind, Number(n)]));
}

/**
 * Deleting the user cascades to everything with a foreign key to her, sessions included; each
 * owner's own step runs in the same transaction (the mail outbox has no user column, so messages
 * to her address go by address), as when she deletes her own account (profile/repo.ts).
 */
export async function deleteUser(db: Db, registry: PersonalDataRegistry, userId: string, email: string) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await eraseHer(registry, tx, { id: userId, email });
    await deleteUserRow(tx, userId);
  });
}
