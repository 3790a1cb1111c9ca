import { DOCUMENT_LIMITS, isApiError, type Document } from '@care/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '../../../app/api';
import { useFileUpload } from '../../../shared/attachments/use-file-upload';
import { activeAttachments, hasAttachmentNamed } from '../document-form';
import { documentKeys, documentQueries } from './documents.queries';
import { useDocumentMessages } from './use-documents-messages';

export type { PendingUpload } from '../../../shared/attachments/use-file-upload';

/** Why an upload did not start. */
export type UploadRefusal = 'duplicate' | 'tooMany' | 'busy';

/**
 * Uploads one attachment at a time with progress. Refuses a name already used by a non-archived
 * attachment and an 11th attachment (docs/behaviour/documents.md#attachments). A failed upload can
 * be retried: the retry reads the document first and, when the lost answer's upload did reach the
 * server, takes it as done instead of sending the file twice.
 */
export function useAttachmentUpload(
  document: Document | undefined,
  /** Another attachment took the name meanwhile (the server's E019): the dialog, not a retry. */
  onDuplicate: (name: string) => void,
) {
  const api = useApi();
  const client = useQueryClient();
  const messages = useDocumentMessages();
  /** The document of the upload under way, and the attachments it had before. */
  const target = useRef<{ id: number; knownIds: ReadonlySet<number> } | null>(null);
  const reread = (id: number) => client.invalidateQueries({ queryKey: documentKeys.detail(id) });

  const upload = useFileUpload({
    async send(file, data) {
      if (!target.current) throw new Error('no document to upload to');
      await api.documents.uploadAttachment(target.current.id, {
        name: file.name,
        size: file.size,
        data,
      });
    },
    async arrived(file) {
      if (!target.current) return false;
      const { id, knownIds } = target.current;
      const fresh = await client.fetchQuery({ ...documentQueries.detail(api, id), staleTime: 0 });
      return fresh.documentContents.some(
        (attachment) =>
          !knownIds.has(attachment.id) &&
          attachment.status !== 'D' &&
          attachment.name === file.name,
      );
    },
    async done() {
      messages.success('documents.upload');
      if (target.current) await reread(target.current.id);
    },
    async refused(error, file) {
      // Refused for what the document holds now (an upload elsewhere won the race): no retry
      // can succeed, so the row goes and the list is read again.
      if (!isApiError(error) || (error.code !== 'E019' && error.code !== 'E033')) return false;
      if (error.code === 'E019') onDuplicate(file.name);
      else messages.failure('documents.upload', error);
      if (target.current) await reread(target.current.id);
      return true;
    },
    failed: (error) => messages.failure('documents.upload', error),
  });

  /** Starts uploading `file`; a refusal when it may not be uploaded. */
  const start = (file: File): UploadRefusal | null => {
    if (!document || upload.busy) return 'busy';
    const attachments = document.documentContents;
    if (activeAttachments(attachments).length >= DOCUMENT_LIMITS.attachmentsMax) return 'tooMany';
    if (hasAttachmentNamed(attachments, file.name)) return 'duplicate';
    target.current = {
      id: document.id,
      knownIds: new Set(attachments.map((attachment) => attachment.id)),
    };
    upload.begin(file);
    return null;
  };

  return { pending: upload.pending, start, retry: upload.retry, discard: upload.discard };
}
