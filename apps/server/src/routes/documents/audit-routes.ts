import { documentAuditResponseSchema, ADMINISTRATORS } from '@care/api-client/schemas';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { readAuditLog } from '../../documents/service';
import { optionalId } from './shared';

const auditQuery = z.object({
  documentId: optionalId,
  before: optionalId,
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** The document audit log, for administrators. */
export function registerDocumentAuditRoutes({ router, db }: ServerContext): void {
  router.add({
    method: 'GET',
    url: '/api/document/audit',
    summary: 'The document audit log (administrators)',
    description:
      'Every read and change of a document or attachment, allowed or refused, with who and ' +
      'when; newest first. `?documentId=` keeps one document’s, `?before=` (an entry id) pages ' +
      'back, `?limit=` 1–500 (100).',
    tags: ['documents'],
    auth: true,
    access: { roles: ADMINISTRATORS },
    query: auditQuery,
    response: documentAuditResponseSchema,
    errors: [
      { code: 'E013', status: 403, when: 'the caller is not an administrator' },
      { code: 'E016', status: 400, when: 'a malformed query parameter' },
    ],
    async handler({ query }) {
      return { data: await readAuditLog(db, query) };
    },
  });
}
