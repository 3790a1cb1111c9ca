import {
  ROLES,
  documentCreateResponseSchema,
  documentStructureResponseSchema,
  documentUpdateResponseSchema,
  documentWriteSchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../../context';
import { OWN_DOCUMENTS_ONLY } from '../../documents/access';
import { createDocument, Denied, readStructure, updateDocument } from '../../documents/service';
import { SIGNED_IN } from '../../http/router';
import { authorizeTarget, type TargetRule } from '../../people/targets';
import { exampleDocument, exampleWrite } from './examples';
import { ACCESS_RULES, asCaller, badId, idParam, writeDenied, writeErrors } from './shared';

/**
 * Whose account a new document may be for: any account for staff; their own for a guest, who gets
 * 403 E013 for any other id, existing or not.
 */
const DOCUMENT_OWNER: TargetRule = {
  others: ROLES.filter((role) => !OWN_DOCUMENTS_ONLY.includes(role)),
  self: 'allowed',
  ranked: false,
  missing: 'E017',
};

/** The fields structure, and writing one document: create (the first save), later saves. */
export function registerDocumentWriteRoutes(context: ServerContext): void {
  const { router, db, clock } = context;

  router.add({
    method: 'GET',
    url: '/api/document/structure',
    summary: 'The document fields structure: a row per role, and the tags',
    description:
      'The role rows are in the order of `configuredPermission`. Each has the default permission ' +
      'of a new document, whether the row is hidden, and the permissions the role may be given ' +
      '(labels are i18n keys `documents.permission.{W,R,N}`); a single option fixes the role.',
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'documents', level: 'read' },
    response: documentStructureResponseSchema,
    async handler() {
      return { data: await readStructure(db) };
    },
  });

  router.add({
    method: 'POST',
    url: '/api/document',
    summary: 'Create a document (the first save); answers its id',
    description:
      `${ACCESS_RULES} Any signed-in role may create a document for an existing account; a ` +
      'guest only for their own. Each role’s permission is its own field (`RA_NURSE: "R"`), else ' +
      'its entry of `configuredPermission`, else the structure’s default. `expiration` is local ' +
      'time `YYYY-MM-DDTHH:mm` in the caller’s `X-Time-Zone` (UTC without it); `state` is stored ' +
      'on only with an expiration.',
    tags: ['documents'],
    auth: true,
    idempotent: true,
    access: SIGNED_IN,
    module: { id: 'documents', level: 'write' },
    body: documentWriteSchema,
    response: documentCreateResponseSchema,
    example: async (fixture) => ({ body: await exampleWrite(fixture) }),
    errors: [
      ...writeErrors,
      { code: 'E017', status: 404, when: 'atCustomerAccountId names no account (staff)' },
      {
        code: 'E013',
        status: 403,
        when: 'a guest creating a document for another account, existing or not; for a guest outside the caller’s groups',
      },
    ],
    async handler({ caller, body, timeZone }) {
      const id = await asCaller(context, caller, 'DOCUMENT_CREATE', {}, async (user) => {
        const owner = { accountId: body.atCustomerAccountId };
        await authorizeTarget(db, user, owner, DOCUMENT_OWNER, () => new Denied());
        return createDocument(db, user, body, timeZone, clock());
      });
      return { data: id };
    },
  });

  router.add({
    method: 'PUT',
    url: '/api/document/:id',
    summary: 'Save a document (a later save)',
    description: `${ACCESS_RULES} Needs RW. The owning account (atCustomerAccountId) cannot change. A role without a field or a list entry keeps its permission.`,
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'documents', level: 'write' },
    params: idParam,
    body: documentWriteSchema,
    response: documentUpdateResponseSchema,
    example: async (fixture) => ({
      path: `/api/document/${(await exampleDocument(fixture)).documentId}`,
      body: await exampleWrite(fixture),
    }),
    errors: [
      ...writeErrors,
      writeDenied,
      badId,
      { code: 'E016', status: 400, when: 'atCustomerAccountId differs from the document’s' },
    ],
    async handler({ params, caller, body, timeZone }) {
      const id = params.id;
      await asCaller(context, caller, 'DOCUMENT_UPDATE', { documentId: id }, (user) =>
        updateDocument(db, user, id, body, timeZone, clock()),
      );
      return { data: true as const };
    },
  });
}
