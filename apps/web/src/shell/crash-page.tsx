import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { windowBrowserActions } from '../shared/browser';

async function clearCachesAndReload(): Promise<void> {
  try {
    if ('caches' in globalThis) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } finally {
    windowBrowserActions.reload();
  }
}

/**
 * Shown when a screen crashes while rendering
 * (docs/behaviour/shell-and-session.md#when-a-screen-crashes: 'utils.randomError' with a reload
 * button that clears caches). Nothing of the user's session is cleared: the reload brings them back
 * where they were.
 */
export function CrashPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" p="6">
      <Stack
        role="alert"
        gap="5"
        maxW="lg"
        p="8"
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.panel"
        boxShadow="md"
      >
        <Heading as="h1" size="xl">
          {t('app.name')}
        </Heading>
        <Text fontSize="lg">{t('utils.randomError')}</Text>
        <Button alignSelf="start" size="lg" onClick={() => void clearCachesAndReload()}>
          {t('utils.reload')}
        </Button>
      </Stack>
    </Box>
  );
}
