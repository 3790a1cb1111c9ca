import type {
  MeasureType,
  MeasurementDue,
  MeasurementSchedule,
  SchedulesUpdate,
} from '@care/api-client/schemas';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { measurementReadings, measurementSchedules } from '../db/schema';
import type { MeasurementCaller, MeasurementGuest } from './access';
import { dueOf } from './due';
import { groupGuests } from './group';

/** Measurement schedules and what is due (docs/behaviour/measurements.md#schedules). */

type ScheduleRow = typeof measurementSchedules.$inferSelect;

function toSchedule(row: ScheduleRow): MeasurementSchedule {
  return row.kind === 'interval'
    ? { type: row.type, kind: 'interval', everyDays: row.everyDays ?? 1 }
    : { type: row.type, kind: 'times', times: row.times ?? [] };
}

/** The last measured reading of each type of each of `accounts`. */
async function lastTimes(db: Database, accounts: number[]): Promise<Map<string, Date>> {
  const r = measurementReadings;
  const rows = await db
    .selectDistinctOn([r.guestAccountId, r.type], {
      account: r.guestAccountId,
      type: r.type,
      at: r.measuredAt,
    })
    .from(r)
    .where(and(inArray(r.guestAccountId, accounts), isNull(r.enteredInErrorAt)))
    .orderBy(r.guestAccountId, r.type, desc(r.measuredAt));
  return new Map(rows.map((row) => [`${row.account}:${row.type}`, row.at]));
}

/** What is due for each schedule of `accounts`, by account. */
async function dueByAccount(db: Database, accounts: number[], now: Date, zone: string | null) {
  const out = new Map<number, MeasurementDue[]>();
  if (accounts.length === 0) return out;
  const rows = await db
    .select()
    .from(measurementSchedules)
    .where(inArray(measurementSchedules.guestAccountId, accounts))
    .orderBy(measurementSchedules.type);
  const last = await lastTimes(db, [...new Set(rows.map((row) => row.guestAccountId))]);
  for (const row of rows) {
    const lastAt = last.get(`${row.guestAccountId}:${row.type}`) ?? null;
    const due = dueOf(toSchedule(row), row.setAt, lastAt, now, zone);
    out.set(row.guestAccountId, [...(out.get(row.guestAccountId) ?? []), due]);
  }
  return out;
}

/** The guest's schedules with what is due. */
export async function guestDue(
  db: Database,
  guest: MeasurementGuest,
  now: Date,
  zone: string | null,
): Promise<MeasurementDue[]> {
  return (await dueByAccount(db, [guest.accountId], now, zone)).get(guest.accountId) ?? [];
}

/** Replaces the guest's schedules; answers what is due. */
export async function setSchedules(
  db: Database,
  caller: MeasurementCaller,
  guest: MeasurementGuest,
  body: SchedulesUpdate,
  now: Date,
  zone: string | null,
): Promise<MeasurementDue[]> {
  await db.transaction(async (tx) => {
    await tx
      .delete(measurementSchedules)
      .where(eq(measurementSchedules.guestAccountId, guest.accountId));
    if (body.schedules.length === 0) return;
    await tx.insert(measurementSchedules).values(
      body.schedules.map((schedule) => ({
        guestAccountId: guest.accountId,
        type: schedule.type,
        kind: schedule.kind,
        everyDays: schedule.kind === 'interval' ? schedule.everyDays : null,
        times: schedule.kind === 'times' ? schedule.times : null,
        setBy: caller.accountId,
        setAt: now,
      })),
    );
  });
  return guestDue(db, guest, now, zone);
}

/** The group's guests with overdue measures, each with only what is overdue. */
export async function overdueList(
  db: Database,
  caller: MeasurementCaller,
  groupId: number | undefined,
  now: Date,
  zone: string | null,
) {
  const guests = await groupGuests(db, caller, groupId);
  const due = await dueByAccount(
    db,
    guests.map((guest) => guest.accountId),
    now,
    zone,
  );
  return guests
    .map(({ accountId, ...guest }) => ({
      guest,
      due: (due.get(accountId) ?? []).filter((item) => item.overdue),
    }))
    .filter((row) => row.due.length > 0);
}

/** The overdue types of one guest (the chart header). */
export async function overdueTypes(
  db: Database,
  guest: MeasurementGuest,
  now: Date,
): Promise<MeasureType[]> {
  return (await guestDue(db, guest, now, null)).filter((d) => d.overdue).map((d) => d.type);
}
