import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase, type TestDatabase } from '../test-support/test-database';
import { customerAccounts, customerRoles, diaryEntries, diaryReads } from './schema';
import { seedDiary } from './seed-diary';

let database: TestDatabase;
let created = 0;
beforeAll(async () => {
  database = await createSeededTestDatabase();
  created = await seedDiary(database.handle.db);
});
afterAll(async () => {
  await database?.cleanup();
});

describe('the demo diary', () => {
  it('gives every admitted guest 2 to 4 entries a day over the last 30 days', async () => {
    expect(created).toBeGreaterThan(2000);
    const db = database.handle.db;
    const perGuest = await db
      .select({ guest: customerAccounts.id, entries: count(diaryEntries.id) })
      .from(customerAccounts)
      .innerJoin(customerRoles, eq(customerRoles.accountId, customerAccounts.id))
      .leftJoin(diaryEntries, eq(diaryEntries.guestAccountId, customerAccounts.id))
      .where(and(eq(customerAccounts.status, 'A'), eq(customerRoles.role, 'RA_GUEST')))
      .groupBy(customerAccounts.id);
    expect(perGuest.length).toBeGreaterThan(30);
    for (const { entries } of perGuest) {
      expect(entries).toBeGreaterThanOrEqual(2 * 29);
      expect(entries).toBeLessThanOrEqual(4 * 30 + 4);
    }
  });

  it('is mostly routine, with some significant, a few critical and one fall', async () => {
    const rows = await database.handle.db
      .select({ significance: diaryEntries.significance, n: count() })
      .from(diaryEntries)
      .where(isNull(diaryEntries.acknowledgesEntryId))
      .groupBy(diaryEntries.significance);
    const by = Object.fromEntries(rows.map((row) => [row.significance, row.n]));
    const total = (by.routine ?? 0) + (by.significant ?? 0) + (by.critical ?? 0);
    expect((by.routine ?? 0) / total).toBeGreaterThan(0.75);
    expect(by.significant).toBeGreaterThan(0);
    expect(by.critical).toBeGreaterThan(0);
    expect(by.critical).toBeLessThan(total / 50);
    const [falls] = await database.handle.db
      .select({ n: count() })
      .from(diaryEntries)
      .where(
        and(
          sql`'fallIncident' = any(${diaryEntries.categories})`,
          isNull(diaryEntries.acknowledgesEntryId),
          isNotNull(diaryEntries.fall),
        ),
      );
    // The fall, with its structured record.
    expect(falls?.n).toBe(1);
  });

  it('acknowledges the older critical entries, leaves a recent one open, and has read state', async () => {
    const db = database.handle.db;
    const open = await db
      .select({ n: count() })
      .from(diaryEntries)
      .where(and(eq(diaryEntries.significance, 'critical'), isNull(diaryEntries.acknowledgedAt)));
    expect(open[0]?.n).toBeGreaterThan(0);
    const acks = await db
      .select({ n: count() })
      .from(diaryEntries)
      .where(isNotNull(diaryEntries.acknowledgesEntryId));
    expect(acks[0]?.n).toBeGreaterThan(0);
    const reads = await db.select({ n: count() }).from(diaryReads);
    expect(reads[0]?.n).toBeGreaterThan(0);
  });

  it('adds nothing to a diary that has entries', async () => {
    expect(await seedDiary(database.handle.db)).toBe(0);
  });
});
