import { documentHistoryResponseSchema, documentResponseSchema } from '@care/api-client/schemas';
import type { ServerContext } from '../../context';
import { readDocument, readHistory } from '../../documents/service';
import { SIGNED_IN } from '../../http/router';
import { exampleDocument } from './examples';
import { ACCESS_RULES, badId, documentCaller, idParam, readDenied } from './shared';

/** Reading one document: its content and attachments, and its history. */
export function registerDocumentReadRoutes({ router, db, clock }: ServerContext): void {
  router.add({
    method: 'GET',
    url: '/api/document/:id',
    summary: 'A document with its attachments and the caller’s permission',
    description:
      `${ACCESS_RULES} \`permission\` is RW or R (D is answered 403 E013). \`documentContents\` ` +
      'lists every attachment, archived ones (status D) included, newest upload first, without ' +
      'their content.',
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'documents', level: 'read' },
    params: idParam,
    response: documentResponseSchema,
    example: async (fixture) => ({
      path: `/api/document/${(await exampleDocument(fixture)).documentId}`,
    }),
    errors: [readDenied, badId],
    async handler({ params, caller }) {
      const id = params.id;
      const user = documentCaller(caller);
      return { data: await readDocument(db, user, id, clock()) };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/document/:id/history',
    summary: 'A document’s history: uploads and archivings with who and when',
    description:
      `${ACCESS_RULES} Newest first. An archived attachment has an ARCHIVE and an UPLOAD row; ` +
      'one still present has its UPLOAD row only.',
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'documents', level: 'read' },
    params: idParam,
    response: documentHistoryResponseSchema,
    example: async (fixture) => ({
      path: `/api/document/${(await exampleDocument(fixture)).documentId}/history`,
    }),
    errors: [readDenied, badId],
    async handler({ params, caller }) {
      const id = params.id;
      const user = documentCaller(caller);
      return { data: await readHistory(db, user, id, clock()) };
    },
  });
}
