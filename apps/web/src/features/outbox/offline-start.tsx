import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { countOnDevice } from '../../shared/outbox/outbox-store';
import { healthUrl } from '../../shell/network-banner';
import { waitForServer } from './offline-start-model';

/** How many records wait on this device; null until counted (or when they cannot be). */
function useRecordsOnDevice(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    countOnDevice().then(
      (counted) => live && setCount(counted),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return count;
}

/** Asks the server's own health check every 2 s; calls `onAnswer` once it answers. */
function useWaitForServer(onAnswer: () => void, attempt: unknown) {
  const { baseUrl } = useApi();
  const answered = useEffectEvent(onAnswer);
  useEffect(() => {
    const waiting = new AbortController();
    void waitForServer({
      signal: waiting.signal,
      check: async (signal) => (await fetch(healthUrl(baseUrl), { cache: 'no-store', signal })).ok,
    }).then((answer) => {
      if (answer) answered();
    });
    return () => waiting.abort();
  }, [baseUrl, attempt]);
}

/**
 * The offline start (docs/behaviour/never-losing-work.md#starting-without-the-server): the app
 * started, from the copy the service worker keeps, but its session check got no answer. Says so,
 * says how many records wait on this device (safe, sent when the connection is back) and that new
 * ones can be written once it is back (the account's key is kept in memory only: a page started
 * without the server has none), and asks the server every 2 s; when it answers, `onAnswer` carries
 * on with the start.
 * `attempt` is the failure shown: a new one (the start tried again and failed) waits again.
 */
export function OfflineStart({ onAnswer, attempt }: { onAnswer: () => void; attempt: unknown }) {
  const { t, ready } = useTranslation('outbox');
  const count = useRecordsOnDevice();
  useWaitForServer(onAnswer, attempt);
  if (!ready) return null;
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" p="6">
      <Stack gap="4" maxW="xl" p="8" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        <Heading as="h1" size="xl">
          {t('outbox.offlineStart.title')}
        </Heading>
        <Text role="status" fontSize="lg">
          {t('outbox.offlineStart.status')}
        </Text>
        {count === null ? null : (
          <Text>
            {count === 0
              ? t('outbox.offlineStart.none')
              : `${t('outbox.offlineStart.waiting', { count })} ${t('outbox.offlineStart.safe')}`}
          </Text>
        )}
        <Text>{t('outbox.offlineStart.newRecords')}</Text>
      </Stack>
    </Box>
  );
}
