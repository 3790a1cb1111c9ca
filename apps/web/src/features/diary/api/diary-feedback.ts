import { useQueryClient } from '@tanstack/react-query';
import { CRITICAL_KEYS } from '../critical-events';
import { diaryKeys } from './diary.queries';

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
