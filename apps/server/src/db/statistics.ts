import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

/**
 * The planner's statistics on PGlite (docs/performance.md#statistics-on-pglite). PostgreSQL's
 * autovacuum re-analyzes a table once enough of it has changed; the embedded PGlite runs no
 * autovacuum, so without this its planner kept the estimates of an empty database while the
 * diary grew to half a million entries, and chose plans that read all of them.
 */

/** autovacuum's defaults: a table is analyzed once this many rows plus this share changed. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;
/** How often PGlite's tables are checked. */
export const STATISTICS_CHECK_MS = 5 * 60_000;

/**
 * Analyzes the tables changed past autovacuum's rule since their last analysis (`reltuples` is
 * -1 for a table never analyzed: 0 here), and the tables that hold data but were never analyzed:
 * PGlite's counts of changes do not always survive a restart (a folder seeded by another process
 * came back with every count at 0 and no statistics at all). Answers their names.
 */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  // The counts of the last second's changes are still this connection's own until then.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const stale = await db.execute(sql`
    select format('%I.%I', s.schemaname, s.relname) as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.n_mod_since_analyze > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE_FACTOR} * greatest(c.reltuples, 0)
      or (c.reltuples < 0 and pg_relation_size(c.oid) > 0)
    order by s.relname`);
  // PGlite and node-postgres both answer `{ rows }`.
  const names = (stale as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  // One table at a time: PGlite answers other requests in between.
  for (const name of names) await db.execute(sql.raw(`analyze ${name}`));
  return names;
}

/**
 * On PGlite: analyzes the changed tables now, then checks every {@link STATISTICS_CHECK_MS}.
 * On PostgreSQL nothing (autovacuum does it). Answers the function that stops the checks.
 */
export async function keepStatisticsFresh(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
): Promise<() => void> {
  if (database.kind !== 'pglite') return () => undefined;
  await analyzeChangedTables(database.db);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeChangedTables(database.db)
      .catch(onError)
      .finally(() => (running = false));
  }, STATISTICS_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
