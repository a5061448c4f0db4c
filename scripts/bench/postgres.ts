import pg from 'pg';

/** One statement on the PostgreSQL server of `databaseUrl` (creating or dropping what a bench uses). */
export async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
