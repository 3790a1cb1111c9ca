import type { Activity } from '@care/api-client/schemas';
import { and, count, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { activityEnrolments } from '../db/schema';
import { diaryGuest } from '../diary/access';
import { AppError } from '../errors/app-error';
import { inGroup } from '../people/scope';
import { customerAccounts } from '../db/schema';
import type { Database } from '../db/client';
import { activityInReach, requireNotCancelled, type ActivityCaller } from './access';
import { activityDetail } from './programme';

/**
 * Enrolment (docs/behaviour/activities.md#enrolment): the guests of the activity's group take
 * part in every occurrence; at most `capacity` of them.
 */

/** The guest `personalDataId`, a guest of group `groupId`: E017, E013 or 400 E016 otherwise. */
async function guestOfGroup(
  db: Database,
  caller: ActivityCaller,
  personalDataId: number,
  groupId: number,
) {
  const guest = await diaryGuest(db, caller, { id: personalDataId });
  const [member] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.id, guest.accountId), inGroup(customerAccounts.id, groupId)));
  if (!member) throw new AppError('E016', { status: 400 });
  return guest;
}

/** Enrols a guest of the activity's group; enrolled already is no change; full is 409 E045. */
export async function enrol(
  context: ServerContext,
  caller: ActivityCaller,
  id: number,
  personalDataId: number,
): Promise<Activity> {
  const { db } = context;
  const activity = await activityInReach(db, caller, id);
  requireNotCancelled(activity);
  const guest = await guestOfGroup(db, caller, personalDataId, activity.groupId);
  await db.transaction(async (tx) => {
    const locked = await activityInReach(tx, caller, id, true);
    const [already] = await tx
      .select({ n: count() })
      .from(activityEnrolments)
      .where(
        and(
          eq(activityEnrolments.activityId, id),
          eq(activityEnrolments.guestAccountId, guest.accountId),
        ),
      );
    if ((already?.n ?? 0) > 0) return;
    const [enrolled] = await tx
      .select({ n: count() })
      .from(activityEnrolments)
      .where(eq(activityEnrolments.activityId, id));
    if (locked.capacity !== null && (enrolled?.n ?? 0) >= locked.capacity) {
      throw new AppError('E045');
    }
    await tx.insert(activityEnrolments).values({
      activityId: id,
      guestAccountId: guest.accountId,
      enrolledAt: context.clock(),
      enrolledBy: caller.accountId,
    });
  });
  return activityDetail(db, id);
}

/** Unenrols a guest (not enrolled: no change). Their recorded attendance stays. */
export async function unenrol(
  context: ServerContext,
  caller: ActivityCaller,
  id: number,
  personalDataId: number,
): Promise<Activity> {
  const { db } = context;
  await activityInReach(db, caller, id);
  const guest = await diaryGuest(db, caller, { id: personalDataId });
  await db
    .delete(activityEnrolments)
    .where(
      and(
        eq(activityEnrolments.activityId, id),
        eq(activityEnrolments.guestAccountId, sql`${guest.accountId}`),
      ),
    );
  return activityDetail(db, id);
}
