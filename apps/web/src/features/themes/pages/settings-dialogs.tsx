import type { CareThemeDefinition, ThemeFile, ThemeStore, ThemeStoreState } from '@care/theming';
import { ConfirmDialog } from '@care/ui';
import { useTranslation } from 'react-i18next';
import { ImportThemesDialog } from '../components/import-themes-dialog';
import { SaveThemeDialog } from '../components/save-theme-dialog';
import { themeLabel } from '../draft';
import type { Act } from './use-settings-notices';

/** The dialog open on the Settings page, if any. */
export type SettingsDialog = 'delete' | 'restore' | 'save' | 'import' | undefined;

interface SettingsDialogsProps {
  dialog: SettingsDialog;
  onClose: () => void;
  store: ThemeStore;
  state: ThemeStoreState;
  /** The theme the save dialog saves under a new name (the draft when edited). */
  current: CareThemeDefinition;
  act: Act;
  importFiles: (files: ThemeFile[]) => void;
  /** The draft is done with: saved, or the defaults restored. */
  onDraftDone: () => void;
}

/** The page's dialogs: delete the picked theme, restore the defaults, save as new, import. */
export function SettingsDialogs({
  dialog,
  onClose,
  store,
  state,
  act,
  ...props
}: SettingsDialogsProps) {
  const { t } = useTranslation();
  const picked = state.picked;
  const name = themeLabel(picked, t);
  return (
    <>
      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={onClose}
        destructive
        title={t('settings.delete.title', { name })}
        description={t('settings.delete.description')}
        confirmLabel={t('settings.delete.button')}
        cancelLabel={t('settings.cancel')}
        onConfirm={() =>
          act(() => {
            store.delete(picked.id);
            return { kind: 'success', text: t('settings.delete.done', { name }) };
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'restore'}
        onClose={onClose}
        destructive
        title={t('settings.restore.title')}
        description={t('settings.restore.description')}
        confirmLabel={t('settings.restore.button')}
        cancelLabel={t('settings.cancel')}
        onConfirm={() =>
          act(() => {
            store.restoreDefaults();
            props.onDraftDone();
            return { kind: 'success', text: t('settings.restore.done') };
          })
        }
      />
      <SaveThemeDialog
        open={dialog === 'save'}
        onClose={onClose}
        takenNames={state.themes.map((theme) => theme.name)}
        save={(newName) => {
          const theme = store.saveAsNew(newName, props.current);
          props.onDraftDone();
          act(() => ({ kind: 'success', text: t('settings.save.done', { name: theme.name }) }));
        }}
      />
      <ImportThemesDialog
        open={dialog === 'import'}
        onClose={onClose}
        importFiles={props.importFiles}
      />
    </>
  );
}
