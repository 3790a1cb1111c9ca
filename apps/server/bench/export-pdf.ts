/**
 * The export benchmark (docs/behaviour/exports.md#performance):
 * `pnpm --filter @care/server bench:export [rows] [runs] [type]` builds the real app on an
 * in-memory PGlite (migrated, seeded), adds a guest with `rows` records in one month (default
 * 600: twenty a day) and times `runs` PDF exports of that month through the whole HTTP route
 * (authorization, query, texts, layout, audit), as a nurse of the guest's floor. `type` is
 * `STATUS_HISTORY` (the default: a table) or `PRESSURE` (blood pressures: the chart above the
 * table). Prints each run and the median. A measurement, not a test: nothing fails on the figure.
 */
import { measurementReadings } from '../src/db/schema';
import { insertExportGuest } from '../src/test-support/export-guest';
import { openBenchWorld, runBench } from './bench-world';

const HOUR = 3_600_000;

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 600);
  const runs = Number(process.argv[3] ?? 10);
  const type = process.argv[4] === 'PRESSURE' ? 'PRESSURE' : 'STATUS_HISTORY';
  const world = await openBenchWorld();
  const db = world.database.db;
  const guest = await insertExportGuest(db, 'bench-guest', type === 'PRESSURE' ? 1 : rows);
  if (type === 'PRESSURE') {
    const start = Date.UTC(2026, 0, 1);
    const step = (31 * 24 * HOUR) / rows;
    await db.insert(measurementReadings).values(
      Array.from({ length: rows }, (_, n) => {
        const at = new Date(start + n * step);
        const value = { systolic: 115 + ((n * 7) % 60), diastolic: 65 + ((n * 5) % 40) };
        const outcome = 'measured' as const;
        return {
          guestAccountId: guest.accountId,
          type: 'pressure' as const,
          outcome,
          value,
          measuredAt: at,
          recordedAt: at,
        };
      }),
    );
  }
  const call = await world.start();
  const url = `/api/exports/${type}?guestId=${guest.personalDataId}&from=2026-01-01&to=2026-01-31&format=pdf&lang=it`;
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
      `PDF export (${type}) of ${rows} records (one month, one guest): median ${median.toFixed(0)} ms, ` +
        `min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms over ${runs} runs`,
    );
  } finally {
    await world.close();
  }
}

runBench(main);
