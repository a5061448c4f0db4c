import type { UserExport } from '@bloom/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { ExportSections, Her, PersonalDataRegistry } from '../../platform/personal-data.ts';
import { exportAccount } from '../../platform/users/repo.ts';

/**
 * Everything BLOOM holds about one user: every registered owner's sections (the personal-data
 * registry; a test checks every table referring to users is registered), never the password hash
 * or a session token. Rows come out oldest first.
 */
export function buildUserExport(
  db: Db,
  registry: PersonalDataRegistry,
  userId: string,
  now = new Date(),
): Promise<UserExport> {
  // One snapshot: a row written while the export runs is in every part of it or in none.
  return db.transaction((tx) => readExport(tx, registry, userId, now), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readExport(db: Db, registry: PersonalDataRegistry, userId: string, now: Date): Promise<UserExport> {
  const account = await exportAccount(db, userId);
  if (!account) throw notFound();
  const her: Her = { id: userId, email: account.email };
  const sections: Record<string, unknown> = {};
  // One connection inside the transaction: the reads run one after another.
  for (const part of registry) {
    for (const [name, read] of Object.entries(part.export ?? {})) {
      sections[name] = await (read as (db: Db, her: Her, now: Date) => Promise<unknown>)(db, her, now);
    }
  }
  return { format: 'bloom-export/1', exportedAt: now.toISOString(), ...(sections as ExportSections) };
}
