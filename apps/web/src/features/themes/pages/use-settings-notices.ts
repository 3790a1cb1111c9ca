import { isThemeError, type ThemeFile, type ThemeStore } from '@care/theming';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../components/notices';

/** Runs an action of the page and shows what it did; returns the notices shown. */
export type Act = (action: () => Notice | readonly Notice[]) => void;

/**
 * The Settings page's notices: the outcome of the last action (`act`), a failed storage or an
 * unexpected error included, and the outcome of an import, one notice per file.
 */
export function useSettingsNotices(store: ThemeStore) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<readonly Notice[]>([]);

  const act: Act = (action) => {
    try {
      const result = action();
      setNotices(Array.isArray(result) ? result : [result as Notice]);
    } catch (error) {
      const storage = isThemeError(error, 'storageFailed');
      const text = storage ? t('settings.storageFailed') : t('error.translation.generic');
      setNotices([{ kind: 'error', text }]);
    }
  };

  const importFiles = (files: ThemeFile[]) =>
    act(() =>
      store.importFiles(files).map((result): Notice => {
        if (!result.ok) {
          return {
            kind: 'error',
            text: t('error.uploadMultiple', {
              file: result.file,
              reason: t(`settings.import.${result.reason}`),
            }),
          };
        }
        return {
          kind: 'success',
          text: result.renamedFrom
            ? t('settings.import.renamed', { from: result.renamedFrom, name: result.theme.name })
            : t('settings.import.done', { name: result.theme.name }),
        };
      }),
    );

  return { notices, setNotices, act, importFiles };
}
