import { ACTIVITY_PARTICIPATION_DAYS, type ActivityParticipation } from '@care/api-client/schemas';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activities, activityAttendance } from '../db/schema';
import { diaryGuest } from '../diary/access';
import type { ActivityCaller } from './access';

/**
 * A guest's participation (docs/behaviour/activities.md#a-guests-participation): the attendance
 * recorded for them in the last 30 days, newest first.
 */
export async function participation(
  db: Database,
  caller: ActivityCaller,
  personalDataId: number,
  now: Date,
): Promise<ActivityParticipation[]> {
  const guest = await diaryGuest(db, caller, { id: personalDataId });
  const since = new Date(now.getTime() - ACTIVITY_PARTICIPATION_DAYS * 86_400_000);
  const rows = await db
    .select({
      activityId: activities.id,
      title: activities.title,
      place: activities.place,
      start: activityAttendance.occurrenceStart,
      status: activityAttendance.status,
      note: activityAttendance.note,
    })
    .from(activityAttendance)
    .innerJoin(activities, eq(activities.id, activityAttendance.activityId))
    .where(
      and(
        eq(activityAttendance.guestAccountId, guest.accountId),
        gte(activityAttendance.occurrenceStart, since),
      ),
    )
    .orderBy(desc(activityAttendance.occurrenceStart), desc(activityAttendance.id));
  return rows.map((row) => ({ ...row, start: row.start.toISOString() }));
}
