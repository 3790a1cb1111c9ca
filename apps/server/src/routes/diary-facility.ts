import {
  DIARY_PAGE_SIZE,
  DIARY_QUIET_HOURS,
  STAFF_ROLES,
  diaryFacilityEntriesQuerySchema,
  diaryFacilityEntriesResponseSchema,
  diaryFacilityPageResponseSchema,
  diaryFacilityQuerySchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { facilityOverview } from '../diary/facility';
import { facilityEntries } from '../diary/facility-entries';
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
  context.router.add({
    method: 'GET',
    url: `${DIARY_BASE}/facility/entries`,
    summary: 'The entries of the selected group’s guests (the facility diary)',
    description:
      'The entries of the guests of `groupId` (one of the caller’s groups; default the first) ' +
      'with the filters of a guest’s diary (`from`, `to`, `categories`, `significance`, ' +
      `\`author\`, \`unread\`, \`q\`), newest first, ${DIARY_PAGE_SIZE} a page with the total; ` +
      'each with its guest’s name. Staff with `diary` read and the `diary.manager` flag.',
    tags: ['diary'],
    auth: true,
    access: { roles: STAFF_ROLES },
    module: { id: 'diary', level: 'read' },
    query: diaryFacilityEntriesQuerySchema,
    response: diaryFacilityEntriesResponseSchema,
    example: ({ groupId }) => ({
      path: `${DIARY_BASE}/facility/entries?page=0&significance=critical,significant${groupId ? `&groupId=${groupId}` : ''}`,
    }),
    errors: [
      {
        code: 'E013',
        status: 403,
        when: 'no `diary` read, no `diary.manager` flag, a `groupId` not among the caller’s groups',
      },
      { code: 'E015', status: 400, when: 'a search over 100 characters' },
      { code: 'E016', status: 400, when: 'a malformed filter, groupId or page' },
    ],
    async handler({ caller, query }) {
      return { data: await facilityEntries(context.db, caller, query) };
    },
  });
}
