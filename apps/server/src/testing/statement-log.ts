// Every SQL statement the app sends, seen at the database driver (PGlite's client or the pg pool's
// connections), for the statements-per-request test and `npm run bench` (which reads the symptom
// list's own SQL for pgbench). Nothing of the app is replaced: the driver's own methods are wrapped
// on the one client object of this database, and each call is noted before it runs.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

export interface Statement {
  text: string;
  /** A named prepared statement's name (pg); PGlite's driver sends none. */
  name?: string;
  values?: unknown[];
}

export interface StatementLog {
  /** What was sent since the last `clear()`, oldest first. */
  readonly statements: Statement[];
  clear(): void;
  /** Stops noting (the bench reads one request's statements, then measures without the log). */
  stop(): void;
}

type QueryArgs = [unknown, unknown?, ...unknown[]];

/** A pg `query(textOrConfig, values?)` call as a statement. */
function pgStatement([first, second]: QueryArgs): Statement {
  if (typeof first === 'string') return { text: first, ...(Array.isArray(second) ? { values: second } : {}) };
  const config = first as { text: string; name?: string; values?: unknown[] };
  const values = config.values ?? (Array.isArray(second) ? second : undefined);
  return { text: config.text, ...(config.name ? { name: config.name } : {}), ...(values ? { values } : {}) };
}

/** Starts noting every statement `database` sends from now on (for the rest of its life). */
export function logStatements(database: Database): StatementLog {
  const statements: Statement[] = [];
  let noting = true;
  const restore: (() => void)[] = [];
  const log: StatementLog = {
    statements,
    clear: () => void statements.splice(0),
    stop: () => {
      noting = false;
      for (const undo of restore) undo();
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    // Every statement, the pool's own `query` included, runs on a checked-out connection:
    // each connection's `query` is wrapped the first time the pool hands it out.
    const pool = client as pg.Pool;
    const wrapped = new WeakSet<pg.PoolClient>();
    const onAcquire = (connection: pg.PoolClient) => {
      if (wrapped.has(connection)) return;
      wrapped.add(connection);
      const query = connection.query.bind(connection) as (...args: QueryArgs) => unknown;
      (connection as unknown as { query: (...args: QueryArgs) => unknown }).query = (...args: QueryArgs) => {
        if (noting) statements.push(pgStatement(args));
        return query(...args);
      };
    };
    pool.on('acquire', onAcquire);
    restore.push(() => pool.off('acquire', onAcquire));
    return log;
  }
  // PGlite: `query` and `exec` outside a transaction; a transaction is BEGIN, the statements of
  // the object it hands to its callback, and COMMIT (or ROLLBACK).
  const pglite = client as PGlite;
  const note = (text: string, values?: unknown[]) => {
    if (noting) statements.push({ text, ...(values ? { values } : {}) });
  };
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  // The wrappers are own properties over PGlite's methods: deleting them uncovers the methods.
  restore.push(() => {
    for (const key of ['query', 'exec', 'transaction'] as const) Reflect.deleteProperty(pglite, key);
  });
  pglite.query = ((text: string, values?: unknown[], options?: never) => {
    note(text, values);
    return query(text, values, options);
  }) as PGlite['query'];
  pglite.exec = ((text: string, options?: never) => {
    note(text);
    return exec(text, options);
  }) as PGlite['exec'];
  pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    note('BEGIN');
    return transaction(async (tx) => {
      const noted = new Proxy(tx, {
        get(target, key, receiver) {
          if (key === 'query') {
            return (text: string, values?: unknown[], options?: never) => {
              note(text, values);
              return target.query(text, values, options);
            };
          }
          if (key === 'exec') {
            return (text: string, options?: never) => {
              note(text);
              return target.exec(text, options);
            };
          }
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      const result = await callback(noted);
      if (!tx.closed) note('COMMIT');
      return result;
    });
  }) as PGlite['transaction'];
  return log;
}
