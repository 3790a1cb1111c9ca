import {
  DIARY_HANDOVER_DEFAULT_HOURS,
  DIARY_HANDOVER_MAX_DAYS,
  DIARY_HANDOVER_MINE_DAYS,
  EXPORT_MAX_PDF_ROWS,
  STAFF_ROLES,
  diaryGroupQuerySchema,
  diaryHandoverPdfQuerySchema,
  diaryHandoverQuerySchema,
  diaryHandoverReadersResponseSchema,
  diaryHandoverReadResponseSchema,
  diaryHandoverReadSchema,
  diaryHandoverResponseSchema,
} from '@care/api-client/schemas';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { handoverSheet } from '../diary/handover';
import { handoverPdf } from '../diary/handover-pdf';
import { handoverReaders, recordHandoverRead } from '../diary/handover-reads';
import { DIARY_BASE } from './diary-changes';

const HANDOVER = `${DIARY_BASE}/handover`;
const STAFF = { roles: STAFF_ROLES };
const DIARY_READ = { id: 'diary', level: 'read' } as const;

const QUERY_TEXT =
  `\`from\`, \`to\` (instants; \`to\` defaults to now, \`from\` to ${DIARY_HANDOVER_DEFAULT_HOURS} ` +
  `hours before it; at most ${DIARY_HANDOVER_MAX_DAYS} days); at most one scope: \`groupId\` ` +
  '(one of the caller’s groups, default the first; administrators any), `guests` (a comma list ' +
  `of personalDataIds the caller reaches) or \`mine=true\` (the guests the caller wrote about in ` +
  `the last ${DIARY_HANDOVER_MINE_DAYS} days); \`mode=summary\` (entries for the handover, ` +
  'significant or critical; the default) or `full`. Entries in error are left out.';

const QUERY_ERRORS = [
  {
    code: 'E013',
    status: 403,
    when: 'a guest asks; no `diary` read; a group or guest outside the caller’s reach',
  },
  { code: 'E017', status: 404, when: 'a `guests` id that is no guest’s' },
  { code: 'E015', status: 400, when: 'a `guests` list over 500 characters' },
  {
    code: 'E016',
    status: 400,
    when: 'a malformed instant, id or mode; `from` after `to`; a period over 7 days; two scopes',
  },
] as const;

const example = ({ groupId }: { groupId?: number }) => ({
  path: `${HANDOVER}?mode=full${groupId ? `&groupId=${groupId}` : ''}`,
});

/** A download: the PDF's stream. */
const pdfSchema = z.custom<Readable>((value) => value instanceof Readable);

/** The handover (docs/behaviour/diary.md#handover): the sheet, its PDF, and who read it. */
export function registerDiaryHandoverRoutes(context: ServerContext): void {
  const { router, db } = context;

  router.add({
    method: 'GET',
    url: HANDOVER,
    summary: 'The handover: the entries of a period and a scope, grouped by guest',
    description:
      `${QUERY_TEXT} Guests with entries, by room then surname, each with their entries oldest ` +
      'first and their counts. Staff with `diary` read; never a guest.',
    tags: ['diary'],
    auth: true,
    access: STAFF,
    module: DIARY_READ,
    query: diaryHandoverQuerySchema,
    response: diaryHandoverResponseSchema,
    example,
    errors: [...QUERY_ERRORS],
    async handler({ caller, query }) {
      return { data: await handoverSheet(db, caller, query, context.clock()) };
    },
  });

  router.add({
    method: 'GET',
    url: `${HANDOVER}/pdf`,
    summary: 'The handover as a PDF',
    description:
      `The handover’s query and \`lang=it|en|de|es\` (default en). ${QUERY_TEXT} A4, laid out ` +
      'like the exports: header (scope, mode, title, period) and “page x of y” footer.',
    tags: ['diary'],
    auth: true,
    access: STAFF,
    module: DIARY_READ,
    query: diaryHandoverPdfQuerySchema,
    response: pdfSchema,
    responseContentType: 'application/pdf',
    example: (fixture) => ({ path: example(fixture).path.replace(HANDOVER, `${HANDOVER}/pdf`) }),
    errors: [
      ...QUERY_ERRORS,
      { code: 'E043', status: 422, when: `over ${EXPORT_MAX_PDF_ROWS} entries` },
    ],
    async handler({ caller, query, reply, timeZone }) {
      const { lang, ...handover } = query;
      const job = { query: handover, lang, timeZone, now: context.clock() };
      const body = await handoverPdf(db, caller, job);
      reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="handover.pdf"')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return body;
    },
  });

  router.add({
    method: 'POST',
    url: `${HANDOVER}/read`,
    summary: 'Record that the caller has read the handover up to `to`',
    description:
      '`to`: the end of the period the caller was shown (an instant, not in the future). Kept ' +
      'as history: each call adds a row. Staff with `diary` read.',
    tags: ['diary'],
    auth: true,
    access: STAFF,
    module: DIARY_READ,
    body: diaryHandoverReadSchema,
    response: diaryHandoverReadResponseSchema,
    example: () => ({ body: { to: new Date().toISOString() } }),
    errors: [
      { code: 'E013', status: 403, when: 'a guest asks; no `diary` read' },
      { code: 'E012', status: 400, when: 'no `to`' },
      { code: 'E016', status: 400, when: 'a malformed or future `to`, an unknown key' },
    ],
    async handler({ caller, body }) {
      return { data: await recordHandoverRead(db, caller, body.to, context.clock()) };
    },
  });

  router.add({
    method: 'GET',
    url: `${HANDOVER}/readers`,
    summary: 'Handover read up to: each staff member of a group and their latest read',
    description:
      'The active staff of `groupId` (one of the caller’s groups; default the first), by ' +
      'surname, each with their latest `readUpTo` and when, or null. Staff with `diary` read ' +
      'and the `diary.manager` flag.',
    tags: ['diary'],
    auth: true,
    access: STAFF,
    module: DIARY_READ,
    query: diaryGroupQuerySchema,
    response: diaryHandoverReadersResponseSchema,
    example: ({ groupId }) => ({
      path: `${HANDOVER}/readers${groupId ? `?groupId=${groupId}` : ''}`,
    }),
    errors: [
      {
        code: 'E013',
        status: 403,
        when: 'no `diary` read, no `diary.manager` flag, a `groupId` not among the caller’s groups',
      },
      { code: 'E016', status: 400, when: 'a malformed groupId' },
    ],
    async handler({ caller, query }) {
      return { data: await handoverReaders(db, caller, query.groupId) };
    },
  });
}
