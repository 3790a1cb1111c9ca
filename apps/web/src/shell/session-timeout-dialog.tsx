import { isCancelled } from '@care/api-client';
import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api';
import { formatTimeLeft } from './session-timeout-phase';
import { useSignOut } from '../features/auth/api/auth.mutations';

/**
 * The warning leaves the screen at once once the deadline has moved (no fade-out): the dialog's
 * exit waits for an animation's end that it looks for a frame later, and a page whose frames come
 * late (a clock driven by timers, as in the end-to-end tests' fast-forwarded time) could find the
 * animation already over and keep the closed warning on screen (docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends).
 */
const CLOSES_AT_ONCE = { animationName: 'none' } as const;

/** The inside of the open dialog: its state starts afresh each time the warning shows. */
function WarningContent({
  msLeft,
  extend,
  continueRef,
}: {
  msLeft: number;
  extend: Extension;
  continueRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Dialog.Content aria-busy={extend.pending || undefined} _closed={CLOSES_AT_ONCE}>
      <Dialog.Header>
        <Dialog.Title>{t('sessionTimeout.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Dialog.Description fontWeight="semibold">
            {t('sessionTimeout.endsIn', { time: formatTimeLeft(msLeft) })}
          </Dialog.Description>
          <Text>{t('sessionTimeout.hint')}</Text>
          {extend.failed ? (
            <Alert.Root status="error" role="alert" variant="surface">
              <Alert.Indicator />
              <Alert.Title>{t('sessionTimeout.continueFailed')}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="outline"
          loading={signOut.isPending}
          loadingText={t('shell.loggingOut')}
          onClick={() => signOut.mutate()}
        >
          {t('shell.logout')}
        </Button>
        <Button
          ref={continueRef}
          loading={extend.pending}
          loadingText={t('sessionTimeout.continue')}
          bg="care.primary"
          color="care.primary.contrast"
          _hover={{ bg: 'care.primary/90' }}
          onClick={extend.run}
        >
          {t('sessionTimeout.continue')}
        </Button>
      </Dialog.Footer>
    </Dialog.Content>
  );
}

/** Continue: the call that extends the session, and its state. */
interface Extension {
  run(): void;
  pending: boolean;
  failed: boolean;
  reset(): void;
}

function useExtension(): Extension {
  const api = useApi();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    api.auth
      .extendSession()
      .catch((error: unknown) => setFailed(!isCancelled(error)))
      .finally(() => setPending(false));
  };
  return { run, pending, failed, reset: () => setFailed(false) };
}

/**
 * "Your session is about to end": an alert dialog (announced with the time left, focus on
 * Continue) open while the warning lasts. Continue, or Escape, extends the session; the dialog
 * closes once the answer has moved the deadline. Sign out ends the session as the header's button
 * does. A failed extension says so and leaves the dialog open.
 */
export function SessionTimeoutDialog({ open, msLeft }: { open: boolean; msLeft: number }) {
  const extend = useExtension();
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) extend.run();
      }}
      closeOnInteractOutside={false}
      initialFocusEl={() => continueRef.current}
      onExitComplete={extend.reset}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop _closed={CLOSES_AT_ONCE} />
        <Dialog.Positioner>
          <WarningContent msLeft={msLeft} extend={extend} continueRef={continueRef} />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
