/**
 * The export benchmark (docs/behaviour/exports.md#performance):
 * `pnpm --filter @care/server bench:export [rows] [runs]` builds the real app on an in-memory
 * PGlite (migrated, seeded), adds a guest with `rows` records in one month (default 600: twenty a
 * day) and times `runs` PDF exports of that month through the whole HTTP route (authorization,
 * query, texts, layout, audit), as a nurse of the guest's floor. Prints each run and the median.
 * A measurement, not a test: nothing fails on the figure.
 */
import { insertExportGuest } from '../src/test-support/export-guest';
import { openBenchWorld, runBench } from './bench-world';

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 600);
  const runs = Number(process.argv[3] ?? 10);
  const world = await openBenchWorld();
  const guest = await insertExportGuest(world.database.db, 'bench-guest', rows);
  const call = await world.start();
  const url = `/api/exports/STATUS_HISTORY?guestId=${guest.personalDataId}&from=2026-01-01&to=2026-01-31&format=pdf&lang=it`;
  const times: number[] = [];
  try {
    for (let run = 0; run <= runs; run += 1) {
      const { ms, response } = await call(url);
      // The first run loads the fonts and warms the JIT: reported, not counted.
      console.log(
        `${run === 0 ? 'warm-up' : `run ${run}`}: ${ms.toFixed(0)} ms, ${response.rawPayload.length} bytes`,
      );
      if (run > 0) times.push(ms);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `PDF export of ${rows} records (one month, one guest): median ${median.toFixed(0)} ms, ` +
        `min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms over ${runs} runs`,
    );
  } finally {
    await world.close();
  }
}

runBench(main);
