import { DEFAULT_MESSAGE_DURATION, useMessageBar } from '@care/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from './api-error-message';
import { OnlineOnlyError } from './outbox/online-only';

/**
 * The messages of one kind of change (a diary entry, an activity), under one message bar id (a
 * new message replaces the previous one): `saved(text)` says a success (translated by the caller
 * with `t`, so the translation-keys test sees its key); `failed(error)` says the error code's own
 * text, else `fallbackKey`, and nothing when the request was cancelled; `queued()` says the record
 * waits in the outbox (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi).
 */
export function useChangeMessages(id: string, fallbackKey: string) {
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  return {
    t,
    saved: (text: string) => notify.success(text, { id, duration: DEFAULT_MESSAGE_DURATION }),
    queued: () => notify.info(t('outbox.queued'), { id, duration: DEFAULT_MESSAGE_DURATION }),
    failed: (error: unknown) => {
      if (error instanceof OnlineOnlyError) return notify.error(t('outbox.onlineOnly'), { id });
      const key = apiErrorMessageKey(error, (k) => i18n.exists(k), fallbackKey);
      if (key) notify.error(t(key), { id });
    },
  };
}
