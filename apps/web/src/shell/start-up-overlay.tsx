import { LoadingOverlay } from '@care/ui';
import { useTranslation } from 'react-i18next';

/**
 * The full-page loading overlay with a skeleton of the shell, shown while the app starts or a
 * route loads its data (docs/behaviour/shell-and-session.md#start-up). Its status text is what
 * screen readers hear.
 */
export function StartUpOverlay() {
  const { t } = useTranslation();
  return <LoadingOverlay label={t('utils.loading')} />;
}
