import { ConfirmDialog } from '@care/ui';
import {
  isThemeError,
  MAX_THEME_NAME_LENGTH,
  validateThemeName,
  type ThemeErrorCode,
} from '@care/theming';
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks for the name of a new theme (required, at most 40 characters, unique) and saves it with
 * `save`. A refused name keeps the dialog open with the reason under the field.
 */
export function SaveThemeDialog(props: {
  open: boolean;
  onClose: () => void;
  takenNames: readonly string[];
  /** Saves the theme under `name`; throws a ThemeError when the store refuses. */
  save: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<ThemeErrorCode | undefined>();
  const close = () => {
    setName('');
    setProblem(undefined);
    props.onClose();
  };
  const message = (code: ThemeErrorCode) =>
    code === 'storageFailed' || !code.startsWith('name')
      ? t('settings.storageFailed')
      : t(`settings.save.${code}`);
  return (
    <ConfirmDialog
      open={props.open}
      onClose={close}
      title={t('settings.save.title')}
      description={t('settings.save.description')}
      confirmLabel={t('settings.save.confirm')}
      cancelLabel={t('settings.cancel')}
      onConfirm={async () => {
        const check = validateThemeName(name, props.takenNames);
        if (!check.ok) {
          setProblem(check.code);
          throw new Error(check.code);
        }
        try {
          props.save(check.name);
        } catch (error) {
          setProblem(isThemeError(error) ? error.code : 'storageFailed');
          throw error;
        }
        setName('');
        setProblem(undefined);
      }}
    >
      <Field.Root invalid={problem !== undefined} required>
        <Field.Label>
          {t('settings.save.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={name}
          maxLength={MAX_THEME_NAME_LENGTH}
          autoComplete="off"
          onChange={(event) => {
            setName(event.currentTarget.value);
            setProblem(undefined);
          }}
        />
        {problem ? (
          <Field.ErrorText color="care.error.fg">{message(problem)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('settings.save.nameHelp')}</Field.HelperText>
        )}
      </Field.Root>
    </ConfirmDialog>
  );
}
