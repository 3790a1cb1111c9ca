import {
  attachmentContentResponseSchema,
  attachmentUploadResponseSchema,
  attachmentUploadSchema,
  DOCUMENT_LIMITS,
  acknowledgementSchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../../context';
import { FILE_UPLOAD_ERRORS } from '../../attachments/files';
import { ACCEPTED_MIME_TYPES } from '../../documents/mime';
import { archiveAttachment, readAttachment, uploadAttachment } from '../../documents/service';
import { BODY_LIMITS, MAX_ATTACHMENT_BYTES, SIGNED_IN } from '../../http/router';
import { exampleDocument } from './examples';
import {
  ACCESS_RULES,
  asCaller,
  badId,
  documentCaller,
  idParam,
  readDenied,
  writeDenied,
} from './shared';

/** A document's attachments: upload, view or download, archive. */
export function registerAttachmentRoutes(context: ServerContext): void {
  const { router, db, clock } = context;

  router.add({
    method: 'POST',
    url: '/api/document/:id/attachment',
    summary: 'Upload an attachment to a document; answers its id',
    description:
      `${ACCESS_RULES} Needs RW. \`data\` is the file in base64 (no data-URL prefix) and \`size\` ` +
      `its length in bytes; at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB ` +
      `(${MAX_ATTACHMENT_BYTES} bytes; the request body may be ${BODY_LIMITS.attachment} bytes). ` +
      'The type is recognised from the content, never from the name: ' +
      `${ACCEPTED_MIME_TYPES.join(', ')}; anything else is refused with E032. At most ` +
      `${DOCUMENT_LIMITS.attachmentsMax} attachments that are not archived (E033), each with a ` +
      'name of its own (E019); both hold when uploads race (the document’s row lock). The same ' +
      'file under the same name again (a retry whose answer was lost) answers the stored ' +
      'attachment’s id and stores nothing.',
    tags: ['documents'],
    auth: true,
    idempotent: true,
    access: SIGNED_IN,
    module: { id: 'documents', level: 'write' },
    params: idParam,
    body: attachmentUploadSchema,
    response: attachmentUploadResponseSchema,
    bodyLimit: BODY_LIMITS.attachment,
    example: async (fixture) => {
      const data = Buffer.from('%PDF-1.4\n%example\n').toString('base64');
      return {
        path: `/api/document/${(await exampleDocument(fixture)).documentId}/attachment`,
        body: { name: 'consent.pdf', size: Buffer.from(data, 'base64').length, data },
      };
    },
    errors: [
      writeDenied,
      badId,
      ...FILE_UPLOAD_ERRORS,
      {
        code: 'E033',
        status: 409,
        when: `${DOCUMENT_LIMITS.attachmentsMax} attachments are not archived`,
      },
      { code: 'E019', status: 409, when: 'another active attachment has this name' },
    ],
    async handler({ params, caller, body }) {
      const id = params.id;
      const attachmentId = await asCaller(
        context,
        caller,
        'ATTACHMENT_UPLOAD',
        { documentId: id },
        (user) => uploadAttachment(db, user, id, body, clock()),
      );
      return { data: attachmentId };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/attachment/:id',
    summary: 'An attachment’s content (base64), type and name, to view or download',
    description: `${ACCESS_RULES} Archived attachments stay readable.`,
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'documents', level: 'read' },
    params: idParam,
    response: attachmentContentResponseSchema,
    example: async (fixture) => ({
      path: `/api/attachment/${(await exampleDocument(fixture)).attachmentId}`,
    }),
    errors: [readDenied, badId],
    async handler({ params, caller }) {
      const id = params.id;
      const user = documentCaller(caller);
      return { data: await readAttachment(db, user, id, clock()) };
    },
  });

  router.add({
    method: 'DELETE',
    url: '/api/attachment/:id',
    summary: 'Archive an attachment (status D); nothing is deleted',
    description: `${ACCESS_RULES} Needs RW. Archiving an archived attachment changes nothing.`,
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'documents', level: 'write' },
    params: idParam,
    response: acknowledgementSchema,
    example: async (fixture) => ({
      path: `/api/attachment/${(await exampleDocument(fixture)).attachmentId}`,
      changes: ['status'],
    }),
    errors: [writeDenied, badId],
    async handler({ params, caller }) {
      const id = params.id;
      await asCaller(context, caller, 'ATTACHMENT_ARCHIVE', { attachmentId: id }, (user) =>
        archiveAttachment(db, user, id, clock()),
      );
      return { data: true as const };
    },
  });
}
