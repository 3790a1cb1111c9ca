import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { analyzeChangedTables } from './statistics';

// The planner's statistics on PGlite (docs/performance.md#statistics-on-pglite), on an embedded
// PGlite in both legs of the run: on PostgreSQL autovacuum keeps them.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});

afterAll(() => database?.close());

const estimate = async (table = 'statistics_probe') => {
  const result = await database.db.execute(
    sql`select reltuples::int as rows from pg_class where relname = ${table}`,
  );
  return (result as unknown as { rows: { rows: number }[] }).rows[0]?.rows;
};

describe('the tables’ statistics', () => {
  it('are taken again for a table that grew past autovacuum’s rule, and only for it', async () => {
    const { db } = database;
    await db.execute(sql`create table statistics_probe (id int)`);
    await db.execute(sql`insert into statistics_probe select generate_series(1, 1000)`);
    expect(await analyzeChangedTables(db)).toEqual(['public.statistics_probe']);
    expect(await estimate()).toBe(1000);
    // 60 more rows: under 50 + 10 % of 1,000.
    await db.execute(sql`insert into statistics_probe select generate_series(1, 60)`);
    expect(await analyzeChangedTables(db)).toEqual([]);
    expect(await estimate()).toBe(1000);
  });
  it('are taken for a table that holds data but was never analyzed, even with no count of changes', async () => {
    const { db } = database;
    await db.execute(sql`create table statistics_lost (id int)`);
    await db.execute(sql`create table statistics_empty (id int)`);
    await db.execute(sql`insert into statistics_lost select generate_series(1, 500)`);
    // As after a restart that lost PGlite's counts of changes.
    await db.execute(sql`select pg_stat_force_next_flush()`);
    await db.execute(sql`select pg_stat_reset()`);
    expect(await analyzeChangedTables(db)).toContain('public.statistics_lost');
    expect(await estimate('statistics_lost')).toBe(500);
    const again = await analyzeChangedTables(db);
    expect(again).not.toContain('public.statistics_lost');
    expect(again).not.toContain('public.statistics_empty');
  });
});
