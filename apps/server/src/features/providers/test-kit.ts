// Test data of the providers for other features' tests (not part of the server): only the owner writes
// its tables (decision 015), so seeds elsewhere call these.

import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema/index.ts';

/** Inserts providers rows as given; their ids, in order. */
export async function seedProviders(db: Db, rows: (typeof providers.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(providers).values(rows).returning({ id: providers.id })).map((r) => String(r.id));
}
