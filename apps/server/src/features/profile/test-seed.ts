import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export { seedUserData } from '../../testing/seeds.ts';

/** Rows of a raw SQL query (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: Db, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** Every column of a user-reference in this database (foreign keys to users.id), as `table.column`. */
export async function userReferenceColumns(db: Db): Promise<string[]> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    `select kcu.table_name, kcu.column_name
       from information_schema.referential_constraints rc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
       join information_schema.key_column_usage ref
         on ref.constraint_name = rc.unique_constraint_name and ref.constraint_schema = rc.unique_constraint_schema
      where ref.table_name = 'users' and kcu.table_schema = current_schema()
      order by 1, 2`,
  );
  return rows.map((r) => `${r.table_name}.${r.column_name}`);
}
