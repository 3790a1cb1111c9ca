import { isSessionEnded } from '@care/api-client';
import { useMessageBar } from '@care/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from './api-error-message';

/**
 * A screen's message bars. A failure shows the screen's key followed by the translated message of
 * the error's code when it has one (what was wrong: too large, not an image, no connection…). A
 * cancelled request, or one that ended the session (the app is leaving for the login page), shows
 * nothing. `Success` and `Failure` narrow the keys a screen may use.
 */
export function usePageMessages<
  Success extends string = string,
  Failure extends string = string,
>() {
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  const text = (key: string): string => t(key);
  return {
    success(key: Success) {
      notify.success(text(key), { id: key });
    },
    failure(key: Failure, error: unknown) {
      if (isSessionEnded(error)) return;
      const codeKey = apiErrorMessageKey(error, (candidate) => i18n.exists(candidate), '');
      if (codeKey === null) return;
      const detail = codeKey ? ` ${t(codeKey)}` : '';
      notify.warning(`${text(key)}${detail}`, { id: key });
    },
  };
}
