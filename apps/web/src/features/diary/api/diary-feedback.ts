import { DEFAULT_MESSAGE_DURATION, useMessageBar } from '@care/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from '../../../shared/api-error-message';
import { CRITICAL_KEYS } from '../critical-events';
import { diaryKeys } from './diary.queries';

/**
 * The messages of one kind of diary change, under one message bar id (a new message replaces
 * the previous one): `saved(text)` says a success (translated by the caller with `t`, so the
 * translation-keys test sees its key); `failed(error)` says the error code's own text, else
 * `fallbackKey`, and nothing when the request was cancelled.
 */
export function useDiaryMessages(id: string, fallbackKey: string) {
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  return {
    t,
    saved: (text: string) => notify.success(text, { id, duration: DEFAULT_MESSAGE_DURATION }),
    failed: (error: unknown) => {
      const key = apiErrorMessageKey(error, (k) => i18n.exists(k), fallbackKey);
      if (key) notify.error(t(key), { id });
    },
  };
}

/**
 * After a diary change: the guest's lists (every guest's when none is named), the facility's,
 * the entry, the unread badge and the critical events are read again.
 */
export function useDiaryRefresh() {
  const client = useQueryClient();
  return ({ personalDataId, entryId }: { personalDataId?: number; entryId?: number }) =>
    Promise.all([
      client.invalidateQueries({
        queryKey:
          personalDataId === undefined ? diaryKeys.guests() : diaryKeys.guest(personalDataId),
      }),
      client.invalidateQueries({ queryKey: diaryKeys.facility() }),
      entryId === undefined
        ? undefined
        : client.invalidateQueries({ queryKey: diaryKeys.entry(entryId) }),
      client.invalidateQueries({ queryKey: diaryKeys.unread() }),
      client.invalidateQueries({ queryKey: CRITICAL_KEYS }),
    ]);
}
