import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { apiErrorMessageKey } from '../shared/api-error-message';

/** Shown when the logged-in area's data could not be loaded (network, server error). */
export function LoadError() {
  const { t, i18n } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
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
