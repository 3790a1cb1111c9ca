import { ConfirmDialog } from '@care/ui';
import { MAX_IMPORT_FILES, MAX_THEME_FILE_BYTES, type ThemeFile } from '@care/theming';
import { chakra, Field } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Reads the chosen files for the importer (a file too big for a theme is not read at all). */
export async function readThemeFiles(files: readonly File[]): Promise<ThemeFile[]> {
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      text: file.size > MAX_THEME_FILE_BYTES ? '' : await file.text(),
    })),
  );
}

/**
 * The import dialog: up to 3 theme files (JSON). More files are refused at once, with the
 * message naming the first file too many; each chosen file is then validated by the importer.
 */
export function ImportThemesDialog(props: {
  open: boolean;
  onClose: () => void;
  /** Imports the files (the page reports the outcome of each). */
  importFiles: (files: ThemeFile[]) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const tooMany = files.length > MAX_IMPORT_FILES;
  const close = () => {
    setFiles([]);
    props.onClose();
  };
  return (
    <ConfirmDialog
      open={props.open}
      onClose={close}
      title={t('settings.import.button')}
      description={t('settings.import.description')}
      confirmLabel={t('settings.import.submit')}
      cancelLabel={t('settings.cancel')}
      confirmDisabled={files.length === 0 || tooMany}
      onConfirm={async () => {
        props.importFiles(await readThemeFiles(files));
        setFiles([]);
      }}
    >
      <Field.Root invalid={tooMany}>
        <Field.Label htmlFor={inputId}>{t('settings.import.files')}</Field.Label>
        <chakra.input
          id={inputId}
          type="file"
          accept=".json,application/json"
          multiple
          fontSize="sm"
          aria-invalid={tooMany || undefined}
          aria-describedby={tooMany ? `${inputId}-error` : undefined}
          onChange={(event) => setFiles([...(event.currentTarget.files ?? [])])}
        />
        {tooMany && (
          <Field.ErrorText id={`${inputId}-error`} color="care.error.fg">
            {t('error.uploadMultiple', {
              file: files[MAX_IMPORT_FILES]?.name ?? '',
              reason: t('settings.import.tooManyFiles'),
            })}
          </Field.ErrorText>
        )}
      </Field.Root>
    </ConfirmDialog>
  );
}
