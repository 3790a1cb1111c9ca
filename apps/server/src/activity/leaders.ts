import { ACTIVITY_LEADERS_LIMIT, type ActivityLeader } from '@care/api-client/schemas';
import { ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { personalData } from '../db/schema';
import { groupStaff } from '../people/staff';
import { requireGroup, type ActivityCaller } from './access';

/** `text` as a `like` pattern that finds it anywhere, `%` and `_` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The staff who may lead an activity of group `groupId` (docs/behaviour/activities.md#the-leader):
 * its active staff, by surname, whose name, surname or both contain `q`; at most 20. Another
 * group than the caller's is 403 E013 (administrators: any group).
 */
export async function activityLeaders(
  db: Database,
  caller: ActivityCaller,
  query: { groupId?: number | undefined; q?: string | undefined },
): Promise<ActivityLeader[]> {
  const group = await requireGroup(db, caller, query.groupId);
  if (group === null) return [];
  const q = query.q?.trim();
  const pattern = q ? containing(q) : undefined;
  const matches = pattern
    ? or(
        ilike(personalData.name, pattern),
        ilike(personalData.surname, pattern),
        ilike(sql`${personalData.name} || ' ' || ${personalData.surname}`, pattern),
      )
    : undefined;
  const staff = await groupStaff(db, group, matches).limit(ACTIVITY_LEADERS_LIMIT);
  return staff.map((member) => ({
    id: member.accountId,
    name: `${member.name} ${member.surname}`,
    role: member.role,
  }));
}
