import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';

// Data statements run prepared on both engines (docs/performance.md#pglite-per-statement): each
// run answers for its own values, however many statements there are, after an error and after
// the table under a prepared statement changed.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database?.cleanup());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The database's error code on the cause chain of `error` (Drizzle wraps the driver's). */
function codeOf(error: unknown): unknown {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

describe('prepared statements', () => {
  it('answer each run for its own values', async () => {
    const { db } = database.handle;
    for (let n = 0; n < 12; n++) {
      const rows = rowsOf(await db.execute(sql`select ${n}::int * 2 as twice, ${`v${n}`} as v`));
      expect(rows).toEqual([{ twice: n * 2, v: `v${n}` }]);
    }
  });

  it('keep answering with more distinct statements than are kept', async () => {
    const { db } = database.handle;
    for (let n = 0; n < 520; n++) {
      const rows = rowsOf(await db.execute(sql.raw(`select ${n} as n, 'text ${n}' as t`)));
      expect(rows).toEqual([{ n, t: `text ${n}` }]);
    }
    expect(rowsOf(await db.execute(sql.raw(`select 0 as n, 'text 0' as t`)))).toEqual([
      { n: 0, t: 'text 0' },
    ]);
  });

  it('report the database’s error, and the next statement runs', async () => {
    const { db } = database.handle;
    await db.execute(sql`create table prepared_probe (id int primary key, label text)`);
    const insert = (id: unknown) =>
      db.execute(sql`insert into prepared_probe (id, label) values (${id}, 'x')`);
    await insert(1);
    expect(codeOf(await insert(1).catch((error: unknown) => error))).toBe('23505');
    expect(codeOf(await insert('one').catch((error: unknown) => error))).toBe('22P02');
    await insert(2);
    const rows = rowsOf(await db.execute(sql`select id from prepared_probe order by id`));
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('follow the table when it changes under them', async () => {
    const { db } = database.handle;
    await db.execute(sql`create table changing_probe (a int)`);
    await db.execute(sql`insert into changing_probe values (1)`);
    const read = () => db.execute(sql`select a from changing_probe where a >= ${0}`);
    expect(rowsOf(await read())).toEqual([{ a: 1 }]);
    await db.execute(sql`alter table changing_probe add column b text`);
    await db.execute(sql`drop table changing_probe`);
    await db.execute(sql`create table changing_probe (b text, a int)`);
    await db.execute(sql`insert into changing_probe values ('x', 7)`);
    expect(rowsOf(await read())).toEqual([{ a: 7 }]);
  });
});
