import { Alert, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { ErrorAlert } from '../components/error-alert';
import { LoginAreaCard, LoginAreaLink } from '../components/login-area-card';
import { useAsyncAction } from '../components/use-async-action';
import { useMaintenanceCheck } from '../components/use-maintenance-check';

/**
 * `/loggedOut/forgotPassword/`: the username, then a reset link by e-mail. The answer is the same
 * whether or not the username exists, so the page says what happens *if* it does. A failure
 * (E025 mail, E020 too many requests, the network) shows its message and keeps the username.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const maintenance = useMaintenanceCheck();
  const [username, setUsername] = useState('');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useAsyncAction(
    useCallback((name: string) => api.auth.forgotPassword(name), [api]),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = username.trim();
    setMissing(name === '');
    if (name === '') return inputRef.current?.focus();
    request.run(name);
  }

  return (
    <LoginAreaCard
      title={t('authModule.forgotPassword.title')}
      intro={t('authModule.forgotPassword.intro')}
      maintenance={maintenance.status}
    >
      {request.isSuccess ? (
        <Alert.Root status="success" role="status" variant="surface">
          <Alert.Indicator />
          <Alert.Title>{t('authModule.forgotPassword.sent')}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          {request.isError ? <ErrorAlert error={request.error} /> : null}
          <form noValidate onSubmit={submit}>
            <Stack gap="5">
              <Field.Root invalid={missing} required>
                <Field.Label textStyle="md">
                  {t('authModule.forgotPassword.username')}
                  <Field.RequiredIndicator color="care.error.fg" />
                </Field.Label>
                <Input
                  ref={inputRef}
                  size="lg"
                  value={username}
                  onFocus={api.preload}
                  onChange={(event) => {
                    request.reset();
                    setMissing(false);
                    setUsername(event.currentTarget.value);
                  }}
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                />
                {missing ? (
                  <Field.ErrorText color="care.error.fg">
                    {t('authModule.forgotPassword.usernameRequired')}
                  </Field.ErrorText>
                ) : null}
              </Field.Root>
              <Button
                type="submit"
                size="lg"
                w="full"
                colorPalette="blue"
                loading={request.isPending}
                loadingText={t('authModule.forgotPassword.submitting')}
              >
                {t('authModule.forgotPassword.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Text color="fg.muted" fontSize="sm">
        {t('authModule.forgotPassword.noEmail')}
      </Text>
      <LoginAreaLink to="/loggedOut/">{t('authModule.backToLogin')}</LoginAreaLink>
    </LoginAreaCard>
  );
}
