import {
  DIARY_PAGE_SIZE,
  DIARY_QUIET_HOURS,
  STAFF_ROLES,
  diaryFacilityPageResponseSchema,
  diaryFacilityQuerySchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { facilityOverview } from '../diary/facility';
import { DIARY_BASE } from './diary-changes';

/** The facility's diary overview (docs/behaviour/diary.md#the-facility-overview). */
export function registerDiaryFacilityRoutes(context: ServerContext): void {
  context.router.add({
    method: 'GET',
    url: `${DIARY_BASE}/facility`,
    summary: 'The diary across the selected group’s guests (the manager’s overview)',
    description:
      `The admitted guests of \`groupId\` (one of the caller’s groups; default the first), ` +
      `${DIARY_PAGE_SIZE} a page: each with the latest entry’s \`occurredAt\` and \`quiet\` ` +
      `(no entry in the last ${DIARY_QUIET_HOURS} hours), quiet ones first; \`quiet=true\` ` +
      'lists only those. Staff with `diary` read and the `diary.manager` flag.',
    tags: ['diary'],
    auth: true,
    access: { roles: STAFF_ROLES },
    module: { id: 'diary', level: 'read' },
    query: diaryFacilityQuerySchema,
    response: diaryFacilityPageResponseSchema,
    example: ({ groupId }) => ({
      path: `${DIARY_BASE}/facility?page=0${groupId ? `&groupId=${groupId}` : ''}`,
    }),
    errors: [
      {
        code: 'E013',
        status: 403,
        when: 'no `diary` read, no `diary.manager` flag, a `groupId` not among the caller’s groups',
      },
      { code: 'E016', status: 400, when: 'a malformed groupId, quiet or page' },
    ],
    async handler({ caller, query }) {
      return { data: await facilityOverview(context.db, caller, query, context.clock()) };
    },
  });
}
