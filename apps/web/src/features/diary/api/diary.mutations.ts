import type { DiaryCriticalEntry } from '@care/api-client';
import { DEFAULT_MESSAGE_DURATION, useMessageBar } from '@care/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { apiErrorMessageKey } from '../../../shared/api-error-message';
import { CRITICAL_KEYS, criticalGuestName } from '../critical-events';
import { diaryKeys } from './diary.queries';

// ---- Critical events: acknowledging (the home widget) ----

/** What an acknowledgement sends: the critical entry and the action taken. */
export interface AcknowledgeInput {
  entry: DiaryCriticalEntry;
  note: string;
}

/**
 * `POST care/api/v1/diary/entry/{id}/acknowledge` (docs/behaviour/diary.md#critical-events): the
 * action taken on a critical entry. On success the message `diary.alerts.success`, and the
 * critical list and the guest's diary read again (the entry leaves the widget, the guest's diary
 * gains the "acknowledged" entry); on failure the code's message (E034: acknowledged already),
 * else `diary.alerts.error`, and the error is rethrown so the dialog stays open with the note.
 */
export function useAcknowledgeMutation() {
  const api = useApi();
  const client = useQueryClient();
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  return useMutation({
    mutationFn: ({ entry, note }: AcknowledgeInput) =>
      api.diary.acknowledge(entry.id, { note: note.trim() }),
    onSuccess: async (_data, { entry }) => {
      notify.success(t('diary.alerts.success', { guest: criticalGuestName(entry) }), {
        id: 'diary.acknowledge',
        duration: DEFAULT_MESSAGE_DURATION,
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: CRITICAL_KEYS }),
        client.invalidateQueries({ queryKey: diaryKeys.guest(entry.personalDataId) }),
        client.invalidateQueries({ queryKey: diaryKeys.entry(entry.id) }),
      ]);
    },
    onError: (error) => {
      const key = apiErrorMessageKey(error, (k) => i18n.exists(k), 'diary.alerts.error');
      if (key) notify.error(t(key), { id: 'diary.acknowledge' });
    },
  });
}
