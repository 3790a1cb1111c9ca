import type { DiaryEntry } from '@care/api-client';
import type { FormValues } from '@care/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi, type AppApi } from '../../../app/api';
import { amendBody, correctBody, createBody, type EntryFormKind } from '../entry-fields';
import { useChangeMessages } from '../../../shared/change-messages';
import { useSaveKey, type SaveKey } from '../../../shared/save-key';
import { useDiaryRefresh } from './diary-feedback';

/** The message bar's id of the diary's saves: a new message replaces the previous one. */
const MESSAGE_ID = 'diary.save';

interface Save {
  kind: EntryFormKind;
  personalDataId: number;
  entry: DiaryEntry | undefined;
  /** The same on every try of this form's save (a lost answer never makes two entries). */
  saveKey: SaveKey;
}

function send(api: AppApi, { kind, personalDataId, entry, saveKey }: Save) {
  return (values: FormValues): Promise<unknown> => {
    const options = { idempotencyKey: saveKey.current() };
    if (kind === 'create') return api.diary.create(personalDataId, createBody(values), options);
    if (!entry) throw new Error('a change needs its entry');
    if (kind === 'correct') return api.diary.correct(entry.id, correctBody(values), options);
    return api.diary.amend(entry.id, amendBody(values), options);
  };
}

/**
 * Saves the entry form (docs/behaviour/diary.md#changing-an-entry): a new entry, the author's
 * correction or an amendment. On success `diary.{save|correct|amend}.snackbar.success` and the
 * guest's diary read again; on failure the code's message, and the error is rethrown so the form
 * stays open with what was typed.
 */
export function useSaveEntry(personalDataId: number, kind: EntryFormKind, entry?: DiaryEntry) {
  const api = useApi();
  const refresh = useDiaryRefresh();
  const { t, saved, failed } = useChangeMessages(MESSAGE_ID, 'diary.save.snackbar.error');
  const saveKey = useSaveKey();
  return useMutation({
    mutationFn: send(api, { kind, personalDataId, entry, saveKey }),
    onSuccess: async () => {
      saveKey.done();
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
