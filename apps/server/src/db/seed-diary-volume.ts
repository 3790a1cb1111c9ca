import { DIARY_DEFAULT_CATEGORIES } from '@care/api-client/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { diaryEntries } from './schema';

const SIGNIFICANCES = ['routine', 'routine', 'routine', 'routine', 'significant', 'critical'];
const TWO_YEARS_MS = 2 * 365 * 24 * 3_600_000;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * A diary of volume for the benchmarks (docs/behaviour/diary.md#performance): `count` entries of
 * `guest` by `author` (a nurse), spread evenly over the two years before `now`, newest first, the
 * categories in turn, one in six critical, in one statement; then the table's statistics.
 */
export async function insertDiaryVolume(
  db: Database,
  {
    guest,
    author,
    count,
    now = new Date(),
  }: {
    guest: number;
    author: number;
    count: number;
    now?: Date;
  },
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz - n * ${TWO_YEARS_MS / count}::float8 * interval '1 millisecond'`;
  await db.execute(sql`insert into ${diaryEntries}
      (guest_account_id, occurred_at, recorded_at, author_id, author_role, categories, text, significance)
    select ${guest}::int, ${at}, ${at}, ${author}::int, 'RA_NURSE',
      array[(${textArray(DIARY_DEFAULT_CATEGORIES)})[n % ${DIARY_DEFAULT_CATEGORIES.length}::int + 1]],
      'Round ' || n || ': ate most of the lunch, walked to the garden with help, slept after.',
      (${textArray(SIGNIFICANCES)})[n % ${SIGNIFICANCES.length}::int + 1]
    from generate_series(0, ${count - 1}::int) as n`);
  await db.execute(sql`analyze ${diaryEntries}`);
}
