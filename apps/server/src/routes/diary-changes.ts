import {
  PRODUCT_API_BASE,
  STAFF_ROLES,
  diaryAmendSchema,
  diaryCorrectSchema,
  diaryEnteredInErrorSchema,
  diaryEntryDetailResponseSchema,
  recordIdTextSchema,
} from '@care/api-client/schemas';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { changeEntry } from '../diary/changes';
import { exampleEntry } from '../diary/examples';

/** The diary routes' base path (docs/behaviour/diary.md#routes). */
export const DIARY_BASE = `/api/${PRODUCT_API_BASE}diary`;
const BASE = DIARY_BASE;

/** `{id}` of a path: a personalDataId (guest routes) or an entry id (entry routes). */
export const diaryIdParam = z.object({ id: recordIdTextSchema });
const idParam = diaryIdParam;

/** What every write route of an entry declares. */
export const DIARY_ENTRY_WRITE = {
  tags: ['diary'],
  auth: true,
  access: { roles: STAFF_ROLES },
  module: { id: 'diary', level: 'write' },
  params: idParam,
} as const;

/** The refusal of a caller who may not change the entry. */
export const DIARY_REACH_ERROR = {
  code: 'E013',
  status: 403,
  when: 'the role’s `diary` level is below write; no such entry, or one of a guest the caller may not reach',
} as const;
const IN_ERROR = { code: 'E034', status: 409, when: 'the entry is entered in error' } as const;
const REASON = [
  {
    code: 'E012',
    status: 400,
    when: 'no reason, or a blank one; adding `fallIncident` without a `fall`',
  },
  { code: 'E015', status: 400, when: 'a reason over 500 characters, a text over 4 000' },
  {
    code: 'E016',
    status: 400,
    when: 'an unknown or inactive category, an unknown key, a `fall` without `fallIncident`',
  },
] as const;

/** Changing diary entries (docs/behaviour/diary.md#changing-an-entry). */
export function registerDiaryChangeRoutes(context: ServerContext): void {
  const { router } = context;

  router.add({
    ...DIARY_ENTRY_WRITE,
    method: 'PUT',
    url: `${BASE}/entry/:id/correct`,
    idempotent: true,
    summary: 'Correct one’s own entry within 60 minutes',
    description:
      'The author, within 60 minutes of `recordedAt`, changes text, categories or significance ' +
      'in place; the previous version is kept in the history.',
    body: diaryCorrectSchema,
    response: diaryEntryDetailResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/entry/${await exampleEntry(fixture)}/correct`,
      body: { text: 'Example entry: restless after lunch, settled after a walk.' },
    }),
    errors: [
      {
        ...DIARY_REACH_ERROR,
        when: `${DIARY_REACH_ERROR.when}; not the author, or more than 60 minutes later`,
      },
      IN_ERROR,
      ...REASON,
    ],
    async handler({ caller, params, body }) {
      return {
        data: await changeEntry(context, caller, params.id, {
          kind: 'correction',
          reason: null,
          ...body,
        }),
      };
    },
  });

  router.add({
    ...DIARY_ENTRY_WRITE,
    method: 'PUT',
    url: `${BASE}/entry/:id/amend`,
    idempotent: true,
    summary: 'Amend an entry, with the reason',
    description:
      'Anyone with `diary` write: the new text (and categories, significance) with a compulsory ' +
      'reason (1–500 characters). The original stays in the history; the entry is `amended`.',
    body: diaryAmendSchema,
    response: diaryEntryDetailResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/entry/${await exampleEntry(fixture)}/amend`,
      body: { text: 'Restless in the evening, not the afternoon.', reason: 'Wrong time of day' },
    }),
    errors: [DIARY_REACH_ERROR, IN_ERROR, ...REASON],
    async handler({ caller, params, body: { reason, ...content } }) {
      return {
        data: await changeEntry(context, caller, params.id, {
          kind: 'amendment',
          reason,
          ...content,
        }),
      };
    },
  });

  router.add({
    ...DIARY_ENTRY_WRITE,
    method: 'PUT',
    url: `${BASE}/entry/:id/entered-in-error`,
    idempotent: true,
    summary: 'Mark an entry entered in error, with the reason',
    description:
      'The entry stays (the web app strikes it through) with its content; the reason (1–500 ' +
      'characters) is kept in the history. It can no longer be changed.',
    body: diaryEnteredInErrorSchema,
    response: diaryEntryDetailResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/entry/${await exampleEntry(fixture)}/entered-in-error`,
      body: { reason: 'Written in the wrong guest’s diary' },
    }),
    errors: [
      DIARY_REACH_ERROR,
      { ...IN_ERROR, when: 'the entry is entered in error already' },
      ...REASON,
    ],
    async handler({ caller, params, body }) {
      return {
        data: await changeEntry(context, caller, params.id, {
          kind: 'enteredInError',
          reason: body.reason,
        }),
      };
    },
  });
}
