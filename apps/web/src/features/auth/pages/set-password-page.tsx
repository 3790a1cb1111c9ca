import { isApiError, isCancelled, type CredentialTokenPurpose } from '@care/api-client';
import { PasswordInput } from '@care/ui';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../app/api';
import { ErrorAlert } from '../components/error-alert';
import { LoginAreaCard, LoginAreaLink } from '../components/login-area-card';
import { useAsyncAction } from '../components/use-async-action';
import { useMaintenanceCheck } from '../components/use-maintenance-check';

/** The shortest password the server takes (`PASSWORD_MIN_LENGTH` of the contract). */
const MIN_LENGTH = 8;
/** Link tokens are base64url; anything else cannot be one (checked before asking the server). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

type LinkState = 'checking' | 'valid' | 'invalid' | 'error';

interface Missing {
  password: 'required' | 'tooShort' | null;
  confirm: 'required' | 'mismatch' | null;
}

const PAGE_KEYS = {
  resetPassword: 'authModule.resetPassword',
  defineCredential: 'authModule.defineCredential',
} as const;

/**
 * The page a one-time link opens (`?token=`): `resetPassword/` after a forgotten password,
 * `defineCredential/` after an administrator's invitation. The link is checked first (a used or
 * expired one says so at once, with a way to ask for a new one); then the new password twice.
 * Different passwords show E007's message before anything is sent (the server checks again).
 * The `token` of these pages is never taken as a session token
 * (docs/behaviour/shell-and-session.md#forgotten-password-and-one-time-links).
 */
export function SetPasswordPage({ purpose }: { purpose: CredentialTokenPurpose }) {
  const { t } = useTranslation();
  const api = useApi();
  const maintenance = useMaintenanceCheck();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const keys = PAGE_KEYS[purpose];
  const [link, setLink] = useState<{ state: LinkState; error?: unknown }>({ state: 'checking' });
  const [round, setRound] = useState(0);
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [missing, setMissing] = useState<Missing>({ password: null, confirm: null });
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const wellFormed = TOKEN_SHAPE.test(token);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    api.auth.checkCredentialToken(token, { signal: controller.signal }).then(
      (info) => setLink({ state: info.purpose === purpose ? 'valid' : 'invalid' }),
      (error: unknown) => {
        if (isCancelled(error)) return;
        setLink(
          isApiError(error) && error.code === 'E016'
            ? { state: 'invalid' }
            : { state: 'error', error },
        );
      },
    );
    return () => controller.abort();
  }, [api, token, wellFormed, purpose, round]);
  const linkState: LinkState = wellFormed ? link.state : 'invalid';

  const save = useAsyncAction(
    useCallback(
      (body: { password: string; confirmPassword: string }) =>
        purpose === 'resetPassword'
          ? api.auth.resetPassword({ token, ...body })
          : api.auth.defineCredential({ token, ...body }),
      [api, purpose, token],
    ),
  );
  // The link was spent meanwhile (another tab), or expired while the user typed.
  const linkGone = save.isError && isApiError(save.error) && save.error.code === 'E016';

  function update(key: 'password' | 'confirm', value: string) {
    save.reset();
    setValues((current) => ({ ...current, [key]: value }));
    setMissing((current) => ({ ...current, [key]: null }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Missing = {
      password:
        values.password === ''
          ? 'required'
          : values.password.length < MIN_LENGTH
            ? 'tooShort'
            : null,
      confirm:
        values.confirm === '' ? 'required' : values.password !== values.confirm ? 'mismatch' : null,
    };
    setMissing(next);
    if (next.password) return passwordRef.current?.focus();
    if (next.confirm) return confirmRef.current?.focus();
    save.run({ password: values.password, confirmPassword: values.confirm });
  }

  const passwordError =
    missing.password === 'required'
      ? t('authModule.password.required')
      : t('authModule.password.tooShort', { min: MIN_LENGTH });
  const confirmError =
    missing.confirm === 'required'
      ? t('authModule.password.confirmRequired')
      : t('error.translation.code.E007');

  let body;
  if (save.isSuccess) {
    body = (
      <>
        <Alert.Root status="success" role="status" variant="surface">
          <Alert.Indicator />
          <Alert.Title>{t(`${keys}.success`)}</Alert.Title>
        </Alert.Root>
        <LoginAreaLink to="/loggedOut/">{t('authModule.goToLogin')}</LoginAreaLink>
      </>
    );
  } else if (linkState === 'checking') {
    body = <Text role="status">{t('authModule.password.checkingLink')}</Text>;
  } else if (linkState === 'invalid' || linkGone) {
    body = (
      <>
        <Alert.Root status="warning" role="alert" variant="surface">
          <Alert.Indicator />
          <Alert.Title>{t(`${keys}.invalidLink`)}</Alert.Title>
        </Alert.Root>
        {purpose === 'resetPassword' ? (
          <LoginAreaLink to="/loggedOut/forgotPassword/">
            {t('authModule.resetPassword.requestNewLink')}
          </LoginAreaLink>
        ) : null}
        <LoginAreaLink to="/loggedOut/">{t('authModule.backToLogin')}</LoginAreaLink>
      </>
    );
  } else if (linkState === 'error') {
    body = (
      <>
        <ErrorAlert error={link.error} />
        <Button
          variant="outline"
          alignSelf="start"
          onClick={() => {
            setLink({ state: 'checking' });
            setRound((r) => r + 1);
          }}
        >
          {t('shell.retry')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        {save.isError ? <ErrorAlert error={save.error} /> : null}
        <form noValidate onSubmit={submit}>
          <Stack gap="5">
            <PasswordInput
              ref={passwordRef}
              size="lg"
              required
              autoComplete="new-password"
              label={t('authModule.password.new')}
              helperText={t('authModule.password.rules', { min: MIN_LENGTH })}
              value={values.password}
              onChange={(event) => update('password', event.currentTarget.value)}
              showPasswordLabel={t('login.showPassword')}
              hidePasswordLabel={t('login.hidePassword')}
              capsLockWarning={t('login.capsLockOn')}
              invalid={missing.password !== null}
              errorText={passwordError}
            />
            <PasswordInput
              ref={confirmRef}
              size="lg"
              required
              autoComplete="new-password"
              label={t('authModule.password.confirm')}
              value={values.confirm}
              onChange={(event) => update('confirm', event.currentTarget.value)}
              showPasswordLabel={t('login.showPassword')}
              hidePasswordLabel={t('login.hidePassword')}
              capsLockWarning={t('login.capsLockOn')}
              invalid={missing.confirm !== null}
              errorText={confirmError}
            />
            <Button
              type="submit"
              size="lg"
              w="full"
              colorPalette="blue"
              loading={save.isPending}
              loadingText={t('authModule.password.submitting')}
            >
              {t(`${keys}.submit`)}
            </Button>
          </Stack>
        </form>
        <LoginAreaLink to="/loggedOut/">{t('authModule.backToLogin')}</LoginAreaLink>
      </>
    );
  }

  return (
    <LoginAreaCard
      title={t(`${keys}.title`)}
      intro={save.isSuccess ? undefined : t(`${keys}.intro`)}
      maintenance={maintenance.status}
    >
      {body}
    </LoginAreaCard>
  );
}

/** `/loggedOut/resetPassword/?token=…` */
export function ResetPasswordPage() {
  return <SetPasswordPage purpose="resetPassword" />;
}

/** `/loggedOut/defineCredential/?token=…` */
export function DefineCredentialPage() {
  return <SetPasswordPage purpose="defineCredential" />;
}
