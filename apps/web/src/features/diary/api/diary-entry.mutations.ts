import type { DiaryEntry } from '@care/api-client';
import type { FormValues } from '@care/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { amendBody, correctBody, createBody, type EntryFormKind } from '../entry-fields';
import { useChangeMessages } from '../../../shared/change-messages';
import { useSaveKey, type SaveKey } from '../../../shared/save-key';
import { requireConnection } from '../../../shared/outbox/online-only';
import { useSaveOrQueue, type SaveOutcome } from '../../../shared/outbox/save-or-queue';
import { diaryOutboxInput } from './diary-outbox';
import { useDiaryRefresh } from './diary-feedback';

/** The message bar's id of the diary's saves: a new message replaces the previous one. */
const MESSAGE_ID = 'diary.save';

interface Save {
  kind: EntryFormKind;
  personalDataId: number;
  entry: DiaryEntry | undefined;
  /** The same on every try of this form's save (a lost answer never makes two entries). */
  saveKey: SaveKey;
  /** The guest's name, for the outbox's list. */
  guestName: string;
  /** The files picked with a new entry: they wait with it in the outbox. */
  files: readonly File[];
}

function useSend({ kind, personalDataId, entry, saveKey, guestName, files }: Save) {
  const api = useApi();
  const saveOrQueue = useSaveOrQueue();
  return (values: FormValues): Promise<SaveOutcome<unknown>> => {
    const options = { idempotencyKey: saveKey.current() };
    if (kind === 'create') {
      const body = createBody(values);
      const key = options.idempotencyKey;
      const input = diaryOutboxInput(personalDataId, body, key, guestName, files);
      return saveOrQueue(input, () => api.diary.create(personalDataId, body, options));
    }
    if (!entry) throw new Error('a change needs its entry');
    // Corrections and amendments stay online-only: the form keeps what was typed.
    requireConnection(`diary.${kind}`);
    const sent =
      kind === 'correct'
        ? api.diary.correct(entry.id, correctBody(values), options)
        : api.diary.amend(entry.id, amendBody(values), options);
    return sent.then((answer) => ({ queued: false, answer }));
  };
}

/**
 * Saves the entry form (docs/behaviour/diary.md#changing-an-entry): a new entry, the author's
 * correction or an amendment. On success `diary.{save|correct|amend}.snackbar.success` and the
 * guest's diary read again; on failure the code's message, and the error is rethrown so the form
 * stays open with what was typed. A new entry the server cannot take now waits in the outbox
 * (`outbox.queued`) with the files picked for it; a correction or an amendment needs the connection (FEE003's message at once).
 */
export function useSaveEntry(
  personalDataId: number,
  kind: EntryFormKind,
  entry?: DiaryEntry,
  guestName = '',
  files: readonly File[] = [],
) {
  const refresh = useDiaryRefresh();
  const { t, saved, queued, failed } = useChangeMessages(MESSAGE_ID, 'diary.save.snackbar.error');
  const saveKey = useSaveKey();
  return useMutation({
    // Offline too: the outbox takes the entry (a paused mutation would leave the form waiting).
    networkMode: 'always',
    mutationFn: useSend({ kind, personalDataId, entry, saveKey, guestName, files }),
    onSuccess: async (outcome) => {
      saveKey.done();
      if (outcome.queued) {
        queued(t('outbox.queued'));
        return;
      }
      saved(t(`diary.${kind === 'create' ? 'save' : kind}.snackbar.success`));
      await refresh({ personalDataId, entryId: entry?.id });
    },
    onError: failed,
  });
}

/** Marks an entry entered in error with its reason; the entry stays, struck through. */
export function useMarkEnteredInError(personalDataId: number) {
  const api = useApi();
  const refresh = useDiaryRefresh();
  const { t, saved, failed } = useChangeMessages(MESSAGE_ID, 'diary.save.snackbar.error');
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.diary.enteredInError(id, { reason }),
    onSuccess: async (_data, { id }) => {
      saved(t('diary.markError.snackbar.success'));
      await refresh({ personalDataId, entryId: id });
    },
    onError: failed,
  });
}

/** Marks entries read (1 to 200 ids) of a guest, or of any guest; the lists and badge follow. */
export function useMarkRead(personalDataId?: number) {
  const api = useApi();
  const refresh = useDiaryRefresh();
  const { failed } = useChangeMessages('diary.markRead', 'diary.markRead.snackbar.error');
  return useMutation({
    mutationFn: (ids: number[]) => api.diary.markRead({ ids }),
    onSuccess: () => refresh({ personalDataId }),
    onError: failed,
  });
}
