import {
  attachmentContentResponseSchema,
  attachmentUploadResponseSchema,
  documentCreateResponseSchema,
  documentAuditResponseSchema,
  documentDashboardResponseSchema,
  documentHistoryResponseSchema,
  documentListResponseSchema,
  documentResponseSchema,
  documentStructureResponseSchema,
  documentUpdateResponseSchema,
  type AttachmentContent,
  type AttachmentHistoryEntry,
  type AttachmentUpload,
  type Document,
  type DocumentAuditEntry,
  type DocumentStructure,
  type DocumentSummary,
  type DocumentWrite,
} from '../schemas/documents';
import { acknowledgementSchema } from '../schemas/personal';
import { at, call, type CallOptions, type EndpointContext } from './context';
import { stripDataUrlPrefix } from './personal';

/** Personal documents and their attachments (docs/behaviour/documents.md#calls). */
export interface DocumentEndpoints {
  /** `GET document/structure`: role permission rows (with defaults) and tags. */
  structure(options?: CallOptions): Promise<DocumentStructure>;
  /** `POST document`: the first save; returns the new id. */
  create(document: DocumentWrite, options?: CallOptions): Promise<number>;
  /** `PUT document/{id}`: a later save. */
  update(id: number, document: DocumentWrite, options?: CallOptions): Promise<void>;
  /** `GET document/{id}`: the document with its attachments and the user's access. */
  get(id: number, options?: CallOptions): Promise<Document>;
  /** `POST document/{id}/attachment`: uploads one file (data-URL prefix removed); its new id. */
  uploadAttachment(
    documentId: number,
    attachment: AttachmentUpload,
    options?: CallOptions,
  ): Promise<number>;
  /** `GET attachment/{id}`: the content (base64), type and name, to view or download. */
  getAttachment(id: number, options?: CallOptions): Promise<AttachmentContent>;
  /** `DELETE attachment/{id}`: archives the attachment (status D); nothing is deleted. */
  archiveAttachment(id: number, options?: CallOptions): Promise<void>;
  /** `GET document/api/v1/dashboard/to-expire`: documents that will expire soon. */
  toExpire(options?: CallOptions): Promise<DocumentSummary[]>;
  /** `GET document/api/v1/dashboard/expired`: documents already expired. */
  expired(options?: CallOptions): Promise<DocumentSummary[]>;
  /** `GET document`: one account's documents the caller may read (default: the caller's own). */
  list(atCustomerAccountId?: number, options?: CallOptions): Promise<DocumentSummary[]>;
  /** `GET document/{id}/history`: uploads and archivings with who and when, newest first. */
  history(id: number, options?: CallOptions): Promise<AttachmentHistoryEntry[]>;
  /** `GET document/audit` (administrators): the audit log, newest first. */
  audit(
    filter?: { documentId?: number; before?: number; limit?: number },
    options?: CallOptions,
  ): Promise<DocumentAuditEntry[]>;
}

/** Builds the `documents` endpoints. */
export function documentEndpoints({ request }: EndpointContext): DocumentEndpoints {
  return {
    async structure(options = {}) {
      const { data } = await request(documentStructureResponseSchema, {
        ...at('documentStructure'),
        ...call(options),
      });
      return data;
    },
    async create(document, options = {}) {
      const { data } = await request(documentCreateResponseSchema, {
        ...at('createDocument'),
        body: document,
        ...call(options),
      });
      return data;
    },
    async update(id, document, options = {}) {
      await request(documentUpdateResponseSchema, {
        ...at('updateDocument', { id }),
        body: document,
        ...call(options),
      });
    },
    async get(id, options = {}) {
      const { data } = await request(documentResponseSchema, {
        ...at('getDocument', { id }),
        ...call(options),
      });
      return data;
    },
    async uploadAttachment(documentId, attachment, options = {}) {
      const { data } = await request(attachmentUploadResponseSchema, {
        ...at('uploadAttachment', { id: documentId }),
        body: { ...attachment, data: stripDataUrlPrefix(attachment.data) },
        ...call(options),
      });
      return data;
    },
    async getAttachment(id, options = {}) {
      const { data } = await request(attachmentContentResponseSchema, {
        ...at('getAttachment', { id }),
        ...call(options),
      });
      return data;
    },
    async archiveAttachment(id, options = {}) {
      await request(acknowledgementSchema, {
        ...at('archiveAttachment', { id }),
        ...call(options),
      });
    },
    async toExpire(options = {}) {
      const { data } = await request(documentDashboardResponseSchema, {
        ...at('documentsToExpire'),
        ...call(options),
      });
      return data;
    },
    async expired(options = {}) {
      const { data } = await request(documentDashboardResponseSchema, {
        ...at('documentsExpired'),
        ...call(options),
      });
      return data;
    },
    async list(atCustomerAccountId, options = {}) {
      const { data } = await request(documentListResponseSchema, {
        ...at('listDocuments'),
        query: { atCustomerAccountId },
        ...call(options),
      });
      return data;
    },
    async history(id, options = {}) {
      const { data } = await request(documentHistoryResponseSchema, {
        ...at('documentHistory', { id }),
        ...call(options),
      });
      return data;
    },
    async audit(filter = {}, options = {}) {
      const { data } = await request(documentAuditResponseSchema, {
        ...at('documentAudit'),
        query: { documentId: filter.documentId, before: filter.before, limit: filter.limit },
        ...call(options),
      });
      return data;
    },
  };
}
