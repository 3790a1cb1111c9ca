import { ATTACHMENT_MAX_BYTES, isApiError, type DiaryAttachment } from '@care/api-client';
import { newIdempotencyKey } from '@care/api-client';
import { DEFAULT_MESSAGE_DURATION, useMessageBar } from '@care/ui';
import { useMutation } from '@tanstack/react-query';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { apiErrorMessageKey } from '../../../shared/api-error-message';
import {
  createLatest,
  createUploadRunner,
  type PendingUpload,
} from '../../../shared/attachments/use-file-upload';
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

/** What an entry's uploads use from the app: the client, the diary's refresh, the messages. */
export interface EntryUploadTools {
  api: ReturnType<typeof useApi>;
  refresh: ReturnType<typeof useDiaryRefresh>;
  messages: ReturnType<typeof useAttachmentMessages>;
}

/** The tools of the component calling it (its message bar, client and query cache). */
export function useEntryUploadTools(): EntryUploadTools {
  return { api: useApi(), refresh: useDiaryRefresh(), messages: useAttachmentMessages() };
}

/** What an entry's uploads show: the file under way (or failed) and how many wait after it. */
export interface EntryUploadsState {
  pending: PendingUpload | null;
  waiting: number;
}

/** An entry's uploads, outside React: a component reads them with `useSyncExternalStore`. */
export interface EntryUploads {
  getSnapshot(): EntryUploadsState;
  subscribe(listener: () => void): () => void;
  /** Queues `files`; those over 10 MB are refused at once with the message. */
  add(files: readonly File[]): void;
  retry(): Promise<void>;
  /** Gives up the failed file and goes on with the next one. */
  discard(): void;
}

/**
 * Attaches files to entry `entryId` one after the other (docs/behaviour/diary.md#attachments),
 * each with its progress; a failure a retry may mend keeps "Try again", a refusal (a type Care
 * does not take, a file too large) says why and goes on with the next file. Each file keeps one
 * idempotency key over its tries, so a lost answer never stores it twice. `tools()` gives the
 * latest tools: the uploads outlive the component that started them when a store keeps them.
 */
export function createEntryUploads(
  entry: { entryId: number; personalDataId: number; onIdle?: (() => void) | undefined },
  tools: () => EntryUploadTools,
): EntryUploads {
  const { entryId, personalDataId } = entry;
  const listeners = new Set<() => void>();
  const keys = new WeakMap<File, string>();
  let queue: File[] = [];
  let pending: PendingUpload | null = null;
  let state: EntryUploadsState = { pending, waiting: 0 };
  const emit = () => {
    state = { pending, waiting: Math.max(queue.length - 1, 0) };
    for (const listener of listeners) listener();
  };
  const next = (rest: File[]) => {
    queue = rest;
    emit();
    const [first] = rest;
    if (first) runner.begin(first);
    else entry.onIdle?.();
  };
  const runner = createUploadRunner(
    () => ({
      async send(file, data) {
        const idempotencyKey = keys.get(file) ?? newIdempotencyKey();
        keys.set(file, idempotencyKey);
        await tools().api.diary.attach(
          entryId,
          { name: file.name, size: file.size, data },
          { idempotencyKey },
        );
      },
      async done(file) {
        tools().messages.attached(file.name);
        await tools().refresh({ personalDataId, entryId });
        next(queue.slice(1));
      },
      refused(error, file) {
        if (!isApiError(error) || !FINAL.has(error.code)) return false;
        tools().messages.failure(error, file);
        next(queue.slice(1));
        return true;
      },
      failed: (error, file) => tools().messages.failure(error, file),
    }),
    (shown) => {
      pending = shown;
      emit();
    },
  );
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(files) {
      const { messages } = tools();
      const fitting = files.filter((file) => {
        if (tooLarge(file))
          messages.refusal(messages.t('diary.attachments.tooLarge', { name: file.name }));
        return !tooLarge(file);
      });
      if (fitting.length === 0) return;
      const idle = queue.length === 0;
      queue = [...queue, ...fitting];
      emit();
      if (idle) runner.begin(fitting[0] as File);
    },
    retry: () => runner.retry(),
    discard() {
      runner.discard();
      next(queue.slice(1));
    },
  };
}

/** What a component shows of an entry's uploads, with their actions. */
export type EntryUploadsView = EntryUploadsState & Omit<EntryUploads, 'getSnapshot' | 'subscribe'>;

/** The state of `uploads`, kept current, with their actions. */
export function useEntryUploadsView(uploads: EntryUploads): EntryUploadsView {
  const state = useSyncExternalStore(uploads.subscribe, uploads.getSnapshot);
  return { ...state, add: uploads.add, retry: uploads.retry, discard: uploads.discard };
}

/**
 * An entry's uploads that live as long as the calling component (the new entry's form, whose
 * drawer stays open until they end: `onIdle`).
 */
export function useEntryUploads(
  entryId: number,
  personalDataId: number,
  onIdle?: () => void,
): EntryUploadsView {
  const tools = useEntryUploadTools();
  const [latest] = useState(() => createLatest({ tools, onIdle }));
  useLayoutEffect(() => latest.set({ tools, onIdle }));
  const [uploads] = useState(() =>
    createEntryUploads(
      { entryId, personalDataId, onIdle: () => latest.get().onIdle?.() },
      () => latest.get().tools,
    ),
  );
  return useEntryUploadsView(uploads);
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
