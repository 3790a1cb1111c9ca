import { ConfirmDialog } from '@care/ui';
import { useTranslation } from 'react-i18next';

/**
 * "Reload with unsaved changes?": the offered reload's confirmation. Its own chunk, loaded only
 * when a new version is announced while a form has unsaved changes.
 */
export function ReloadConfirmDialog(props: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={props.open}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
      title={t('utils.reloadUnsavedTitle')}
      description={t('utils.reloadUnsavedBody')}
      confirmLabel={t('utils.reloadNow')}
      cancelLabel={t('utils.later')}
      destructive
    />
  );
}
