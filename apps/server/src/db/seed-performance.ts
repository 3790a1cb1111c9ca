/**
 * The performance seed: `pnpm --filter @care/server db:seed-performance [count] [diary] [readings]` adds
 * `count` guests (default 10 000, usernames `perf00001`…, no credentials) to the database the
 * server would open (DATA_DIR or DATABASE_URL), after migrating and seeding the demo facility.
 * With `diary` (a number of entries), the demo diary too and, for the demo guest (`guest`, on the
 * demo nurse's floor), `diary` more entries by the nurse over the last two years (the diary tab's
 * benchmark). With `readings` (a number a day), two years of that many readings a day of six
 * measures for the demo guest (the Measurements tab's benchmark); the server's start then seeds
 * no other readings (its demo readings go only into an empty table). Run it again and no guest
 * is added twice (the entries and readings are). Not part of the default seed.
 */
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Database } from './client';
import { customerAccounts, measurementReadings } from './schema';
import { planVolume } from './seed-measurements-plan';
import { seedDemoFacility } from './seed';
import { seedDiary } from './seed-diary';
import { insertDiaryVolume } from './seed-diary-volume';
import { seedPerformanceGuests } from './seed-people';

/** The account ids of the demo guest and the demo nurse (the volume's author). */
async function demoGuestAndNurse(db: Database): Promise<{ guest: number; author: number }> {
  const accounts = await db
    .select({ id: customerAccounts.id, username: customerAccounts.username })
    .from(customerAccounts)
    .where(inArray(customerAccounts.username, ['guest', 'nurse']));
  const id = (username: string) => accounts.find((account) => account.username === username)?.id;
  const guest = id('guest');
  const author = id('nurse');
  if (guest === undefined || author === undefined) throw new Error('no demo guest or nurse');
  return { guest, author };
}

/** The demo diary, then `count` entries of the demo guest by the demo nurse. */
async function seedDiaryVolume(db: Database, count: number): Promise<void> {
  await seedDiary(db);
  await insertDiaryVolume(db, { ...(await demoGuestAndNurse(db)), count });
}

/** `perDay` readings a day of six measures over two years for the demo guest, by the nurse. */
async function seedReadingVolume(db: Database, perDay: number): Promise<number> {
  const { guest, author } = await demoGuestAndNurse(db);
  const plan = planVolume(guest, author, perDay, new Date());
  for (let start = 0; start < plan.length; start += 2_000) {
    const batch = plan.slice(start, start + 2_000);
    await db
      .insert(measurementReadings)
      .values(batch.map((r) => ({ ...r, outcome: 'measured' as const, recordedAt: r.measuredAt })));
  }
  return plan.length;
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 10_000);
  const diary = Number(process.argv[3] ?? 0);
  const readings = Number(process.argv[4] ?? 0);
  if (!Number.isInteger(readings) || readings < 0 || readings > 48) {
    throw new Error('usage: db:seed-performance [count] [diary] [readings], readings 0 to 48');
  }
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
    if (readings > 0) {
      const began = Date.now();
      const added = await seedReadingVolume(database.db, readings);
      console.log(`[care] ${added} readings of the demo guest added in ${Date.now() - began} ms`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
