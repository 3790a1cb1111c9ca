/**
 * The performance seed: `pnpm --filter @care/server db:seed-performance [count] [diary]` adds
 * `count` guests (default 10 000, usernames `perf00001`…, no credentials) to the database the
 * server would open (DATA_DIR or DATABASE_URL), after migrating and seeding the demo facility.
 * With `diary` (a number of entries), the demo diary too and, for the demo guest (`guest`, on the
 * demo nurse's floor), `diary` more entries by the nurse over the last two years (the diary tab's
 * benchmark). Run it again and no guest is added twice (the entries are). Not part of the default seed.
 */
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Database } from './client';
import { customerAccounts } from './schema';
import { seedDemoFacility } from './seed';
import { seedDiary } from './seed-diary';
import { insertDiaryVolume } from './seed-diary-volume';
import { seedPerformanceGuests } from './seed-people';

/** The demo diary, then `count` entries of the demo guest by the demo nurse. */
async function seedDiaryVolume(db: Database, count: number): Promise<void> {
  await seedDiary(db);
  const accounts = await db
    .select({ id: customerAccounts.id, username: customerAccounts.username })
    .from(customerAccounts)
    .where(inArray(customerAccounts.username, ['guest', 'nurse']));
  const id = (username: string) => accounts.find((account) => account.username === username)?.id;
  const guest = id('guest');
  const author = id('nurse');
  if (guest === undefined || author === undefined) throw new Error('no demo guest or nurse');
  await insertDiaryVolume(db, { guest, author, count });
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 10_000);
  const diary = Number(process.argv[3] ?? 0);
  if (!Number.isInteger(count) || count < 1 || count > 200_000) {
    throw new Error('usage: db:seed-performance [count] [diary], count from 1 to 200000');
  }
  if (!Number.isInteger(diary) || diary < 0 || diary > 1_000_000) {
    throw new Error('usage: db:seed-performance [count] [diary], diary from 0 to 1000000');
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedDemoFacility(database.db);
    const started = Date.now();
    const created = await seedPerformanceGuests(database.db, count);
    console.log(`[care] ${created} performance guests added in ${Date.now() - started} ms`);
    if (diary > 0) {
      const began = Date.now();
      await seedDiaryVolume(database.db, diary);
      console.log(
        `[care] ${diary} diary entries of the demo guest added in ${Date.now() - began} ms`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
