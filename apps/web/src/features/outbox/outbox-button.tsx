import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox, useOutboxSnapshot } from '../../shared/outbox/outbox-context';
import type OutboxDrawer from './outbox-drawer';

// The list (Chakra's dialog machinery, the dates) is a chunk of its own, fetched with the outbox
// while the server answers: the button is pressed when it does not (the module system then has it).
const loadDrawer = () => import('./outbox-drawer');

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true">
      <path
        fill="currentColor"
        d="M19.35 10.04A7.49 7.49 0 0 0 12 4a7.5 7.5 0 0 0-6.65 4.04A6 6 0 0 0 6 20h13a5 5 0 0 0 .35-9.96zM14 13v4h-4v-4H7l5-5 5 5h-3z"
      />
    </svg>
  );
}

/**
 * The header's outbox button (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi):
 * "3 waiting to be sent" (and "1 needs attention") in words beside an icon, live; hidden when the
 * device holds nothing. It opens the list of the records.
 */
export function OutboxButton() {
  const { t } = useTranslation();
  const { runtime } = useOutbox();
  const { waiting, needsAttention } = useOutboxSnapshot();
  const [List, setList] = useState<typeof OutboxDrawer | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!runtime) return undefined;
    const preload = () => void loadDrawer().catch(() => undefined);
    // A chunk fetched while the network is gone fails for the rest of the page's life (the browser
    // keeps the failed import), and the list could never open: without a service worker to answer,
    // it is fetched once the connection is back.
    if (navigator.onLine || navigator.serviceWorker?.controller) {
      preload();
      return undefined;
    }
    window.addEventListener('online', preload, { once: true });
    return () => window.removeEventListener('online', preload);
  }, [runtime]);
  const openList = () =>
    loadDrawer().then(
      (module) => {
        setList(() => module.default);
        setOpen(true);
      },
      () => undefined,
    );
  const parts = [
    waiting.length > 0 ? t('outbox.waiting', { count: waiting.length }) : null,
    needsAttention.length > 0 ? t('outbox.attention', { count: needsAttention.length }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0 && !open) return null;
  return (
    <>
      {parts.length > 0 && (
        <Button
          variant="outline"
          size="md"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => void openList()}
        >
          <UploadIcon />
          {parts.join(' · ')}
        </Button>
      )}
      {open && List && (
        <List waiting={waiting} needsAttention={needsAttention} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
