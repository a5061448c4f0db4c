import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';

/**
 * A migrated database of its own for one test file: a PGlite copy of the shared snapshot, or a
 * fresh schema in TEST_DATABASE_URL that is dropped again by `close()`.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    return openPglite({ loadDataDir: new Blob([snapshot]) });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `bloom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openPostgres({ url, schema, poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}
