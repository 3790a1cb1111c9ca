import {
  ACTIVITY_LEADERS_LIMIT,
  activityLeaderQuerySchema,
  activityLeadersResponseSchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { exampleGroup } from '../activity/examples';
import { activityLeaders } from '../activity/leaders';
import { ACTIVITY_BASE, ACTIVITY_REACH_ERROR, ACTIVITY_WRITE } from './activity-shared';

/**
 * `GET …/activity/leaders?groupId=&q=`: the leader autocomplete of the activity form
 * (docs/behaviour/activities.md#the-leader).
 */
export function registerActivityLeaderRoute({ router, db }: ServerContext): void {
  router.add({
    ...ACTIVITY_WRITE,
    method: 'GET',
    url: `${ACTIVITY_BASE}/leaders`,
    summary: 'The staff of a group who may lead an activity, for the activity form',
    description:
      '`?groupId=` (default the caller’s first group) and `q` (at most 100 characters; `%` and ' +
      '`_` literal): the active staff of the group, no guests, whose name, surname or both ' +
      `contain \`q\`, by surname, at most ${ACTIVITY_LEADERS_LIMIT}; each \`{ id, name, role }\` ` +
      '(an autocomplete suggestion; `id` is the `leaderAccountId` of the activity). Staff with ' +
      '`activity` write, on one of their groups (administrators: any).',
    query: activityLeaderQuerySchema,
    response: activityLeadersResponseSchema,
    example: async (fixture) => ({
      path: `${ACTIVITY_BASE}/leaders?groupId=${await exampleGroup(fixture)}&q=a`,
    }),
    errors: [
      ACTIVITY_REACH_ERROR,
      { code: 'E015', status: 400, when: '`q` over 100 characters' },
      { code: 'E016', status: 400, when: 'a malformed `groupId`, an unknown parameter' },
    ],
    async handler({ caller, query }) {
      return { data: await activityLeaders(db, caller, query) };
    },
  });
}
