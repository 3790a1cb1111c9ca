import { createHash } from 'node:crypto';
import type pg from 'pg';
import { isPreparable, withMembers } from './prepared';

/*
 * The pool Drizzle gets on PostgreSQL (docs/performance.md#pglite-per-statement): each data
 * statement sent through the pool (not inside a transaction) is named after its text, so that
 * node-postgres prepares it once per connection and then only binds and executes it. PostgreSQL
 * then neither parses nor, when its plan cache chooses the generic plan, plans it again.
 */

/** How many statement texts get a name (each connection prepares those it runs). */
const MAX_NAMED = 500;

interface QueryConfig {
  text: string;
  name?: string;
}

function isQueryConfig(value: unknown): value is QueryConfig {
  return (
    typeof value === 'object' && value !== null && typeof (value as QueryConfig).text === 'string'
  );
}

/** `pool`, whose `query` names each data statement after its text (the first 500 texts). */
export function namedStatementPool(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= MAX_NAMED || !isPreparable(text)) return known;
    const name = `care_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
  const query = (config: unknown, ...rest: unknown[]) => {
    const named =
      isQueryConfig(config) && !config.name ? { ...config, name: nameOf(config.text) } : config;
    return (pool.query as (...args: unknown[]) => unknown)(named, ...rest);
  };
  return withMembers(pool, { query });
}
