/**
 * The export benchmark (docs/behaviour/exports.md#performance):
 * `pnpm --filter @care/server bench:export [rows] [runs]` builds the real app on an in-memory
 * PGlite (migrated, seeded), adds a guest with `rows` records in one month (default 600: twenty a
 * day) and times `runs` PDF exports of that month through the whole HTTP route (authorization,
 * query, texts, layout, audit), as a nurse of the guest's floor. Prints each run and the median.
 * A measurement, not a test: nothing fails on the figure.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createSessionStore } from '../src/auth/sessions';
import { openDatabase } from '../src/db/client';
import { customerAccounts } from '../src/db/schema';
import { seedDemoFacility } from '../src/db/seed';
import { seedTranslations } from '../src/db/seed-i18n';
import { insertExportGuest } from '../src/test-support/export-guest';
import { testConfig } from '../src/test-support/test-app';

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 600);
  const runs = Number(process.argv[3] ?? 10);
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDemoFacility(database.db);
  await seedTranslations(database.db);
  const guest = await insertExportGuest(database.db, 'bench-guest', rows);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const [nurse] = await database.db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, 'nurse'));
  const sessions = createSessionStore(
    database.db,
    { idleMs: 3_600_000, rememberMeIdleMs: 3_600_000, graceMs: 30_000 },
    () => new Date(),
  );
  let { token } = await sessions.create(nurse?.id ?? 0, false);
  const url = `/api/exports/STATUS_HISTORY?guestId=${guest.personalDataId}&from=2026-01-01&to=2026-01-31&format=pdf&lang=it`;
  const times: number[] = [];
  try {
    for (let run = 0; run <= runs; run += 1) {
      const started = performance.now();
      const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
      token = /^Bearer (.+)$/.exec(String(response.headers.authorization))?.[1] ?? token;
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
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
