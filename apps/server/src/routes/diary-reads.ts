import {
  ADMINISTRATORS,
  diaryCategoriesResponseSchema,
  diaryCategoryCreateSchema,
  diaryMarkReadResponseSchema,
  diaryMarkReadSchema,
  diaryUnreadCountResponseSchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { addCategory, listCategories } from '../diary/categories';
import { exampleEntry } from '../diary/examples';
import { markRead, unreadCount } from '../diary/reads';
import { SIGNED_IN } from '../http/router';
import { DIARY_BASE } from './diary-changes';

/** Ids of the category examples made so far (each call adds a new category). */
let examples = 0;

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
    url: `${DIARY_BASE}/categories`,
    summary: 'Add a facility’s own diary category (administrators)',
    description:
      '`id` (camelCase letters and digits, at most 40) and its names in it, en, de and es (1–60 ' +
      'characters each). Added after the others, active. Answers every category.',
    tags: ['diary'],
    auth: true,
    idempotent: true,
    access: { roles: ADMINISTRATORS },
    module: { id: 'diary', level: 'write' },
    body: diaryCategoryCreateSchema,
    response: diaryCategoriesResponseSchema,
    example: () => {
      examples += 1;
      const id = `example${Date.now().toString(36)}${examples}`;
      return {
        body: { id, labels: { it: 'Dentista', en: 'Dentist', de: 'Zahnarzt', es: 'Dentista' } },
      };
    },
    errors: [
      { code: 'E013', status: 403, when: 'not an administrator' },
      { code: 'E012', status: 400, when: 'no id, or a name missing or blank' },
      { code: 'E016', status: 400, when: 'a malformed id, an unknown key or language' },
      { code: 'E019', status: 409, when: 'a category with that id exists' },
    ],
    async handler({ body }) {
      await addCategory(context.db, body);
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
