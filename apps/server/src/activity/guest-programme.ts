import type { ActivityMineOccurrence, activityMineQuerySchema } from '@care/api-client/schemas';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { accountGroups, activities, activityEnrolments } from '../db/schema';
import { activitiesBetween, occurrencesOf } from './programme';

/**
 * A guest's own programme (docs/behaviour/activities.md#a-guests-own-programme): the activities of
 * the guest's groups that are not cancelled, with whether the guest is enrolled. Other guests'
 * names are never part of it; the count of places taken is.
 */
export async function guestProgramme(
  db: Database,
  guestAccountId: number,
  query: z.output<typeof activityMineQuerySchema>,
): Promise<ActivityMineOccurrence[]> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const groups = db
    .select({ id: accountGroups.groupId })
    .from(accountGroups)
    .where(eq(accountGroups.accountId, guestAccountId));
  const rows = await activitiesBetween(
    db,
    sql`${inArray(activities.groupId, groups)} and ${isNull(activities.cancelledAt)}`,
    from,
    to,
  );
  const mine = rows.length
    ? await db
        .select({ id: activityEnrolments.activityId })
        .from(activityEnrolments)
        .where(
          and(
            eq(activityEnrolments.guestAccountId, guestAccountId),
            inArray(
              activityEnrolments.activityId,
              rows.map((row) => row.id),
            ),
          ),
        )
    : [];
  const taking = new Set(mine.map((row) => row.id));
  const occurrences = await occurrencesOf(db, rows, from, to);
  return occurrences.map((occurrence) => ({
    ...occurrence,
    takingPart: taking.has(occurrence.activityId),
  }));
}
