import {
  ACTIVITY_RECURRENCE_MAX_DAYS,
  type Activity,
  type ActivityOccurrence,
  type activityRangeQuerySchema,
  type activityWriteSchema,
} from '@care/api-client/schemas';
import { and, asc, count, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import {
  activities,
  activityEnrolments,
  customerAccounts,
  personalData,
  type StoredRecurrence,
} from '../db/schema';
import { AppError } from '../errors/app-error';
import { isGuestAccount } from '../people/scope';
import { calendarDay } from '../time/local-time';
import {
  activityInReach,
  requireGroup,
  requireNotCancelled,
  type ActivityCaller,
  type ActivityRow,
} from './access';
import { lastStartOf, occurrencesBetween, type Schedule } from './occurrences';

/**
 * The programme (docs/behaviour/activities.md#activities): creating, changing and cancelling an
 * activity, reading one, and the occurrences of a period.
 */

type ActivityBody = z.output<typeof activityWriteSchema>;
const DAY = 86_400_000;

/** The schedule of a stored activity. */
export const scheduleOf = (row: ActivityRow): Schedule => ({
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  timeZone: row.timeZone,
  recurrence: row.recurrence ?? null,
});

/** 400 E016 unless `until` lies between the first day and a year after it. */
function checkRecurrence(recurrence: StoredRecurrence, startsAt: Date, zone: string) {
  const first = calendarDay(startsAt, zone);
  const span = (Date.parse(recurrence.until) - Date.parse(first)) / DAY;
  if (span < 0 || span > ACTIVITY_RECURRENCE_MAX_DAYS) throw new AppError('E016', { status: 400 });
}

/** 400 E016 unless `accountId` is a staff account (never a guest). */
async function checkLeader(db: Database, accountId: number | null | undefined) {
  if (accountId === null || accountId === undefined) return;
  const [row] = await db
    .select({ guest: sql<boolean>`${isGuestAccount(customerAccounts.id)}` })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId));
  if (!row || row.guest) throw new AppError('E016', { status: 400 });
}

/** The columns an activity's body sets, checked. */
async function columnsOf(db: Database, body: ActivityBody, zone: string) {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  const recurrence: StoredRecurrence | null = body.recurrence
    ? {
        frequency: body.recurrence.frequency,
        until: body.recurrence.until,
        ...(body.recurrence.frequency === 'weekly' ? { weekdays: body.recurrence.weekdays } : {}),
      }
    : null;
  if (recurrence) checkRecurrence(recurrence, startsAt, zone);
  await checkLeader(db, body.leaderAccountId);
  const schedule = { startsAt, endsAt, timeZone: zone, recurrence };
  return {
    groupId: body.groupId,
    title: body.title,
    description: body.description ? body.description : null,
    startsAt,
    endsAt,
    timeZone: zone,
    place: body.place,
    leaderName: body.leaderName ? body.leaderName : null,
    leaderAccountId: body.leaderAccountId ?? null,
    capacity: body.capacity ?? null,
    recurrence,
    lastStart: lastStartOf(schedule),
  };
}

/** The guests enrolled in `activityId`, by surname. */
async function enrolledGuests(db: Database, activityId: number) {
  return db
    .select({
      personalDataId: personalData.id,
      name: personalData.name,
      surname: personalData.surname,
    })
    .from(activityEnrolments)
    .innerJoin(personalData, eq(personalData.accountId, activityEnrolments.guestAccountId))
    .where(eq(activityEnrolments.activityId, activityId))
    .orderBy(asc(personalData.surname), asc(personalData.name), asc(personalData.id));
}

/** Activity `id` as the contract's, with its guests. */
export async function activityDetail(db: Database, id: number): Promise<Activity> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  if (!row) throw new AppError('E013');
  let leader: Activity['leader'] = row.leaderName
    ? { name: row.leaderName, accountId: null }
    : null;
  if (row.leaderAccountId !== null) {
    const [person] = await db
      .select({ name: sql<string>`${personalData.name} || ' ' || ${personalData.surname}` })
      .from(personalData)
      .where(eq(personalData.accountId, row.leaderAccountId));
    leader = { name: person?.name ?? '', accountId: row.leaderAccountId };
  }
  return {
    id: row.id,
    groupId: row.groupId,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    place: row.place,
    leader,
    capacity: row.capacity,
    recurrence: row.recurrence ?? null,
    timeZone: row.timeZone,
    cancelled: row.cancelledAt !== null,
    enrolled: await enrolledGuests(db, row.id),
  };
}

