import { ATTACHMENT_MAX_BYTES, isApiError, type DiaryAttachment } from '@care/api-client';
import { newIdempotencyKey } from '@care/api-client';
import { DEFAULT_MESSAGE_DURATION, useMessageBar } from '@care/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { apiErrorMessageKey } from '../../../shared/api-error-message';
import { useFileUpload } from '../../../shared/attachments/use-file-upload';
import { useChangeMessages } from '../../../shared/change-messages';
import { saveBlob } from '../../../shared/save-file';
import { useDiaryRefresh } from './diary-feedback';

/** The message bar of the diary's attachments: a new message replaces the previous one. */
const MESSAGE_ID = 'diary.attachments';

/** Codes after which no retry can succeed: the file or the entry has to change first. */
const FINAL = new Set(['E012', 'E015', 'E016', 'E019', 'E032', 'E033', 'E034']);
/** The diary's own words for the codes whose catalogue text speaks of documents or data. */
const OWN_TEXT: Record<string, string> = {
  E015: 'diary.attachments.tooLarge',
  E019: 'diary.attachments.duplicate',
  E033: 'diary.attachments.tooMany',
};

/**
 * The attachments' message bars: a success, or why a file was refused: the diary's own words for
 * a size, a name or the limit, else the error code's text, else `fallbackKey`.
 */
function useAttachmentMessages() {
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  const refusal = (text: string) => notify.error(text, { id: MESSAGE_ID });
  return {
    t,
    refusal,
    attached: (name: string) =>
      notify.success(t('diary.attachments.snackbar.success', { name }), {
        id: MESSAGE_ID,
        duration: DEFAULT_MESSAGE_DURATION,
      }),
    failure(error: unknown, file: File, fallbackKey = 'diary.attachments.snackbar.error') {
      const own = isApiError(error) ? OWN_TEXT[error.code] : undefined;
      const key = own ?? apiErrorMessageKey(error, (k) => i18n.exists(k), fallbackKey);
      if (key) refusal(t(key, { name: file.name }));
    },
  };
}

/** Whether `file` may be sent at all: the size is checked before reading it (10 MB). */
export function tooLarge(file: File): boolean {
  return file.size > ATTACHMENT_MAX_BYTES;
}

/**
 * Attaches files to entry `entryId` one after the other (docs/behaviour/diary.md#attachments),
 * each with its progress; a failure a retry may mend keeps "Try again", a refusal (a type Care
 * does not take, a file too large) says why and goes on with the next file. Each file keeps one
 * idempotency key over its tries, so a lost answer never stores it twice.
 */
export function useEntryUploads(entryId: number, personalDataId: number, onIdle?: () => void) {
  const api = useApi();
  const refresh = useDiaryRefresh();
  const messages = useAttachmentMessages();
  const [queue, setQueue] = useState<File[]>([]);
  const keys = useRef(new WeakMap<File, string>());
  const next = (rest: File[]) => {
    setQueue(rest);
    const [first] = rest;
    if (first) upload.begin(first);
    else onIdle?.();
  };
  const upload = useFileUpload({
    async send(file, data) {
      const idempotencyKey = keys.current.get(file) ?? newIdempotencyKey();
      keys.current.set(file, idempotencyKey);
      await api.diary.attach(
        entryId,
        { name: file.name, size: file.size, data },
        { idempotencyKey },
      );
    },
    async done(file) {
      messages.attached(file.name);
      await refresh({ personalDataId, entryId });
      next(queue.slice(1));
    },
    refused(error, file) {
      if (!isApiError(error) || !FINAL.has(error.code)) return false;
      messages.failure(error, file);
      next(queue.slice(1));
      return true;
    },
    failed: (error, file) => messages.failure(error, file),
  });

  /** Queues `files`; those over 10 MB are refused at once with the message. */
  const add = (files: readonly File[]) => {
    const fitting = files.filter((file) => {
      if (tooLarge(file))
        messages.refusal(messages.t('diary.attachments.tooLarge', { name: file.name }));
      return !tooLarge(file);
    });
    if (fitting.length === 0) return;
    const rest = [...queue, ...fitting];
    setQueue(rest);
    if (queue.length === 0) upload.begin(fitting[0] as File);
  };

  /** Gives up the failed file and goes on with the next one. */
  const discard = () => {
    upload.discard();
    next(queue.slice(1));
  };

  return {
    pending: upload.pending,
    waiting: Math.max(queue.length - 1, 0),
    add,
    retry: upload.retry,
    discard,
  };
}

/** Downloads an attachment's file under its name; a failure says so. */
export function useDownloadAttachment() {
  const api = useApi();
  const { failed } = useChangeMessages(MESSAGE_ID, 'diary.attachments.downloadError');
  return async (attachment: DiaryAttachment) => {
    try {
      saveBlob(await api.diary.attachmentFile(attachment.id, { timeoutMs: 0 }), attachment.name);
    } catch (error) {
      failed(error);
    }
  };
}

/** Archives an attachment (kept, with who and when). */
export function useArchiveAttachment(personalDataId: number) {
  const api = useApi();
  const refresh = useDiaryRefresh();
  const { t, saved, failed } = useChangeMessages(
    MESSAGE_ID,
    'diary.attachments.archiveSnackbar.error',
  );
  return useMutation({
    mutationFn: (attachment: DiaryAttachment) => api.diary.archiveAttachment(attachment.id),
    onSuccess: async (attachment) => {
      saved(t('diary.attachments.archiveSnackbar.success'));
      await refresh({ personalDataId, entryId: attachment.entryId });
    },
    onError: failed,
  });
}
