import { isApiError, isCancelled } from '@care/api-client';
import { useMessageBar } from '@care/ui';
import { useTranslation } from 'react-i18next';

/** Whether the failure ended the session (412/417): the app leaves the page, nothing to say. */
function endedSession(error: unknown): boolean {
  return isApiError(error) && (error.status === 412 || error.status === 417);
}

/**
 * The person detail page's message bars (docs/behaviour/people-and-guests.md#person-detail). A
 * failure shows the page's key followed by the translated message of the error's code when it has
 * one; a cancelled request, or one that ended the session, shows nothing.
 */
export function usePersonMessages() {
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  return {
    success(key: string) {
      notify.success(t(key), { id: key });
    },
    failure(key: string, error: unknown) {
      if (isCancelled(error) || endedSession(error)) return;
      const codeKey: string | null = isApiError(error) ? error.messageKey : null;
      const detail = codeKey && i18n.exists(codeKey) ? ` ${t(codeKey)}` : '';
      notify.warning(`${t(key)}${detail}`, { id: key });
    },
  };
}
