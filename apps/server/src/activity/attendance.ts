import {
  type ActivityAttendance,
  type AttendanceStatus,
  type DiaryOrigin,
  type activityAttendanceWriteSchema,
} from '@care/api-client/schemas';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { activityAttendance, activityEnrolments, diaryEntries, personalData } from '../db/schema';
import { applyChange } from '../diary/changes';
import { insertEntry } from '../diary/write';
import { AppError } from '../errors/app-error';
import {
  activityInReach,
  requireNotCancelled,
  type ActivityCaller,
  type ActivityRow,
} from './access';
import { occurrenceAt, type Occurrence } from './occurrences';
import { scheduleOf } from './programme';

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Attendance (docs/behaviour/activities.md#attendance): once an occurrence has started, what each
 * enrolled guest did. Each record writes one routine entry in the guest's diary (category
 * `activities`); a change amends that entry with the diary's own rules.
 */

/** The diary category of the entries an attendance writes. */
export const ACTIVITY_DIARY_CATEGORY = 'activities';
/** The reason of the amendment a changed attendance makes. */
export const ATTENDANCE_CHANGE_REASON = 'attendance changed';

const LEAD: Record<AttendanceStatus, string> = {
  present: 'Took part in',
  absent: 'Absent from',
  refused: 'Refused',
};

/** The text of an attendance's diary entry: "Took part in: Gym class (Room 2)", and the note. */
export function participationText(
  status: AttendanceStatus,
  activity: { title: string; place: string },
  note: string | null,
): string {
  const line = `${LEAD[status]}: ${activity.title} (${activity.place})`;
  return note ? `${line}\n${note}` : line;
}

/**
 * Where an attendance's diary entry comes from (docs/behaviour/diary.md#entries-from-other-modules):
 * the activity as it is now (title, place), the occurrence, the status and the note. The screens
 * and exports write it in their language; `participationText` stays the entry's English text.
 */
export function activityOrigin(
  activity: { id: number; title: string; place: string },
  occurrenceStart: Date,
  status: AttendanceStatus,
  note: string | null,
): DiaryOrigin {
  return {
    kind: 'activity',
    activityId: activity.id,
    occurrenceStart: occurrenceStart.toISOString(),
    status,
    title: activity.title,
    place: activity.place,
    note,
  };
}

/** The occurrence of `row` starting at `start` (400 E016 when there is none). */
function occurrenceOf(row: ActivityRow, start: Date): Occurrence {
  const occurrence = occurrenceAt(scheduleOf(row), start);
  if (!occurrence) throw new AppError('E016', { status: 400 });
  return occurrence;
}

/** The enrolled guests and those with a record of the occurrence, by surname. */
async function occurrenceGuests(db: Database | Executor, activityId: number, start: Date) {
  const recorded = and(
    eq(activityAttendance.activityId, activityId),
    eq(activityAttendance.occurrenceStart, start),
    eq(activityAttendance.guestAccountId, personalData.accountId),
  );
  return db
    .select({
      accountId: personalData.accountId,
      personalDataId: personalData.id,
      name: personalData.name,
      surname: personalData.surname,
      attendanceId: activityAttendance.id,
      status: activityAttendance.status,
      note: activityAttendance.note,
      diaryEntryId: activityAttendance.diaryEntryId,
    })
    .from(personalData)
    .leftJoin(activityAttendance, recorded)
    .leftJoin(
      activityEnrolments,
      and(
        eq(activityEnrolments.activityId, activityId),
        eq(activityEnrolments.guestAccountId, personalData.accountId),
      ),
    )
    .where(
      or(
        sql`${activityAttendance.id} is not null`,
        sql`${activityEnrolments.activityId} is not null`,
      ),
    )
    .orderBy(asc(personalData.surname), asc(personalData.name), asc(personalData.id));
}

