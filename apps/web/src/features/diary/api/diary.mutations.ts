import type { DiaryCriticalEntry } from '@care/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { criticalGuestName } from '../critical-events';
import { useChangeMessages } from '../../../shared/change-messages';
import { useDiaryRefresh } from './diary-feedback';

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
  const { t, saved, failed } = useChangeMessages('diary.acknowledge', 'diary.alerts.error');
  const refresh = useDiaryRefresh();
  return useMutation({
    mutationFn: ({ entry, note }: AcknowledgeInput) =>
      api.diary.acknowledge(entry.id, { note: note.trim() }),
    onSuccess: async (_data, { entry }) => {
      saved(t('diary.alerts.success', { guest: criticalGuestName(entry) }));
      await refresh({ personalDataId: entry.personalDataId, entryId: entry.id });
    },
    onError: failed,
  });
}
