import type { ArchiveCause, GuestRow } from '@care/api-client';
import { DEFAULT_MESSAGE_DURATION, useMessageBar } from '@care/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { apiErrorMessageKey } from '../../../shared/api-error-message';
import { statusChangePath, type StatusChange } from '../status-changes';
import { guestKeys } from './guests.queries';

/** What a confirmed status change sends. */
export interface StatusChangeInput {
  guest: GuestRow;
  change: StatusChange;
  /** `YYYY-MM-DD`. */
  date: string;
  archiveCause?: ArchiveCause | undefined;
}

/**
 * `PUT care/api/v1/guest/{dismiss|suspend|actual}/{personalDataId}?date=&archiveCause=`: the
 * confirmed status change. On success the message `guests.change.{action}.success` and every
 * list and history read again (the guest moves tab); on failure the catalogue's message for the
 * code, else `guests.change.error`, and the error is rethrown so the dialog stays open.
 */
export function useChangeGuestStatus() {
  const api = useApi();
  const client = useQueryClient();
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  return useMutation({
    mutationFn: ({ guest, change, date, archiveCause }: StatusChangeInput) =>
      api.guests.dismiss(statusChangePath(change.kind, guest.personalDataId), {
        date,
        archiveCause: change.causeRequired ? archiveCause : undefined,
      }),
    onSuccess: async (_data, { guest, change }) => {
      notify.success(
        t(`guests.change.${change.action}.success`, { name: `${guest.name} ${guest.surname}` }),
        { id: 'guests.change', duration: DEFAULT_MESSAGE_DURATION },
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: guestKeys.lists() }),
        client.invalidateQueries({ queryKey: guestKeys.history(guest.personalDataId) }),
        client.invalidateQueries({ queryKey: guestKeys.widgets() }),
      ]);
    },
    onError: (error) => {
      const key = apiErrorMessageKey(
        error,
        (candidate) => i18n.exists(candidate),
        'guests.change.error',
      );
      if (key) notify.error(t(key), { id: 'guests.change' });
    },
  });
}
