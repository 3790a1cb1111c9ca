import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activities } from '../db/schema';
import { scopeCaller, type DiaryCaller } from '../diary/access';
import { AppError } from '../errors/app-error';
import { selectedGroupOf } from '../people/scope';

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Who reaches which activity (docs/behaviour/activities.md#who-may-do-what): staff, the activities
 * of their groups (administrators: every group). The module level is the router's. An activity
 * that does not exist is 403 E013, the same answer as one of another group.
 */

/** The caller of an activity route: the router has checked the module level. */
export type ActivityCaller = DiaryCaller;

/** A stored activity. */
export type ActivityRow = typeof activities.$inferSelect;

/** The group `groupId` when it is one of the caller's (any for administrators); 403 E013 else. */
export async function requireGroup(
  db: Database,
  caller: ActivityCaller,
  groupId: number | undefined,
): Promise<number | null> {
  return selectedGroupOf(db, scopeCaller(caller), groupId);
}

/** Activity `id` when the caller reaches it (locked with `lock`); 403 E013 otherwise. */
export async function activityInReach(
  db: Database | Executor,
  caller: ActivityCaller,
  id: number,
  lock = false,
): Promise<ActivityRow> {
  const query = db.select().from(activities).where(eq(activities.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('E013');
  await requireGroup(db as Database, caller, row.groupId);
  return row;
}

/** 409 E034 for a cancelled activity: nothing more happens on it. */
export function requireNotCancelled(row: ActivityRow): void {
  if (row.cancelledAt !== null) throw new AppError('E034');
}
