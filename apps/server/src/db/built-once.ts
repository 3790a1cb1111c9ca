import type { Database } from './client';

/**
 * Queries built once per database and per `key` (a shape: say, whether the caller reaches every
 * group), then only run with their values: Drizzle's `prepare` with placeholders. Building a query
 * (walking its SQL tree, mapping its columns) cost about a fifth of the server's time under a load
 * of diary writes (docs/performance.md#queries-built-once). `build` must give each key a query
 * whose text depends on the key alone, and a `name` of its own: on PostgreSQL the name is the
 * connection's prepared statement.
 */
export function builtOnceByShape<Key, Query>(
  build: (db: Database, key: Key) => Query,
): (db: Database, key: Key) => Query {
  const perDatabase = new WeakMap<Database, Map<Key, Query>>();
  return (db, key) => {
    let queries = perDatabase.get(db);
    if (!queries) {
      queries = new Map();
      perDatabase.set(db, queries);
    }
    let query = queries.get(key);
    if (query === undefined) {
      query = build(db, key);
      queries.set(key, query);
    }
    return query;
  };
}

/** A query of one shape built once per database (see `builtOnceByShape`). */
export function builtOnce<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byShape = builtOnceByShape((db: Database, _shape: null) => build(db));
  return (db) => byShape(db, null);
}
