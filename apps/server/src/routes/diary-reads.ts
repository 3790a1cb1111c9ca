import {
  ADMINISTRATORS,
  diaryCategoriesResponseSchema,
  diaryCategoryChangeSchema,
  diaryCategoryCreateSchema,
  diaryCategoryIdSchema,
  diaryMarkReadResponseSchema,
  diaryMarkReadSchema,
  diaryUnreadCountResponseSchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { z } from 'zod';
import { addCategory, changeCategory, listCategories } from '../diary/categories';
import { exampleEntry } from '../diary/examples';
import { markRead, unreadCount } from '../diary/reads';
import { SIGNED_IN } from '../http/router';
import { DIARY_BASE } from './diary-changes';

/** Ids of the category examples made so far (each call adds a new category). */
let examples = 0;

/** What the routes that write categories declare: administrators whose role writes the diary. */
const CATEGORY_ADMIN = {
  tags: ['diary'],
  auth: true,
  access: { roles: ADMINISTRATORS },
  module: { id: 'diary', level: 'write' },
  response: diaryCategoriesResponseSchema,
} as const;

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
    ...CATEGORY_ADMIN,
    idempotent: true,
    body: diaryCategoryCreateSchema,
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
    method: 'PUT',
    url: `${DIARY_BASE}/categories/:id`,
    summary: 'Change a diary category (administrators)',
    description:
      '`labels`: a facility’s own category’s new names in it, en, de and es (a default’s names ' +
      'are server terms); `active`: false takes it out of the choice (old entries keep it), true ' +
      'puts it back. At least one of the two. The last active category stays in use. Answers ' +
      'every category.',
    ...CATEGORY_ADMIN,
    params: z.object({ id: diaryCategoryIdSchema }),
    body: diaryCategoryChangeSchema,
    example: { path: `${DIARY_BASE}/categories/other`, body: { active: true } },
    errors: [
      { code: 'E013', status: 403, when: 'not an administrator' },
      { code: 'E012', status: 400, when: 'a name missing or blank' },
      {
        code: 'E016',
        status: 400,
        when: 'neither `labels` nor `active`, an unknown key or language, new names for a default',
      },
      { code: 'E016', status: 404, when: 'no category has that id' },
      { code: 'E049', status: 409, when: 'taking the last active category out of use' },
    ],
    async handler({ params, body }) {
      await changeCategory(context.db, params.id, body);
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
