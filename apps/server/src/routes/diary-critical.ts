import {
  PRODUCT_API_BASE,
  PRODUCT_API_PATHS,
  STAFF_ROLES,
  diaryAcknowledgeSchema,
  diaryCriticalListResponseSchema,
  diaryEntryResponseSchema,
  diaryGroupQuerySchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { acknowledge, criticalEntries } from '../diary/critical';
import { exampleEntry } from '../diary/examples';
import { DIARY_BASE as BASE, DIARY_ENTRY_WRITE, DIARY_REACH_ERROR } from './diary-changes';

/** Critical diary entries (docs/behaviour/diary.md#critical-events). */
export function registerDiaryCriticalRoutes(context: ServerContext): void {
  const { router } = context;

  router.add({
    ...DIARY_ENTRY_WRITE,
    method: 'POST',
    url: `${BASE}/entry/:id/acknowledge`,
    idempotent: true,
    summary: 'Acknowledge a critical entry with the action taken',
    description:
      '`note` (1–1 000 characters): writes the entry "acknowledged: <note>" linked to the ' +
      'critical one and marks it acknowledged. Staff with `diary` write and the `diary.alerts` ' +
      'flag. Answers the new entry.',
    body: diaryAcknowledgeSchema,
    response: diaryEntryResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/entry/${await exampleEntry(fixture, 'critical')}/acknowledge`,
      body: { note: 'Doctor called, vital signs checked every hour.' },
    }),
    errors: [
      { ...DIARY_REACH_ERROR, when: `${DIARY_REACH_ERROR.when}; no \`diary.alerts\` flag` },
      {
        code: 'E034',
        status: 409,
        when: 'not a critical entry, entered in error, or acknowledged already',
      },
      { code: 'E012', status: 400, when: 'no note, or a blank one' },
      { code: 'E015', status: 400, when: 'a note over 1 000 characters' },
    ],
    async handler({ caller, params, body }) {
      return { data: await acknowledge(context, caller, params.id, body.note) };
    },
  });

  router.add({
    method: 'GET',
    url: `/api/${PRODUCT_API_BASE}${PRODUCT_API_PATHS.diaryDashboard.criticalEvent}`,
    summary: 'Critical diary entries waiting for an acknowledgement (the home widget)',
    description:
      'Of the selected group’s guests (`groupId`, one of the caller’s groups; default the ' +
      'first), newest first, at most 20 with the total. Staff with `diary` read and the ' +
      '`diary.alerts` flag.',
    tags: ['diary', 'dashboard'],
    auth: true,
    access: { roles: STAFF_ROLES },
    module: { id: 'diary', level: 'read' },
    query: diaryGroupQuerySchema,
    response: diaryCriticalListResponseSchema,
    example: ({ groupId }) => ({
      path: `/api/${PRODUCT_API_BASE}${PRODUCT_API_PATHS.diaryDashboard.criticalEvent}${groupId ? `?groupId=${groupId}` : ''}`,
    }),
    errors: [
      {
        code: 'E013',
        status: 403,
        when: 'no `diary` read, no `diary.alerts` flag, a `groupId` not among the caller’s groups',
      },
      { code: 'E016', status: 400, when: 'a malformed groupId' },
    ],
    async handler({ caller, query }) {
      return { data: await criticalEntries(context.db, caller, query.groupId) };
    },
  });
}
