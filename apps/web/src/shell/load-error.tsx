import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { apiErrorMessageKey } from '../shared/api-error-message';
import { startsOffline } from '../features/outbox/offline-start-model';
import { StartUpOverlay } from './start-up-overlay';

/** The offline start and its store: a chunk of its own, kept on the device by the service worker. */
const OfflineStart = lazy(() =>
  import('../features/outbox/offline-start').then(({ OfflineStart }) => ({
    default: OfflineStart,
  })),
);

/**
 * Shown when the logged-in area's data could not be loaded: without any answer from the server,
 * the offline start, which carries on by itself once the server answers
 * (docs/behaviour/never-losing-work.md#starting-without-the-server); after a server error, the
 * error with a Retry button.
 */
export function LoadError() {
  const { t, i18n } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (startsOffline(error)) {
    return (
      <Suspense fallback={<StartUpOverlay />}>
        <OfflineStart onAnswer={revalidator.revalidate} attempt={error} />
      </Suspense>
    );
  }
  const key = apiErrorMessageKey(error, (k) => i18n.exists(k));
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" p="6">
      <Stack gap="4" maxW="lg">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('shell.loadError')}</Alert.Title>
            {key ? <Alert.Description>{t(key)}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
        <Button
          alignSelf="start"
          size="lg"
          loading={revalidator.state === 'loading'}
          onClick={() => void revalidator.revalidate()}
        >
          {t('shell.retry')}
        </Button>
      </Stack>
    </Box>
  );
}
