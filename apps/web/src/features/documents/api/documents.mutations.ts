import type { DocumentWrite } from '@care/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { useSaveKey } from '../../../shared/save-key';
import { documentKeys } from './documents.queries';
import { useDocumentMessages } from './use-documents-messages';

/**
 * Saves a document: `POST document` the first time (resolves to the new id), `PUT document/{id}`
 * afterwards. Messages `documents.save.snackbar.*`; the dashboard and the document are read again.
 * On failure the caller's form keeps everything typed; the create sent again carries the same
 * idempotency key, so a first save whose answer was lost makes one document.
 */
export function useSaveDocument() {
  const api = useApi();
  const client = useQueryClient();
  const messages = useDocumentMessages();
  const saveKey = useSaveKey();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: DocumentWrite }) => {
      if (id === null) return api.documents.create(body, { idempotencyKey: saveKey.current() });
      await api.documents.update(id, body);
      return id;
    },
    onSuccess: async (id) => {
      saveKey.done();
      messages.success('documents.save');
      await Promise.all([
        client.invalidateQueries({ queryKey: documentKeys.detail(id) }),
        client.invalidateQueries({ queryKey: documentKeys.dashboard() }),
        client.invalidateQueries({ queryKey: documentKeys.lists() }),
      ]);
    },
    onError: (error) => messages.failure('documents.save', error),
  });
}

/** Archives an attachment (`DELETE attachment/{id}`; status D, nothing deleted). */
export function useArchiveAttachment(documentId: number) {
  const api = useApi();
  const client = useQueryClient();
  const messages = useDocumentMessages();
  return useMutation({
    mutationFn: (attachmentId: number) => api.documents.archiveAttachment(attachmentId),
    onSuccess: async () => {
      messages.success('documents.deleteAttachment');
      await client.invalidateQueries({ queryKey: documentKeys.detail(documentId) });
    },
    onError: (error) => messages.failure('documents.deleteAttachment', error),
  });
}