/** The attendance of an occurrence as the contract's. */
async function attendanceOf(
  db: Database,
  row: ActivityRow,
  occurrence: Occurrence,
  now: Date,
): Promise<ActivityAttendance> {
  const guests = await occurrenceGuests(db, row.id, occurrence.start);
  return {
    activityId: row.id,
    start: occurrence.start.toISOString(),
    end: occurrence.end.toISOString(),
    started: now >= occurrence.start,
    guests: guests.map((guest) => ({
      personalDataId: guest.personalDataId,
      name: guest.name,
      surname: guest.surname,
      status: guest.status,
      note: guest.note,
      diaryEntryId: guest.diaryEntryId,
    })),
  };
}

/** The attendance of the occurrence of activity `id` starting at `start`. */
export async function getAttendance(
  context: ServerContext,
  caller: ActivityCaller,
  id: number,
  start: string,
): Promise<ActivityAttendance> {
  const row = await activityInReach(context.db, caller, id);
  return attendanceOf(context.db, row, occurrenceOf(row, new Date(start)), context.clock());
}

/** The entry `entryId` when it can still be amended (one in error cannot: a new one is written). */
async function amendable(tx: Executor, entryId: number | null): Promise<number | null> {
  if (entryId === null) return null;
  const [entry] = await tx
    .select({ status: diaryEntries.status })
    .from(diaryEntries)
    .where(eq(diaryEntries.id, entryId));
  return entry !== undefined && entry.status !== 'enteredInError' ? entryId : null;
}

/**
 * Records the attendance of the occurrence of activity `id` starting at `body.start`: 409 E046
 * before it started, 409 E034 on a cancelled activity, 400 E016 for a start that is no
 * occurrence or a guest neither enrolled nor recorded. In one transaction.
 */
export async function recordAttendance(
  context: ServerContext,
  caller: ActivityCaller,
  id: number,
  body: z.output<typeof activityAttendanceWriteSchema>,
): Promise<ActivityAttendance> {
  const { db } = context;
  const row = await activityInReach(db, caller, id);
  requireNotCancelled(row);
  const occurrence = occurrenceOf(row, new Date(body.start));
  const now = context.clock();
  if (now < occurrence.start) throw new AppError('E046');
  await db.transaction(async (tx) => {
    await activityInReach(tx, caller, id, true);
    const guests = new Map(
      (await occurrenceGuests(tx, id, occurrence.start)).map((g) => [g.personalDataId, g]),
    );
    for (const record of body.records) {
      const guest = guests.get(record.personalDataId);
      if (!guest) throw new AppError('E016', { status: 400 });
      const note = record.note ? record.note : null;
      const text = participationText(record.status, row, note);
      const origin = activityOrigin(row, occurrence.start, record.status, note);
      if (guest.attendanceId !== null && guest.status === record.status && guest.note === note) {
        continue;
      }
      let entryId = await amendable(tx, guest.diaryEntryId);
      if (entryId !== null) {
        await applyChange(
          tx,
          caller,
          entryId,
          { kind: 'amendment', reason: ATTENDANCE_CHANGE_REASON, text, origin },
          now,
        );
      } else {
        entryId = await insertEntry(
          tx,
          caller,
          guest,
          {
            occurredAt: occurrence.start,
            categories: [ACTIVITY_DIARY_CATEGORY],
            text,
            significance: 'routine',
            handover: false,
            origin,
          },
          now,
        );
      }
      const values = {
        status: record.status,
        note,
        diaryEntryId: entryId,
        recordedAt: now,
        recordedBy: caller.accountId,
      };
      if (guest.attendanceId === null) {
        await tx.insert(activityAttendance).values({
          ...values,
          activityId: id,
          occurrenceStart: occurrence.start,
          guestAccountId: guest.accountId,
        });
      } else {
        await tx
          .update(activityAttendance)
          .set(values)
          .where(eq(activityAttendance.id, guest.attendanceId));
      }
    }
  });
  return attendanceOf(db, row, occurrence, now);
}
