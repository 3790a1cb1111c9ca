import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

async function rowsOf(db: Database, text: string): Promise<Record<string, unknown>[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Logs every row written to the test database (a row trigger on each table of the public schema
 * but `ignored` ones) and answers a function that takes the log: the tables written since its
 * last call, by committed statements only (a rolled-back write leaves no log). Cheap enough to run
 * after every request of a fuzz test. Test databases only: it adds a table and triggers.
 */
export async function installWriteLog(
  db: Database,
  ignored: readonly string[] = [],
): Promise<() => Promise<string[]>> {
  const tables = (
    await rowsOf(
      db,
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    )
  )
    .map((row) => String(row.table_name))
    .filter((table) => !ignored.includes(table));
  await rowsOf(db, 'create table zz_write_log (table_name text not null)');
  await rowsOf(
    db,
    'create function zz_log_write() returns trigger language plpgsql as ' +
      '$$ begin insert into zz_write_log values (TG_TABLE_NAME); return null; end $$',
  );
  for (const table of tables) {
    await rowsOf(
      db,
      `create trigger zz_log_write after insert or update or delete on "${table}" ` +
        'for each row execute function zz_log_write()',
    );
  }
  return async () => {
    const rows = await rowsOf(db, 'delete from zz_write_log returning table_name');
    return [...new Set(rows.map((row) => String(row.table_name)))].sort();
  };
}
