/**
 * The performance seed: `pnpm --filter @care/server db:seed-performance [count]` adds `count`
 * guests (default 10 000, usernames `perf00001`…, no credentials) to the database the server
 * would open (DATA_DIR or DATABASE_URL), after migrating and seeding the demo facility. Run it
 * again and nothing is added twice. Not part of the default seed.
 */
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemoFacility } from './seed';
import { seedPerformanceGuests } from './seed-people';

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 10_000);
  if (!Number.isInteger(count) || count < 1 || count > 200_000) {
    throw new Error('usage: db:seed-performance [count], count from 1 to 200000');
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedDemoFacility(database.db);
    const started = Date.now();
    const created = await seedPerformanceGuests(database.db, count);
    console.log(`[care] ${created} performance guests added in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
