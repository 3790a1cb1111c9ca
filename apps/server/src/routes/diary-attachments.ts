import {
  DIARY_ATTACHMENTS_MAX,
  attachmentUploadSchema,
  diaryAttachmentResponseSchema,
  diaryAttachmentsResponseSchema,
} from '@care/api-client/schemas';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { FILE_UPLOAD_ERRORS } from '../attachments/files';
import {
  archiveAttachment,
  attachFile,
  attachmentContent,
  listAttachments,
} from '../diary/attachments';
import { exampleAttachment, exampleEntry, EXAMPLE_FILE } from '../diary/examples';
import { ACCEPTED_MIME_TYPES } from '../documents/mime';
import { contentDisposition } from '../exports/filename';
import { BODY_LIMITS, MAX_ATTACHMENT_BYTES, SIGNED_IN } from '../http/router';
import { DIARY_BASE, DIARY_ENTRY_WRITE, DIARY_REACH_ERROR, diaryIdParam } from './diary-changes';

const READ = {
  tags: ['diary'],
  auth: true,
  access: SIGNED_IN,
  module: { id: 'diary', level: 'read' },
  params: diaryIdParam,
} as const;

const NOT_REACHED = {
  code: 'E013',
  status: 403,
  when: 'the role’s `diary` level is too low; no such entry or attachment, or one of a guest the caller may not reach',
} as const;
const IN_ERROR = { code: 'E034', status: 409, when: 'the entry is entered in error' } as const;

/** The file's bytes as they leave: a download no cache keeps, never sniffed by the browser. */
const fileSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value));

/**
 * Files attached to diary entries (docs/behaviour/diary.md#attachments): attach (the documents'
 * upload rules), list, download, archive. Who reads an entry downloads its files; who writes the
 * diary attaches and archives.
 */
export function registerDiaryAttachmentRoutes(context: ServerContext): void {
  const { router, db } = context;

  router.add({
    ...DIARY_ENTRY_WRITE,
    method: 'POST',
    url: `${DIARY_BASE}/entry/:id/attachments`,
    summary: 'Attach a file to a diary entry',
    description:
      'The documents’ upload rules: `data` the file in base64 (no data-URL prefix), `size` its ' +
      `length in bytes, at most ${MAX_ATTACHMENT_BYTES} bytes; the type is recognised from the ` +
      `content, never the name (${ACCEPTED_MIME_TYPES.join(', ')}), anything else E032; a name ` +
      `without a path or control characters. At most ${DIARY_ATTACHMENTS_MAX} attachments not ` +
      'archived per entry (E033), each with a name of its own (E019), also when uploads race. ' +
      'The same file under the same name again answers the stored attachment. Staff with ' +
      '`diary` write, on an entry of a guest they reach. Answers the attachment.',
    idempotent: true,
    body: attachmentUploadSchema,
    response: diaryAttachmentResponseSchema,
    bodyLimit: BODY_LIMITS.attachment,
    example: async (fixture) => ({
      path: `${DIARY_BASE}/entry/${await exampleEntry(fixture)}/attachments`,
      body: EXAMPLE_FILE,
    }),
    errors: [
      DIARY_REACH_ERROR,
      IN_ERROR,
      ...FILE_UPLOAD_ERRORS,
      { code: 'E033', status: 409, when: `${DIARY_ATTACHMENTS_MAX} attachments not archived` },
      { code: 'E019', status: 409, when: 'another attachment not archived has this name' },
    ],
    async handler({ caller, params, body }) {
      return { data: await attachFile(context, caller, params.id, body) };
    },
  });

  router.add({
    ...READ,
    method: 'GET',
    url: `${DIARY_BASE}/entry/:id/attachments`,
    summary: 'A diary entry’s attachments, archived ones included',
    description: 'Oldest first, without the files. Whoever reads the entry.',
    response: diaryAttachmentsResponseSchema,
    example: async (fixture) => ({
      path: `${DIARY_BASE}/entry/${await exampleEntry(fixture)}/attachments`,
    }),
    errors: [NOT_REACHED],
    async handler({ caller, params }) {
      return { data: await listAttachments(db, caller, params.id) };
    },
  });

  router.add({
    ...READ,
    method: 'GET',
    url: `${DIARY_BASE}/attachment/:id`,
    summary: 'Download a diary entry’s attached file',
    description:
      'The file as it was attached, with its recognised type, as a download ' +
      '(`Content-Disposition: attachment` with its name, `X-Content-Type-Options: nosniff`, not ' +
      'cached). Archived files stay readable. Whoever reads the entry.',
    response: fileSchema,
    responseContentType: ACCEPTED_MIME_TYPES.join(', '),
    example: async (fixture) => ({
      path: `${DIARY_BASE}/attachment/${await exampleAttachment(fixture)}`,
    }),
    errors: [NOT_REACHED],
    async handler({ caller, params, reply }) {
      const file = await attachmentContent(db, caller, params.id);
      reply
        .type(file.mimeType)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return file.bytes;
    },
  });

  router.add({
    ...DIARY_ENTRY_WRITE,
    method: 'PUT',
    url: `${DIARY_BASE}/attachment/:id/archive`,
    summary: 'Archive a diary entry’s attachment (kept, with who and when)',
    description:
      'Nothing is deleted: the file stays readable and listed, archived, and no longer counts ' +
      'towards the limit or the names. Archiving an archived attachment changes nothing. Staff ' +
      'with `diary` write.',
    response: diaryAttachmentResponseSchema,
    example: async (fixture) => ({
      path: `${DIARY_BASE}/attachment/${await exampleAttachment(fixture)}/archive`,
      changes: ['archivedAt'],
    }),
    errors: [DIARY_REACH_ERROR, IN_ERROR],
    async handler({ caller, params }) {
      return { data: await archiveAttachment(context, caller, params.id) };
    },
  });
}
