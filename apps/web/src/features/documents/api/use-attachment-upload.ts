import { DOCUMENT_LIMITS, isApiError, type Document } from '@care/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApi } from '../../../app/api';
import { activeAttachments, hasAttachmentNamed } from '../document-form';
import { readFileAsDataUrl } from './attachment-content';
import { documentKeys, documentQueries } from './documents.queries';
import { useDocumentMessages } from './use-documents-messages';

/** An upload in progress or failed. */
export interface PendingUpload {
  name: string;
  phase: 'reading' | 'sending' | 'failed';
  /** 0–1 while the file is read; null while it travels (indeterminate). */
  progress: number | null;
}

/** Why an upload did not start. */
export type UploadRefusal = 'duplicate' | 'tooMany' | 'busy';

interface Attempt {
  file: File;
  data: string | null;
  /** The attachments the document had before the first attempt. */
  knownIds: ReadonlySet<number>;
}

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
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const attempt = useRef<Attempt | null>(null);

  const finish = async (documentId: number) => {
    attempt.current = null;
    setPending(null);
    messages.success('documents.upload');
    await client.invalidateQueries({ queryKey: documentKeys.detail(documentId) });
  };

  const send = async (documentId: number, current: Attempt) => {
    const { file } = current;
    try {
      if (current.data === null) {
        setPending({ name: file.name, phase: 'reading', progress: 0 });
        current.data = await readFileAsDataUrl(file, (progress) =>
          setPending({ name: file.name, phase: 'reading', progress }),
        );
      }
      setPending({ name: file.name, phase: 'sending', progress: null });
      await api.documents.uploadAttachment(documentId, {
        name: file.name,
        size: file.size,
        data: current.data,
      });
      await finish(documentId);
    } catch (error) {
      if (isApiError(error) && (error.code === 'E019' || error.code === 'E033')) {
        // Refused for what the document holds now (an upload elsewhere won the race): no retry
        // can succeed, so the row goes and the list is read again.
        attempt.current = null;
        setPending(null);
        if (error.code === 'E019') onDuplicate(file.name);
        else messages.failure('documents.upload', error);
        await client.invalidateQueries({ queryKey: documentKeys.detail(documentId) });
        return;
      }
      setPending({ name: file.name, phase: 'failed', progress: null });
      messages.failure('documents.upload', error);
    }
  };

  /** Starts uploading `file`; a refusal when it may not be uploaded. */
  const start = (file: File): UploadRefusal | null => {
    if (!document) return 'busy';
    if (pending && pending.phase !== 'failed') return 'busy';
    const attachments = document.documentContents;
    if (activeAttachments(attachments).length >= DOCUMENT_LIMITS.attachmentsMax) return 'tooMany';
    if (hasAttachmentNamed(attachments, file.name)) return 'duplicate';
    const current: Attempt = {
      file,
      data: null,
      knownIds: new Set(attachments.map((attachment) => attachment.id)),
    };
    attempt.current = current;
    void send(document.id, current);
    return null;
  };

  /** Tries the failed upload again, without a duplicate if the first one reached the server. */
  const retry = async () => {
    const current = attempt.current;
    if (!document || !current) return;
    setPending({ name: current.file.name, phase: 'sending', progress: null });
    try {
      const fresh = await client.fetchQuery({
        ...documentQueries.detail(api, document.id),
        staleTime: 0,
      });
      const arrived = fresh.documentContents.some(
        (attachment) =>
          !current.knownIds.has(attachment.id) &&
          attachment.status !== 'D' &&
          attachment.name === current.file.name,
      );
      if (arrived) return await finish(document.id);
    } catch (error) {
      setPending({ name: current.file.name, phase: 'failed', progress: null });
      messages.failure('documents.upload', error);
      return;
    }
    await send(document.id, current);
  };

  /** Forgets the failed upload. */
  const discard = () => {
    attempt.current = null;
    setPending(null);
  };

  return { pending, start, retry, discard };
}
