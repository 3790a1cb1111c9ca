/**
 * The seed benchmark: `pnpm --filter @care/server bench:seed [runs]` migrates a new in-memory
 * PGlite and times what `main.ts` seeds: the demo facility (people, documents), the translations
 * and the demo diary, `runs` times (default 3), then a second seed on the last database (nothing
 * to add).
 * The end-to-end suite seeds on every start, so this stays fast. A measurement, not a test.
 */
import { openDatabase } from '../src/db/client';
import { seedDemoFacility } from '../src/db/seed';
import { seedDiary } from '../src/db/seed-diary';
import { seedTranslations } from '../src/db/seed-i18n';

async function timed<T>(what: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await what();
  return [result, Math.round(performance.now() - started)];
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  for (let run = 1; run <= runs; run += 1) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const [facility, facilityMs] = await timed(() => seedDemoFacility(database.db));
      const [, termsMs] = await timed(() => seedTranslations(database.db));
      const [entries, diaryMs] = await timed(() => seedDiary(database.db));
      console.log(
        `run ${run}: facility ${facilityMs} ms, translations ${termsMs} ms, diary ${diaryMs} ms ` +
          `(${entries} entries)`,
        facility,
      );
      if (run === runs) {
        const [, againMs] = await timed(async () => {
          await seedDemoFacility(database.db);
          await seedDiary(database.db);
        });
        console.log(`seeding again (nothing to add): ${againMs} ms`);
      }
    } finally {
      await database.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
