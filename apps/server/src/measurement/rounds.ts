import {
  waterBalance,
  type MeasureType,
  type Reading,
  type WaterBalanceDay,
} from '@care/api-client/schemas';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { DB_MEASURE_TYPES, measurementReadings } from '../db/schema';
import { AppError } from '../errors/app-error';
import { calendarDay } from '../time/local-time';
import type { MeasurementCaller, MeasurementGuest } from './access';
import { groupGuests } from './group';
import { selectReadings, toReading } from './readings';

/** The group lists and the water balance (docs/behaviour/measurements.md#rounds-and-lists). */

const r = measurementReadings;

/**
 * The ids of the latest reading of each of `types` of each of `accounts`, not entered in error:
 * one probe of the (guest, type, time) index a guest and type, however many readings there are
 * (two years at six a day are 4 400 a type: reading them all took seconds).
 */
async function latestIds(
  db: Database,
  accounts: readonly number[],
  types: readonly MeasureType[],
): Promise<number[]> {
  const list = <T>(values: readonly T[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const result = await db.execute(sql`
    select latest.id from unnest(array[${list(accounts)}]::integer[]) as guest(id)
    cross join unnest(array[${list(types)}]::text[]) as kind(type)
    cross join lateral (
      select ${r.id} as id from ${r}
      where ${r.guestAccountId} = guest.id and ${r.type} = kind.type
        and ${r.enteredInErrorAt} is null
      order by ${r.measuredAt} desc, ${r.id} desc
      limit 1
    ) as latest`);
  // Both drivers (PGlite, node-postgres) answer `{ rows }`.
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) =>
    Number(row.id),
  );
}

/** The latest reading of each type (or of `type`) of each of `accounts`, not entered in error. */
async function latestOf(db: Database, accounts: number[], type?: MeasureType) {
  if (accounts.length === 0) return [];
  const ids = await latestIds(db, accounts, type === undefined ? DB_MEASURE_TYPES : [type]);
  if (ids.length === 0) return [];
  return selectReadings(db).where(inArray(r.id, ids)).orderBy(r.guestAccountId, r.type);
}

/** The round sheet: the group's guests with their last reading of `type`. */
export async function roundSheet(
  db: Database,
  caller: MeasurementCaller,
  query: { groupId?: number | undefined; type: MeasureType },
) {
  const guests = await groupGuests(db, caller, query.groupId);
  const latest = await latestOf(
    db,
    guests.map((guest) => guest.accountId),
    query.type,
  );
  return guests.map(({ accountId, ...guest }) => {
    const last = latest.find((row) => row.guestAccountId === accountId);
    return { guest, last: last ? toReading(last) : null };
  });
}

/** The latest-values table: every guest of the group with their latest reading of each type. */
export async function latestTable(
  db: Database,
  caller: MeasurementCaller,
  groupId: number | undefined,
) {
  const guests = await groupGuests(db, caller, groupId);
  const latest = await latestOf(
    db,
    guests.map((guest) => guest.accountId),
  );
  return guests.map(({ accountId, ...guest }) => ({
    guest,
    latest: latest.filter((row) => row.guestAccountId === accountId).map(toReading),
  }));
}

/** The guest's latest reading of each type (the chart header). */
export async function guestLatest(db: Database, guest: MeasurementGuest): Promise<Reading[]> {
  return (await latestOf(db, [guest.accountId])).map(toReading);
}

const DAY_MS = 86_400_000;

/** The guest's daily water balance between local days `from` and `to` (at most 366 days). */
export async function readWaterBalance(
  db: Database,
  guest: MeasurementGuest,
  query: { from: string; to: string },
  zone: string | null,
): Promise<WaterBalanceDay[]> {
  const start = Date.parse(`${query.from}T00:00:00Z`) - DAY_MS;
  const end = Date.parse(`${query.to}T00:00:00Z`) + 2 * DAY_MS;
  if (end < start || end - start > 369 * DAY_MS) throw new AppError('E016', { status: 400 });
  const rows = await db
    .select({ type: r.type, value: r.value, at: r.measuredAt })
    .from(r)
    .where(
      and(
        eq(r.guestAccountId, guest.accountId),
        inArray(r.type, ['hydration', 'diuresis']),
        eq(r.outcome, 'measured'),
        isNull(r.enteredInErrorAt),
        gte(r.measuredAt, new Date(start)),
        lte(r.measuredAt, new Date(end)),
      ),
    );
  const amounts = rows
    .map((row) => ({
      kind: row.type === 'hydration' ? ('intake' as const) : ('output' as const),
      day: calendarDay(row.at, zone),
      ml: Number(row.value?.['ml'] ?? 0),
    }))
    .filter((amount) => amount.day >= query.from && amount.day <= query.to);
  return waterBalance(amounts);
}
