import type { LongResponseInfo } from '@care/api-client';
import { Box, Spinner } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** Counts the requests that passed the long-response threshold and have not settled yet. */
export interface LongResponseTracker {
  /** Give this to the API client as `onLongResponse`. */
  onLongResponse(info: LongResponseInfo): () => void;
  subscribe(listener: () => void): () => void;
  /** True while at least one slow request is pending. */
  isWaiting(): boolean;
}

/**
 * Creates the tracker behind the "this is taking longer" notice
 * (docs/behaviour/shell-and-session.md#slow-answers: above 1500 ms).
 */
export function createLongResponseTracker(): LongResponseTracker {
  let pending = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    onLongResponse() {
      pending += 1;
      emit();
      let settled = false;
      return () => {
        if (settled) return;
        settled = true;
        pending -= 1;
        emit();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => pending > 0,
  };
}

/**
 * A polite status message while a request is slow. The live region is always in the page (a
 * region that appears together with its text is often not announced); only its text changes.
 */
export function LongResponseNotice({ tracker }: { tracker: LongResponseTracker }) {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(tracker.subscribe, tracker.isWaiting, () => false);
  return (
    <Box
      role="status"
      position="fixed"
      insetBlockEnd="4"
      insetInlineStart="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      pointerEvents="none"
    >
      {waiting ? (
        <Box
          display="flex"
          alignItems="center"
          gap="3"
          bg="gray.900"
          color="white"
          px="4"
          py="3"
          borderRadius="md"
          boxShadow="lg"
          fontSize="md"
        >
          <Spinner size="sm" aria-hidden="true" />
          {t('utils.longResponse')}
        </Box>
      ) : null}
    </Box>
  );
}
