import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurementAlerts, measurementReadings, measurementSchedules } from './schema';
import { seedMeasurements } from './seed-measurements';
import { createSeededTestDatabase, type TestDatabase } from '../test-support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const DAY = 86_400_000;

describe('the demo readings', () => {
  it('give every admitted guest two years of readings, a few alerts and schedules, once', async () => {
    const db = database.handle.db;
    const now = new Date('2026-11-25T12:00:00Z');
    const created = await seedMeasurements(db, now);
    expect(created).toBeGreaterThan(10_000);
    expect(await seedMeasurements(db, now)).toBe(0);
    const [oldest] = await db
      .select({ n: count() })
      .from(measurementReadings)
      .where(gte(measurementReadings.measuredAt, new Date(now.getTime() - 731 * DAY)));
    expect(oldest?.n).toBe(created);
    const alerts = await db.select().from(measurementAlerts);
    expect(alerts.map((alert) => alert.kind)).toEqual(
      expect.arrayContaining(['threshold', 'weightLoss']),
    );
    const critical = alerts.filter((alert) => alert.judgement === 'critical');
    expect(critical.length).toBeGreaterThan(0);
    const [schedules] = await db.select({ n: count() }).from(measurementSchedules);
    expect(schedules?.n).toBeGreaterThan(0);
  });

  it('judge every value as saving would: the alarming ones flagged', async () => {
    const db = database.handle.db;
    const [flagged] = await db
      .select({ n: count() })
      .from(measurementReadings)
      .where(
        and(
          eq(measurementReadings.type, 'pressure'),
          eq(measurementReadings.judgement, 'critical'),
        ),
      );
    expect(flagged?.n).toBeGreaterThan(0);
  });
});
