import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';
import { serverRoot } from '../server-root.ts';

export type Schema = typeof schema;
/** The one database type every repository takes; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('src/db/migrations', serverRoot));
// Any constant works; it only has to be the same for every instance of BLOOM.
const MIGRATION_LOCK_KEY = 4_207_101;

export interface PgliteOptions {
  /** Folder of the embedded database; omit for an in-memory one. */
  dataDir?: string;
  /** A dump made by `dumpDataDir()`, so tests skip the ~4 s initialisation. */
  loadDataDir?: Blob | File;
}

/**
 * The embedded database holds health data, and its WAL holds recent writes in plain text: only
 * the server's own user may read it, as PostgreSQL itself insists (folder 0700, files 0600).
 * Creates the folder that way, refuses one other users can write to, closes one left open by an
 * earlier version, and makes every file created from now on private (umask 077).
 */
export function secureDataDir(dataDir: string): void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if (mode & 0o022) {
    throw new Error(
      `Refusing to use DATA_DIR ${dir}: other users can write to it (mode ${mode.toString(8)}). ` +
        `The embedded database must be private to the user running BLOOM. Fix it with: chmod 700 ${dir}`,
    );
  }
  process.umask(0o077);
  closeToOthers(dir);
}

/** Folders 0700 and files 0600 under `dir`; symbolic links are left alone. */
function closeToOthers(dir: string): void {
  if (statSync(dir).mode & 0o077) chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    const mode = lstatSync(path).mode & 0o777;
    if (entry.isDirectory()) {
      if (mode & 0o077) chmodSync(path, 0o700);
    } else if (mode !== 0o600) {
      chmodSync(path, 0o600);
    }
  }
}

export async function openPglite(options: PgliteOptions): Promise<Database> {
  // Loaded here, not at the top: a server on PostgreSQL never holds the embedded database's code.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let release = () => {};
  if (options.dataDir) {
    secureDataDir(options.dataDir);
    release = lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (err) {
    release();
    throw err;
  }
  try {
    // A new folder is filled from PGlite's template with 0666 files; later files follow the umask.
    if (options.dataDir) closeToOthers(resolve(options.dataDir));
  } catch (err) {
    await client.close();
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder, so no lock is needed.
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

export interface PostgresOptions {
  url: string;
  /** Puts every table (and drizzle's journal) in this schema; tests use one per file. */
  schema?: string;
  poolSize?: number;
  /** Told when an idle connection breaks (a restart, a failover, a terminated backend). */
  onConnectionError?: (error: Error) => void;
}

/** A request waits at most this long for a connection while the database is unreachable. */
export const CONNECT_TIMEOUT_MS = 3_000;
/** No query may hold a request (or a pooled connection) longer than this. */
export const QUERY_TIMEOUT_MS = 15_000;

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // Without a listener, an idle client's error (PostgreSQL restarted, backend terminated) is an
  // unhandled 'error' event that ends the process. The pool has already dropped that client; the
  // next query opens a new connection, so noting it is all there is to do.
  pool.on('error', (error) => options.onConnectionError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const conn = await pool.connect();
      try {
        // Several instances may start together; the advisory lock lets one migrate at a time.
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(conn, { schema }), {
          migrationsFolder,
          ...(options.schema ? { migrationsSchema: options.schema } : {}),
        });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR. */
export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres({ url: config.databaseUrl, ...(onConnectionError ? { onConnectionError } : {}) })
    : openPglite({ dataDir: config.dataDir });
}
