import {
  diaryCategoriesResponseSchema,
  diaryMarkReadResponseSchema,
  diaryMarkReadSchema,
  diaryUnreadCountResponseSchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { listCategories } from '../diary/categories';
import { exampleEntry } from '../diary/examples';
import { markRead, unreadCount } from '../diary/reads';
import { SIGNED_IN } from '../http/router';
import { DIARY_BASE } from './diary-changes';

/** The diary's categories and read state (docs/behaviour/diary.md#read-state). */
export function registerDiaryReadRoutes(context: ServerContext): void {
  const { router } = context;

  router.add({
    method: 'GET',
    url: `${DIARY_BASE}/categories`,
    summary: 'The diary’s categories, in display order',
    description: 'The defaults (with their term) and the facility’s own (with their names).',
    tags: ['diary'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'diary', level: 'read' },
    response: diaryCategoriesResponseSchema,
    errors: [{ code: 'E013', status: 403, when: 'the role’s `diary` level is none' }],
    async handler() {
      return { data: await listCategories(context.db) };
    },
  });

  router.add({
    method: 'POST',
    url: `${DIARY_BASE}/read`,
    summary: 'Mark entries read',
    description:
      '`ids`: 1 to 200 entry ids. Ids the caller may not reach are ignored. Answers how many ' +
      'were newly marked.',
    tags: ['diary'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'diary', level: 'read' },
    body: diaryMarkReadSchema,
    response: diaryMarkReadResponseSchema,
    example: async (fixture) => ({ body: { ids: [await exampleEntry(fixture)] } }),
    errors: [{ code: 'E013', status: 403, when: 'the role’s `diary` level is none' }],
    async handler({ caller, body }) {
      return { data: { marked: await markRead(context.db, caller, body.ids, context.clock()) } };
    },
  });

  router.add({
    method: 'GET',
    url: `${DIARY_BASE}/unread-count`,
    summary: 'How many diary entries the caller has not read (the navigation badge)',
    description:
      'Entries recorded in the last 72 hours, of the guests the caller reaches, written by ' +
      'others, not entered in error.',
    tags: ['diary'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'diary', level: 'read' },
    response: diaryUnreadCountResponseSchema,
    errors: [{ code: 'E013', status: 403, when: 'the role’s `diary` level is none' }],
    async handler({ caller }) {
      return { data: { unread: await unreadCount(context.db, caller, context.clock()) } };
    },
  });
}
