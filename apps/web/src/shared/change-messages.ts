import { DEFAULT_MESSAGE_DURATION, useMessageBar } from '@care/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from './api-error-message';

/**
 * The messages of one kind of change (a diary entry, an activity), under one message bar id (a
 * new message replaces the previous one): `saved(text)` says a success (translated by the caller
 * with `t`, so the translation-keys test sees its key); `failed(error)` says the error code's own
 * text, else `fallbackKey`, and nothing when the request was cancelled; `queued(text)` says the
 * record waits in the outbox (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi).
 */
export function useChangeMessages(id: string, fallbackKey: string) {
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  return {
    t,
    saved: (text: string) => notify.success(text, { id, duration: DEFAULT_MESSAGE_DURATION }),
    queued: (text: string) => notify.info(text, { id, duration: DEFAULT_MESSAGE_DURATION }),
    failed: (error: unknown) => {
      const key = apiErrorMessageKey(error, (k) => i18n.exists(k), fallbackKey);
      if (key) notify.error(t(key), { id });
    },
  };
}
