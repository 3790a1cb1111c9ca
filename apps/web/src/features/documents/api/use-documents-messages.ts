import { DEFAULT_MESSAGE_DURATION, useMessageBar } from '@care/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from '../../../shared/api-error-message';

/** The message keys of the documents (docs/behaviour/documents.md#messages). */
export type DocumentMessageKey =
  'documents.save' | 'documents.deleteAttachment' | 'documents.readFields' | 'documents.upload';

/**
 * The documents' message bars: `{key}.snackbar.success`, and on failure the translated message
 * of the error's code, else `{key}.snackbar.error`; a cancelled request (FEE001) shows nothing.
 */
export function useDocumentMessages() {
  const { t, i18n } = useTranslation();
  const { notify } = useMessageBar();
  return {
    success(key: DocumentMessageKey) {
      // The documents' success messages stay 5 seconds (docs/behaviour/documents.md#messages).
      notify.success(t(`${key}.snackbar.success`), { id: key, duration: DEFAULT_MESSAGE_DURATION });
    },
    failure(key: DocumentMessageKey, error: unknown) {
      const message = apiErrorMessageKey(
        error,
        (candidate) => i18n.exists(candidate),
        `${key}.snackbar.error`,
      );
      if (message) notify.warning(t(message), { id: key });
    },
  };
}
