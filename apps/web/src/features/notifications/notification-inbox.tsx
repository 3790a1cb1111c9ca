import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications, type LiveStatus } from './notifications-context';

// The drawer (Chakra's dialog machinery, the list and its date formatting) loads when the bell
// is first pointed at or pressed.
const loadDrawer = () => import('./inbox-drawer');
const InboxDrawer = lazy(loadDrawer);

const STATUS_KEYS: Record<LiveStatus, string> = {
  waiting: 'notifications.status.connecting',
  connecting: 'notifications.status.connecting',
  open: 'notifications.status.open',
  closed: 'notifications.status.closed',
  refused: 'notifications.status.refused',
};

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z"
      />
    </svg>
  );
}

/**
 * The bell in the logged-in header: the number of unread notifications (in its accessible name
 * too), opening a drawer with the session's recent notifications, newest first, and "mark all
 * as read". Inside `NotificationsProvider`.
 */
export function NotificationInbox() {
  const { t } = useTranslation();
  const { store, status } = useNotifications();
  const { items, unread } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const preload = () => void loadDrawer().catch(() => undefined);
  const label =
    unread > 0
      ? t('notifications.inbox.buttonUnread', { count: unread })
      : t('notifications.inbox.button');
  return (
    <>
      <Button
        variant="outline"
        size="md"
        position="relative"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-live-status={status}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <BellIcon />
        {unread > 0 ? (
          <Box
            as="span"
            aria-hidden="true"
            minW="5"
            px="1"
            borderRadius="full"
            bg="care.error"
            color="care.error.contrast"
            fontSize="xs"
            fontWeight="bold"
            lineHeight="1.25rem"
            textAlign="center"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        ) : null}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <InboxDrawer
            open={open}
            onClose={() => setOpen(false)}
            statusText={t(STATUS_KEYS[status])}
            items={items}
            unread={unread}
            onMarkAllRead={() => store.markAllRead()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
