import { PasswordInput } from '@care/ui';
import { Alert, Button, Field, Flex, Input, Stack, chakra } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { apiErrorMessageKey } from '../../../shared/api-error-message';
import { useSignIn } from '../api/sign-in';
import { LoginAreaCard, LoginAreaLink } from '../components/login-area-card';
import { formatWait, retryAfterOf } from '../components/retry-after';
import { useMaintenanceCheck } from '../components/use-maintenance-check';
import { LOGIN_AREA_ROUTE_ID, type LoginAreaData } from '../loaders';

interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

/**
 * The login page (/loggedOut/): username, password with show/hide, remember me, and the way to
 * a forgotten password. Sign-up is not offered. Maintenance sends the user to its page. A failure shows the translated message and keeps everything typed; nothing is stored.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const area = useRouteLoaderData(LOGIN_AREA_ROUTE_ID) as LoginAreaData | undefined;
  const signIn = useSignIn();
  const maintenance = useMaintenanceCheck();
  const [values, setValues] = useState<Credentials>({
    username: '',
    password: '',
    rememberMe: false,
  });
  const [missing, setMissing] = useState({ username: false, password: false });
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const errorKey = signIn.isError
    ? apiErrorMessageKey(signIn.error, (key) => i18n.exists(key))
    : null;
  // Throttled: say when to try again (the answer's Retry-After), in the page's language.
  const wait = signIn.isError ? retryAfterOf(signIn.error) : undefined;
  const errorText =
    wait === undefined
      ? errorKey && t(errorKey)
      : t('login.tooManyAttempts', { time: formatWait(wait, i18n.language) });
  // The notice explains why the user is here; once they try again it has done its job.
  const notice = signIn.isIdle ? (area?.notice ?? null) : null;

  function update<K extends keyof Credentials>(key: K, value: Credentials[K]) {
    signIn.prepare();
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'username' || key === 'password') {
      setMissing((current) => ({ ...current, [key]: false }));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const username = values.username.trim();
    const next = { username: username === '', password: values.password === '' };
    setMissing(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    signIn.mutate({ username, password: values.password, rememberMe: values.rememberMe });
  }

  return (
    <LoginAreaCard
      title={t('login.title')}
      intro={t('login.intro')}
      maintenance={maintenance.status}
    >
      {notice ? (
        <Alert.Root status="warning" role="alert" variant="surface">
          <Alert.Indicator />
          <Alert.Title>{t(`login.${notice}`)}</Alert.Title>
        </Alert.Root>
      ) : null}

      {errorText ? (
        <Alert.Root status="error" role="alert" variant="surface">
          <Alert.Indicator />
          <Alert.Title>{errorText}</Alert.Title>
        </Alert.Root>
      ) : null}

      <form noValidate onSubmit={submit}>
        <Stack gap="5">
          <Field.Root invalid={missing.username} required>
            <Field.Label textStyle="md">
              {t('login.username')}
              <Field.RequiredIndicator color="care.error.fg" />
            </Field.Label>
            <Input
              ref={usernameRef}
              onFocus={signIn.prepare}
              size="lg"
              value={values.username}
              onChange={(event) => update('username', event.currentTarget.value)}
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
            />
            {missing.username ? (
              <Field.ErrorText color="care.error.fg">{t('login.usernameRequired')}</Field.ErrorText>
            ) : null}
          </Field.Root>

          <PasswordInput
            ref={passwordRef}
            onFocus={signIn.prepare}
            size="lg"
            required
            label={t('login.password')}
            value={values.password}
            onChange={(event) => update('password', event.currentTarget.value)}
            showPasswordLabel={t('login.showPassword')}
            hidePasswordLabel={t('login.hidePassword')}
            capsLockWarning={t('login.capsLockOn')}
            invalid={missing.password}
            errorText={t('login.passwordRequired')}
          />

          {/* A native checkbox: Chakra's (a state machine) would add 7 KB to this page's load. */}
          <Flex as="label" align="center" gap="3" minH="11" cursor="pointer" fontSize="lg">
            <chakra.input
              type="checkbox"
              w="6"
              h="6"
              flexShrink={0}
              accentColor="care.primary"
              cursor="pointer"
              checked={values.rememberMe}
              onChange={(event) => update('rememberMe', event.currentTarget.checked)}
            />
            {t('login.rememberMe')}
          </Flex>

          <Button
            type="submit"
            size="lg"
            w="full"
            colorPalette="blue"
            loading={signIn.isPending}
            loadingText={t('login.submitting')}
          >
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <LoginAreaLink to="/loggedOut/forgotPassword/">{t('login.forgotPassword')}</LoginAreaLink>
    </LoginAreaCard>
  );
}
