import { readFile } from 'node:fs/promises';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityAttendance, activityEnrolments, diaryEntries } from './schema';
import { seedActivities } from './seed-activities';
import { createSeededTestDatabase, type TestDatabase } from '../test-support/test-database';
import { occurrencesBetween } from '../activity/occurrences';

let database: TestDatabase;

beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const total = async (table: typeof activities | typeof activityEnrolments) =>
  (await database.handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('the demo programme', () => {
  it('gives each floor a weekly programme, enrolments and last week’s attendance, once', async () => {
    const db = database.handle.db;
    const now = new Date('2026-11-25T12:00:00Z');
    expect(await seedActivities(db, now)).toBe(10);
    expect(await seedActivities(db, now)).toBe(0);
    expect(await total(activities)).toBe(10);
    expect(await total(activityEnrolments)).toBeGreaterThan(0);

    const [gym] = await db
      .select()
      .from(activities)
      .where(eq(activities.title, 'Ginnastica dolce'));
    if (!gym) throw new Error('no gym');
    // Monday 16 and Thursday 19 November, 10:00 in Rome.
    const week = occurrencesBetween(
      { ...gym, recurrence: gym.recurrence ?? null },
      new Date('2026-11-16T00:00:00Z'),
      new Date('2026-11-23T00:00:00Z'),
    ).map((o) => o.start.toISOString());
    expect(week).toEqual(['2026-11-16T09:00:00.000Z', '2026-11-19T09:00:00.000Z']);

    const recorded = await db
      .select({ n: count() })
      .from(activityAttendance)
      .innerJoin(diaryEntries, eq(diaryEntries.id, activityAttendance.diaryEntryId))
      .where(
        and(
          isNotNull(activityAttendance.diaryEntryId),
          eq(diaryEntries.categories, ['activities']),
        ),
      );
    const [all] = await db.select({ n: count() }).from(activityAttendance);
    expect(all?.n).toBeGreaterThan(0);
    expect(recorded[0]?.n).toBe(all?.n);
  });

  it('the 0018 migration gives the entries written before origins existed theirs', async () => {
    const db = database.handle.db;
    await seedActivities(db, new Date('2026-11-25T12:00:00Z'));
    const origins = () =>
      db
        .select({ id: diaryEntries.id, origin: diaryEntries.origin })
        .from(diaryEntries)
        .where(isNotNull(diaryEntries.origin))
        .orderBy(asc(diaryEntries.id));
    const seeded = await origins();
    expect(seeded.length).toBeGreaterThan(0);
    // An existing database: the same entries without an origin, then the migration's backfill.
    await db.update(diaryEntries).set({ origin: null });
    const migration = await readFile(
      new URL('../../drizzle/0018_diary_attachments_and_origin.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('UPDATE "diary_entries"');
    await db.execute(sql.raw(backfill));
    expect(await origins()).toEqual(seeded);
  });
});
