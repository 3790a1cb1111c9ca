/**
 * The diary list benchmark (docs/behaviour/diary.md#performance):
 * `pnpm --filter @care/server bench:diary [entries] [runs]` builds the real app on an in-memory
 * PGlite (migrated, seeded), adds a guest with `entries` diary entries over two years (default
 * 10 000), and times `runs` calls of a guest's diary through the whole HTTP route (session,
 * module level, reach, filters, read state, response check) as a nurse of the guest's floor: the
 * first page, a category filter, a significance filter and a text search. Prints the median and
 * p95 of each, and the query plan of the category filter. A measurement, not a test.
 */
import { sql } from 'drizzle-orm';
import { insertDiaryVolume } from '../src/db/seed-diary-volume';
import { insertExportGuest } from '../src/test-support/export-guest';
import { openBenchWorld, runBench } from './bench-world';

/** Median and p95 of `times`, in ms. */
function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 10_000);
  const runs = Number(process.argv[3] ?? 50);
  const world = await openBenchWorld();
  const { database, nurseId } = world;
  const guest = await insertExportGuest(database.db, 'bench-diary-guest', 1);
  await insertDiaryVolume(database.db, { guest: guest.accountId, author: nurseId, count });
  const call = await world.start();
  const base = `/api/care/api/v1/diary/guest/${guest.personalDataId}/entries`;
  const cases = {
    'first page': `${base}?page=0`,
    'category sleep': `${base}?categories=sleep&page=0`,
    'significance critical': `${base}?significance=critical&page=0`,
    'text search': `${base}?q=garden&page=3`,
  };
  try {
    for (const [name, url] of Object.entries(cases)) {
      const times: number[] = [];
      for (let run = 0; run <= runs; run += 1) {
        const { ms } = await call(url);
        if (run > 0) times.push(ms); // the first call warms the JIT: not counted
      }
      console.log(`${name.padEnd(22)} ${summary(times)} over ${runs} calls`);
    }
    const plan = await database.db.execute(
      sql`explain analyze select id from diary_entries where guest_account_id = ${guest.accountId}
          and categories && array['sleep'] order by occurred_at desc, id desc limit 20`,
    );
    console.log('\nplan of the category filter:');
    for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows)
      console.log(`  ${Object.values(row)[0]}`);
    console.log(
      `\n${count} entries of one guest over two years, PGlite in memory, the real route.`,
    );
  } finally {
    await world.close();
  }
}

runBench(main);
