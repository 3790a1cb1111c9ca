import { CURRENT_PASSWORD_KEY } from '@care/api-client';
import { PasswordInput, type FormController, type FormValues } from '@care/ui';
import { useCallback, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Whether the user changed `fieldName` from the value the server sent (false without a field). */
function useFieldChanged(form: FormController, fieldName: string | undefined): boolean {
  const subscribe = useCallback(
    (listener: () => void) =>
      fieldName && form.store.getField(fieldName)
        ? form.store.subscribe(fieldName, listener)
        : () => undefined,
    [form, fieldName],
  );
  return useSyncExternalStore(subscribe, () => {
    const field = fieldName ? form.store.getField(fieldName) : undefined;
    if (!field || !fieldName) return false;
    return text(form.store.getSnapshot(fieldName).value) !== text(field.value);
  });
}

/**
 * Re-authentication in a server form: while the user has changed `fieldName` (the own e-mail
 * address, where password-reset links go), the form asks for the current password, which the
 * save sends as `currentPassword` (the server answers 403 E035 without it or with a wrong one).
 */
export function useReauthentication(form: FormController, fieldName: string | undefined) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const needed = useFieldChanged(form, fieldName);
  return {
    needed,
    /** False (and the field focused, its error shown) when the password is needed but empty. */
    check(): boolean {
      if (!needed || password !== '') return true;
      setMissing(true);
      document.getElementById(id)?.focus();
      return false;
    },
    /** The values to send: with the password when it is needed. */
    withPassword: (values: FormValues): FormValues =>
      needed ? { ...values, [CURRENT_PASSWORD_KEY]: password } : values,
    /** Forgets the password (after a save, on cancel). */
    clear() {
      setPassword('');
      setMissing(false);
    },
    field: {
      id,
      value: password,
      invalid: missing && password === '',
      onChange: (value: string) => {
        setPassword(value);
        if (value !== '') setMissing(false);
      },
    },
  };
}

/** The current-password field of {@link useReauthentication}. */
export function CurrentPasswordField({
  id,
  value,
  invalid,
  onChange,
}: ReturnType<typeof useReauthentication>['field']) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      id={id}
      name={CURRENT_PASSWORD_KEY}
      required
      label={t('profilePage.data.currentPassword.label')}
      helperText={t('profilePage.data.currentPassword.hint')}
      showPasswordLabel={t('profilePage.data.currentPassword.show')}
      hidePasswordLabel={t('profilePage.data.currentPassword.hide')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      invalid={invalid}
      errorText={t('profilePage.data.currentPassword.required')}
    />
  );
}
