import type { DiaryEntry } from '@care/api-client';
import { DEFAULT_MESSAGE_DURATION, useMessageBar, type FormValues } from '@care/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, type AppApi } from '../../../app/api';
import { apiErrorMessageKey } from '../../../shared/api-error-message';
import { amendBody, correctBody, createBody, type EntryFormKind } from '../entry-fields';
import { diaryKeys } from './diary.queries';

/** The message bar's id of the diary's saves: a new message replaces the previous one. */
const MESSAGE_ID = 'diary.save';

/** Says a failure: the code's own text, else `diary.save.snackbar.error`; nothing if cancelled. */
function useFailureMessage() {
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  return (error: unknown) => {
    const key = apiErrorMessageKey(error, (k) => i18n.exists(k), 'diary.save.snackbar.error');
    if (key) notify.error(t(key), { id: MESSAGE_ID });
  };
}

/**
 * After a change: the guest's lists (every guest's when none is named), the facility's, the
 * entry, the unread badge and the critical events.
 */
function useRefresh(personalDataId: number | undefined) {
  const client = useQueryClient();
  const guest = personalDataId === undefined ? diaryKeys.guests() : diaryKeys.guest(personalDataId);
  return (entryId?: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: guest }),
      client.invalidateQueries({ queryKey: diaryKeys.facility() }),
      entryId === undefined
        ? undefined
        : client.invalidateQueries({ queryKey: diaryKeys.entry(entryId) }),
      client.invalidateQueries({ queryKey: diaryKeys.unread() }),
      client.invalidateQueries({ queryKey: [...diaryKeys.all, 'critical'] }),
    ]);
}

function send(api: AppApi, kind: EntryFormKind, personalDataId: number, entry?: DiaryEntry) {
  return (values: FormValues): Promise<unknown> => {
    if (kind === 'create') return api.diary.create(personalDataId, createBody(values));
    if (!entry) throw new Error('a change needs its entry');
    if (kind === 'correct') return api.diary.correct(entry.id, correctBody(values));
    return api.diary.amend(entry.id, amendBody(values));
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
  const { t } = useTranslation();
  const { notify } = useMessageBar();
  const refresh = useRefresh(personalDataId);
  const failed = useFailureMessage();
  return useMutation({
    mutationFn: send(api, kind, personalDataId, entry),
    onSuccess: async () => {
      const key = kind === 'create' ? 'save' : kind;
      notify.success(t(`diary.${key}.snackbar.success`), {
        id: MESSAGE_ID,
        duration: DEFAULT_MESSAGE_DURATION,
      });
      await refresh(entry?.id);
    },
    onError: failed,
  });
}

/** Marks an entry entered in error with its reason; the entry stays, struck through. */
export function useMarkEnteredInError(personalDataId: number) {
  const api = useApi();
  const { t } = useTranslation();
  const { notify } = useMessageBar();
  const refresh = useRefresh(personalDataId);
  const failed = useFailureMessage();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.diary.enteredInError(id, { reason }),
    onSuccess: async (_data, { id }) => {
      notify.success(t('diary.markError.snackbar.success'), {
        id: MESSAGE_ID,
        duration: DEFAULT_MESSAGE_DURATION,
      });
      await refresh(id);
    },
    onError: failed,
  });
}

/** Marks entries read (1 to 200 ids) of a guest, or of any guest; the lists and badge follow. */
export function useMarkRead(personalDataId?: number) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  const refresh = useRefresh(personalDataId);
  return useMutation({
    mutationFn: (ids: number[]) => api.diary.markRead({ ids }),
    onSuccess: () => refresh(),
    onError: (error) => {
      const key = apiErrorMessageKey(error, (k) => i18n.exists(k), 'diary.markRead.snackbar.error');
      if (key) notify.error(t(key), { id: 'diary.markRead' });
    },
  });
}
