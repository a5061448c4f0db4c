import type { Db } from './client.ts';

/**
 * A query built once per database and sent as a named prepared statement, for the reads every
 * client repeats (the 1 Hz usage poll, the profile): building the query on each request was about
 * a quarter of the server's work on those paths, and PostgreSQL then skips parsing and planning.
 * `build` must end in `.prepare(name)` with a name unique in the app.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db)));
    return query;
  };
}
