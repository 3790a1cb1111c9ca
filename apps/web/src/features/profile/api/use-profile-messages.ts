import { isApiError, isCancelled } from '@care/api-client';
import { useMessageBar } from '@care/ui';
import { useTranslation } from 'react-i18next';

/** The profile page's failure messages (docs/behaviour/people-and-guests.md#profile-page). */
export type ProfileFailureKey =
  | 'myInfo.read.error'
  | 'myInfo.edit.error'
  | 'error.uploadImage'
  | 'profilePage.deleteImage.error'
  | 'fields.error.read'
  | 'profilePage.notificationSettings.error'
  | 'profilePage.notificationSettings.readError';

/** The profile page's success messages. */
export type ProfileSuccessKey =
  | 'profilePage.data.saved'
  | 'success.uploadImage'
  | 'profilePage.deleteImage.success'
  | 'profilePage.notificationSettings.saved';

/** Whether the failure ended the session (412/417): the app leaves the page, nothing to say. */
function endedSession(error: unknown): boolean {
  return isApiError(error) && (error.status === 412 || error.status === 417);
}

/**
 * The profile page's message bars. A failure shows the page's key, followed by the translated
 * message of the error's code when it has one (what was wrong: too large, not an image, no
 * connection…). A cancelled request, or one that ended the session, shows nothing.
 */
export function useProfileMessages() {
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  return {
    success(key: ProfileSuccessKey) {
      notify.success(t(key), { id: key });
    },
    failure(key: ProfileFailureKey, error: unknown) {
      if (isCancelled(error) || endedSession(error)) return;
      const codeKey: string | null = isApiError(error) ? error.messageKey : null;
      const detail = codeKey && i18n.exists(codeKey) ? ` ${t(codeKey)}` : '';
      notify.warning(`${t(key)}${detail}`, { id: key });
    },
  };
}
