import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

// The client Drizzle gets on PGlite (docs/performance.md#pglite-per-statement) reads rows as
// Drizzle's own driver does: dates, times, intervals and their arrays as PostgreSQL's text,
// everything else parsed, inside transactions too.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});

afterAll(() => database?.close());

const probe = sql`select
  '2026-01-02 03:04:05'::timestamp as "timestamp",
  '2026-01-02 03:04:05+00'::timestamptz as "timestamptz",
  '2026-01-02'::date as "date",
  interval '1 day 2 hours' as "interval",
  array['2026-01-02'::date, '2026-01-03'::date] as "dates",
  array['2026-01-02 03:04:05'::timestamp] as "timestamps",
  array[1.5::numeric] as "numerics",
  array[1, 2]::int[] as "ints",
  42::int as "int",
  true as "bool",
  '{"a": 1}'::jsonb as "json"`;

const expected = {
  timestamp: '2026-01-02 03:04:05',
  timestamptz: '2026-01-02 03:04:05+00',
  date: '2026-01-02',
  interval: '1 day 02:00:00',
  dates: '{2026-01-02,2026-01-03}',
  timestamps: '{"2026-01-02 03:04:05"}',
  numerics: '{1.5}',
  ints: [1, 2],
  int: 42,
  bool: true,
  json: { a: 1 },
};

const rowOf = (result: unknown) => (result as { rows: unknown[] }).rows[0];

describe('the PGlite client under Drizzle', () => {
  it('reads each type as Drizzle’s driver does', async () => {
    expect(rowOf(await database.db.execute(probe))).toEqual(expected);
  });

  it('reads the same inside a transaction, and rolls back what a failed one wrote', async () => {
    const { db } = database;
    await db.execute(sql`create table lean_probe (at timestamptz)`);
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into lean_probe values ('2026-01-02 03:04:05+00')`);
      return rowOf(await tx.execute(probe));
    });
    expect(row).toEqual(expected);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into lean_probe values (now())`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow(/Failed query: select 1 \/ 0/);
    const rows = await db.execute(sql`select at from lean_probe`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { at: '2026-01-02 03:04:05+00' },
    ]);
  });
});
