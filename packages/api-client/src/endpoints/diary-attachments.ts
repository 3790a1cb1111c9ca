import { z } from 'zod/mini';
import {
  diaryAttachmentResponseSchema,
  diaryAttachmentsResponseSchema,
  type DiaryAttachment,
} from '../schemas/diary';
import type { AttachmentUpload } from '../schemas/documents';
import { routesOf, call, type CallOptions, type EndpointContext } from './context';
import { DIARY_ROUTES } from '../schemas/diary-routes';
import { stripDataUrlPrefix } from './personal';

/** The method and filled path of a route of `DIARY_ROUTES`. */
const at = routesOf(DIARY_ROUTES);

/** The files attached to diary entries (docs/behaviour/diary.md#attachments). */
export interface DiaryAttachmentEndpoints {
  /**
   * `POST care/api/v1/diary/entry/{id}/attachments`: attaches one file (the documents' upload:
   * base64 with its name and size, a data-URL prefix removed); the stored attachment. Pass an
   * `idempotencyKey` so that a retry whose answer was lost stores nothing twice.
   */
  attach(entryId: number, file: AttachmentUpload, options?: CallOptions): Promise<DiaryAttachment>;
  /** `GET care/api/v1/diary/entry/{id}/attachments`: the entry's attachments, oldest first. */
  attachments(entryId: number, options?: CallOptions): Promise<DiaryAttachment[]>;
  /** `GET care/api/v1/diary/attachment/{id}`: the file (a Blob of its recognised type). */
  attachmentFile(id: number, options?: CallOptions): Promise<Blob>;
  /** `PUT care/api/v1/diary/attachment/{id}/archive`: archived, kept; again changes nothing. */
  archiveAttachment(id: number, options?: CallOptions): Promise<DiaryAttachment>;
}

const blobSchema = z.instanceof(Blob);

/** Builds the attachment endpoints of `api.diary`. */
export function diaryAttachmentEndpoints({ request }: EndpointContext): DiaryAttachmentEndpoints {
  return {
    async attach(entryId, file, options = {}) {
      const route = at('diaryAttach', { id: entryId });
      const body = { ...file, data: stripDataUrlPrefix(file.data) };
      return (await request(diaryAttachmentResponseSchema, { ...route, body, ...call(options) }))
        .data;
    },
    async attachments(entryId, options = {}) {
      const route = at('diaryAttachments', { id: entryId });
      return (await request(diaryAttachmentsResponseSchema, { ...route, ...call(options) })).data;
    },
    async attachmentFile(id, options = {}) {
      const route = at('diaryAttachmentFile', { id });
      return request(blobSchema, { ...route, responseType: 'blob', ...call(options) });
    },
    async archiveAttachment(id, options = {}) {
      const route = at('diaryArchiveAttachment', { id });
      return (await request(diaryAttachmentResponseSchema, { ...route, ...call(options) })).data;
    },
  };
}
