// Test data of the checklists for other features' tests (not part of the server): only the owner writes
// its tables (decision 015), so seeds elsewhere call these.

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checklistItems } from '../../db/schema/index.ts';
import type { Volume } from '../../testing/volume.ts';

/** Inserts checklist items rows as given; their ids, in order. */
export async function seedChecklistItems(db: Db, rows: (typeof checklistItems.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(checklistItems).values(rows).returning({ id: checklistItems.id })).map((r) => String(r.id));
}

/** `perTable` checklist items for the events-volume test and `npm run bench` (testing/seed-volume.ts). */
export const checklistItemsVolume = (
  v: Volume,
): SQL => sql`insert into checklist_items (user_id, list, text, created_at)
    select ${v.owner}, 'hospital-bag', 'Item ' || g, ${v.when('1819 seconds')} ${v.each}`;