/** One activity, when the caller reaches it. */
export async function getActivity(db: Database, caller: ActivityCaller, id: number) {
  await activityInReach(db, caller, id);
  return activityDetail(db, id);
}

/** A new activity in one of the caller's groups; its wall-clock time in the caller's zone. */
export async function createActivity(
  context: ServerContext,
  caller: ActivityCaller,
  body: ActivityBody,
  zone: string | null,
): Promise<Activity> {
  const { db } = context;
  await requireGroup(db, caller, body.groupId);
  const columns = await columnsOf(db, body, zone ?? 'UTC');
  const [row] = await db
    .insert(activities)
    .values({ ...columns, createdBy: caller.accountId, createdAt: context.clock() })
    .returning({ id: activities.id });
  if (!row) throw new AppError('E008');
  return activityDetail(db, row.id);
}

/**
 * Changes activity `id` (not its group: 400 E016); a capacity below the guests enrolled is 409
 * E045, a cancelled activity 409 E034.
 */
export async function updateActivity(
  context: ServerContext,
  caller: ActivityCaller,
  id: number,
  body: ActivityBody,
  zone: string | null,
): Promise<Activity> {
  const { db } = context;
  const current = await activityInReach(db, caller, id);
  requireNotCancelled(current);
  if (current.groupId !== body.groupId) throw new AppError('E016', { status: 400 });
  const columns = await columnsOf(db, body, zone ?? current.timeZone);
  await db.transaction(async (tx) => {
    await activityInReach(tx, caller, id, true);
    const [enrolled] = await tx
      .select({ n: count() })
      .from(activityEnrolments)
      .where(eq(activityEnrolments.activityId, id));
    if (columns.capacity !== null && (enrolled?.n ?? 0) > columns.capacity) {
      throw new AppError('E045');
    }
    await tx.update(activities).set(columns).where(eq(activities.id, id));
  });
  return activityDetail(db, id);
}

/** Cancels activity `id`: kept, marked; cancelled already is no change (the first time stays). */
export async function cancelActivity(
  context: ServerContext,
  caller: ActivityCaller,
  id: number,
): Promise<Activity> {
  await activityInReach(context.db, caller, id);
  await context.db
    .update(activities)
    .set({ cancelledAt: context.clock() })
    .where(and(eq(activities.id, id), isNull(activities.cancelledAt)));
  return activityDetail(context.db, id);
}

/** The activities of `groups` with an occurrence that may overlap `from`–`to`. */
export async function activitiesBetween(
  db: Database,
  groups: SQL,
  from: Date,
  to: Date,
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(
      and(
        groups,
        lt(activities.startsAt, to),
        gt(activities.lastStart, new Date(from.getTime() - DAY)),
      ),
    );
}

/** The occurrences of `rows` between `from` and `to`, with their enrolled counts, by start. */
export async function occurrencesOf(
  db: Database,
  rows: readonly ActivityRow[],
  from: Date,
  to: Date,
): Promise<ActivityOccurrence[]> {
  const counts = rows.length
    ? await db
        .select({ id: activityEnrolments.activityId, n: count() })
        .from(activityEnrolments)
        .where(
          inArray(
            activityEnrolments.activityId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(activityEnrolments.activityId)
    : [];
  const enrolled = new Map(counts.map((c) => [c.id, c.n]));
  return rows
    .flatMap((row) =>
      occurrencesBetween(scheduleOf(row), from, to).map((occurrence) => ({
        activityId: row.id,
        start: occurrence.start.toISOString(),
        end: occurrence.end.toISOString(),
        title: row.title,
        place: row.place,
        groupId: row.groupId,
        capacity: row.capacity,
        enrolled: enrolled.get(row.id) ?? 0,
        recurring: row.recurrence !== null,
        cancelled: row.cancelledAt !== null,
      })),
    )
    .sort((a, b) => a.start.localeCompare(b.start) || a.activityId - b.activityId);
}

/** The occurrences of the group's activities in [from, to), by start, with the guests enrolled. */
export async function activityRange(
  db: Database,
  caller: ActivityCaller,
  query: z.output<typeof activityRangeQuerySchema>,
): Promise<ActivityOccurrence[]> {
  const group = await requireGroup(db, caller, query.groupId);
  if (group === null) return [];
  const from = new Date(query.from);
  const to = new Date(query.to);
  const rows = await activitiesBetween(db, eq(activities.groupId, group), from, to);
  return occurrencesOf(db, rows, from, to);
}
