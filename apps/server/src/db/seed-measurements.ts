import { weightLossAlerts } from '@care/api-client/schemas';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from './client';
import {
  customerAccounts,
  customerRoles,
  measurementAlerts,
  measurementReadings,
  measurementSchedules,
} from './schema';
import { planMeasurements, type PlannedReading } from './seed-measurements-plan';

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

const BATCH = 5_000;
const DAY = 86_400_000;

async function admittedGuests(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .innerJoin(customerRoles, eq(customerRoles.accountId, customerAccounts.id))
    .where(and(eq(customerAccounts.status, 'A'), eq(customerRoles.role, 'RA_GUEST')))
    .orderBy(asc(customerAccounts.id));
  return rows.map((row) => row.id);
}

/** Active alerts for the recent readings beyond their normal range, as saving would raise. */
async function alertRecent(tx: Executor, now: Date): Promise<void> {
  const recent = await tx
    .select()
    .from(measurementReadings)
    .where(
      and(
        gte(measurementReadings.measuredAt, new Date(now.getTime() - 2 * DAY)),
        ne(measurementReadings.judgement, 'normal'),
      ),
    );
  const alerts = recent.flatMap((reading) =>
    reading.parameters
      .filter((item) => item.judgement !== 'normal')
      .map((item) => ({
        guestAccountId: reading.guestAccountId,
        readingId: reading.id,
        kind: 'threshold' as const,
        parameter: item.parameter,
        value: item.value,
        judgement: item.judgement as 'outOfRange' | 'critical',
        measuredAt: reading.measuredAt,
        raisedAt: reading.measuredAt,
      })),
  );
  if (alerts.length > 0) await tx.insert(measurementAlerts).values(alerts);
}

/** The weight-loss alert of the guest whose weight goes down (the first admitted guest). */
async function alertWeightLoss(tx: Executor, guestAccountId: number): Promise<void> {
  const weights = await tx
    .select({
      id: measurementReadings.id,
      at: measurementReadings.measuredAt,
      value: measurementReadings.value,
    })
    .from(measurementReadings)
    .where(
      and(
        eq(measurementReadings.guestAccountId, guestAccountId),
        eq(measurementReadings.type, 'weight'),
      ),
    )
    .orderBy(asc(measurementReadings.measuredAt));
  const last = weights[weights.length - 1];
  if (!last) return;
  const points = weights.map((row) => ({ at: row.at.getTime(), kg: Number(row.value?.['kg']) }));
  const alerts = weightLossAlerts(points).map((alert) => ({
    guestAccountId,
    readingId: last.id,
    kind: 'weightLoss' as const,
    value: alert.lossPercent,
    judgement: alert.percent >= 10 ? ('critical' as const) : ('outOfRange' as const),
    detail: `${alert.percent}/${alert.days}`,
    measuredAt: last.at,
    raisedAt: last.at,
  }));
  if (alerts.length > 0) await tx.insert(measurementAlerts).values(alerts);
}

/** Schedules for the first guests: weight monthly, blood pressure daily, glycaemia before meals. */
async function seedSchedules(tx: Executor, guests: number[], authorId: number, now: Date) {
  const rows = guests.slice(0, 6).flatMap((guestAccountId) => [
    { guestAccountId, type: 'weight' as const, kind: 'interval' as const, everyDays: 30 },
    { guestAccountId, type: 'pressure' as const, kind: 'interval' as const, everyDays: 1 },
    {
      guestAccountId,
      type: 'glycemia' as const,
      kind: 'times' as const,
      times: ['07:30', '11:30', '18:30'],
    },
  ]);
  await tx
    .insert(measurementSchedules)
    .values(rows.map((row) => ({ ...row, setBy: authorId, setAt: now })));
}

/**
 * Inserts planned readings in one statement: one array per column, unnested (rows as parameters
 * of a row-by-row VALUES cost several times more to build and to run on PGlite).
 */
async function insertReadings(tx: Executor, plan: readonly PlannedReading[]): Promise<void> {
  const column = <T>(pick: (reading: PlannedReading) => T) => sql.param(plan.map(pick));
  await tx.execute(sql`
    insert into ${measurementReadings} (guest_account_id, type, outcome, value, measured_at,
      recorded_at, author_id, judgement, parameters)
    select guest, type, 'measured', value, measured, measured, author, judgement, parameters
    from unnest(
      ${column((r) => r.guestAccountId)}::int[], ${column((r) => r.type)}::text[],
      ${column((r) => JSON.stringify(r.value))}::jsonb[], ${column((r) => r.measuredAt.toISOString())}::timestamptz[],
      ${column((r) => r.authorId)}::int[], ${column((r) => r.judgement)}::text[],
      ${column((r) => JSON.stringify(r.parameters))}::jsonb[]
    ) as planned(guest, type, value, measured, author, judgement, parameters)`);
}

/**
 * Seeds the demo readings (docs/behaviour/measurements.md#demo-data) when there are none: two
 * years for every admitted guest in bulk inserts, the recent alerts and a few schedules.
 * Idempotent (any reading: left alone); an advisory lock keeps two starting instances apart.
 * Returns how many readings were inserted.
 */
export async function seedMeasurements(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310426005)`);
    const [existing] = await tx
      .select({ id: measurementReadings.id })
      .from(measurementReadings)
      .limit(1);
    if (existing) return 0;
    const [nurse] = await tx
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(eq(customerAccounts.username, 'nurse'));
    const guests = await admittedGuests(tx);
    if (!nurse || guests.length === 0) return 0;
    const plan = planMeasurements(guests, nurse.id, now);
    for (let start = 0; start < plan.length; start += BATCH) {
      await insertReadings(tx, plan.slice(start, start + BATCH));
    }
    await alertRecent(tx, now);
    await alertWeightLoss(tx, guests[0] as number);
    await seedSchedules(tx, guests, nurse.id, now);
    return plan.length;
  });
}
