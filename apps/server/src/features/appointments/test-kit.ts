// Test data of the appointments for other features' tests (not part of the server): only the owner writes
// its tables (decision 015), so seeds elsewhere call these.

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import type { Volume } from '../../testing/volume.ts';

/** Inserts appointments rows as given; their ids, in order. */
export async function seedAppointments(db: Db, rows: (typeof appointments.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(appointments).values(rows).returning({ id: appointments.id })).map((r) => String(r.id));
}

/** `perTable` appointments for the events-volume test and `npm run bench` (testing/seed-volume.ts). */
export const appointmentsVolume = (
  v: Volume,
): SQL => sql`insert into appointments (user_id, title, type, date_time, created_at)
    select ${v.owner}, 'Check-up', 'Prenatal visit', now() + interval '7 days', ${v.when('1815 seconds')} ${v.each}`;
