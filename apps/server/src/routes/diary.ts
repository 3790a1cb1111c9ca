import {
  DIARY_PAGE_SIZE,
  DIARY_SIGNIFICANT_DAYS,
  PRODUCT_API_BASE,
  PRODUCT_API_PATHS,
  STAFF_ROLES,
  diaryCreateSchema,
  diaryEntryDetailResponseSchema,
  diaryEntryResponseSchema,
  diaryListQuerySchema,
  diaryPageResponseSchema,
  diarySignificantListResponseSchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { entryDetail } from '../diary/changes';
import { exampleEntry, exampleGuest } from '../diary/examples';
import { listEntries } from '../diary/list';
import { significantEntries } from '../diary/significant';
import { createEntry } from '../diary/write';
import { SIGNED_IN } from '../http/router';
import { registerDiaryAttachmentRoutes } from './diary-attachments';
import { registerDiaryReadRoutes } from './diary-reads';
import { DIARY_BASE, diaryIdParam, registerDiaryChangeRoutes } from './diary-changes';
import { registerDiaryCriticalRoutes } from './diary-critical';
import { registerDiaryFacilityRoutes } from './diary-facility';
import { registerDiaryHandoverRoutes } from './diary-handover';

/** Who reaches whose diary, for the route descriptions. */
const DIARY_REACH =
  'Staff reach the guests of their groups (administrators every guest); a guest only their own ' +
  'diary. Module `diary`: see docs/behaviour/module-access.md.';

const GUEST_ERRORS = [
  {
    code: 'E013',
    status: 403,
    when: 'the role’s `diary` level is too low; a guest of another group; a guest asking for someone else’s diary',
  },
  { code: 'E017', status: 404, when: 'no guest has that personalDataId' },
] as const;

/**
 * The diary care module (docs/behaviour/diary.md): writing and reading a guest's diary here; the
 * categories and read state in `diary-reads.ts`, changes in `diary-changes.ts`, critical events
 * in `diary-critical.ts`, the handover in `diary-handover.ts`.
 */
export function registerDiaryRoutes(context: ServerContext): void {
  const { router } = context;

  router.add({
    method: 'POST',
    url: `${DIARY_BASE}/guest/:id/entries`,
    summary: 'Write an entry in a guest’s diary',
    description:
      '`occurredAt` defaults to now; it may lie up to 72 hours back, never in the future (2 ' +
      'minutes of clock skew). One or more active categories; text 1–4 000 characters, trimmed. ' +
      'With the `fallIncident` category a `fall` record is required, without it refused. ' +
      'A critical entry sends `diary.critical` to the staff who get diary alerts. Staff with ' +
      `\`diary\` write; never a guest. ${DIARY_REACH}`,
    tags: ['diary'],
    auth: true,
    idempotent: true,
    access: { roles: STAFF_ROLES },
    module: { id: 'diary', level: 'write' },
    params: diaryIdParam,
    body: diaryCreateSchema,
    response: diaryEntryResponseSchema,
    example: async (fixture) => ({
      path: `${DIARY_BASE}/guest/${(await exampleGuest(fixture)).personalDataId}/entries`,
      body: { categories: ['sleep'], text: 'Slept through the night.', significance: 'routine' },
    }),
    errors: [
      ...GUEST_ERRORS,
      {
        code: 'E012',
        status: 400,
        when: 'no text or no categories, a blank text; `fallIncident` without a `fall` record',
      },
      { code: 'E015', status: 400, when: 'a text over 4 000 characters, a fall answer too long' },
      {
        code: 'E016',
        status: 400,
        when: '`occurredAt` in the future or more than 72 hours back, an unknown or inactive category, empty categories, an unknown key, a `fall` record without `fallIncident`',
      },
    ],
    async handler({ caller, params, body }) {
      return { data: await createEntry(context, caller, params.id, body) };
    },
  });

  router.add({
    method: 'GET',
    url: `${DIARY_BASE}/guest/:id/entries`,
    summary: 'A page of a guest’s diary, newest first',
    description:
      `${DIARY_PAGE_SIZE} entries a page by \`occurredAt\`, with the filtered total. Filters: ` +
      '`from`, `to` (instants), `categories` and `significance` (comma lists: any of them), ' +
      '`author` (account id), `unread=true`, `q` (text search, at most 100 characters). ' +
      `${DIARY_REACH}`,
    tags: ['diary'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'diary', level: 'read' },
    params: diaryIdParam,
    query: diaryListQuerySchema,
    response: diaryPageResponseSchema,
    example: async (fixture) => ({
      path: `${DIARY_BASE}/guest/${(await exampleGuest(fixture)).personalDataId}/entries?page=0`,
    }),
    errors: [...GUEST_ERRORS, { code: 'E016', status: 400, when: 'a malformed filter' }],
    async handler({ caller, params, query }) {
      return { data: await listEntries(context.db, caller, params.id, query) };
    },
  });

  router.add({
    method: 'GET',
    url: `/api/${PRODUCT_API_BASE}${PRODUCT_API_PATHS.diaryDashboard.significantEvents}/:id`,
    summary: 'A guest’s significant events of the last 7 days (the chart’s summary)',
    description:
      'The significant and critical entries whose `occurredAt` lies in the last ' +
      `${DIARY_SIGNIFICANT_DAYS} days, not entered in error, newest first, at most ` +
      `${DIARY_PAGE_SIZE} with the total. \`:id\` is the guest’s personalDataId. ${DIARY_REACH}`,
    tags: ['diary', 'dashboard'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'diary', level: 'read' },
    params: diaryIdParam,
    response: diarySignificantListResponseSchema,
    example: async (fixture) => ({
      path: `/api/${PRODUCT_API_BASE}${PRODUCT_API_PATHS.diaryDashboard.significantEvents}/${(await exampleGuest(fixture)).personalDataId}`,
    }),
    errors: GUEST_ERRORS,
    async handler({ caller, params }) {
      return { data: await significantEntries(context.db, caller, params.id, context.clock()) };
    },
  });

  router.add({
    method: 'GET',
    url: `${DIARY_BASE}/entry/:id`,
    summary: 'One diary entry with its history',
    description: `The entry and its previous versions, oldest first. ${DIARY_REACH}`,
    tags: ['diary'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'diary', level: 'read' },
    params: diaryIdParam,
    response: diaryEntryDetailResponseSchema,
    example: async (fixture) => ({ path: `${DIARY_BASE}/entry/${await exampleEntry(fixture)}` }),
    errors: [{ code: 'E013', status: 403, when: 'no such entry, or one the caller may not reach' }],
    async handler({ caller, params }) {
      return { data: await entryDetail(context.db, caller, params.id) };
    },
  });

  registerDiaryReadRoutes(context);
  registerDiaryChangeRoutes(context);
  registerDiaryAttachmentRoutes(context);
  registerDiaryCriticalRoutes(context);
  registerDiaryFacilityRoutes(context);
  registerDiaryHandoverRoutes(context);
}
