import { Drawer } from '@care/ui';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import InboxList from './inbox-list';
import type { InboxSnapshot } from './inbox-store';

/** Props of {@link InboxDrawer}. */
export interface InboxDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The connection's state, already translated (the drawer's description). */
  statusText: string;
  items: InboxSnapshot['items'];
  unread: number;
  onMarkAllRead: () => void;
}

/**
 * The inbox's drawer: the session's recent notifications, newest first, and "mark all as read".
 * A chunk of its own (Chakra's dialog machinery and the date formatting, about 17 KiB gzip): it
 * loads when the bell is first pointed at or pressed, not with every shell.
 */
export default function InboxDrawer({
  open,
  onClose,
  statusText,
  items,
  unread,
  onMarkAllRead,
}: InboxDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('notifications.inbox.title')}
      description={statusText}
      closeLabel={t('notifications.inbox.close')}
      footer={
        <Button variant="outline" disabled={unread === 0} onClick={onMarkAllRead}>
          {t('notifications.inbox.markAllRead')}
        </Button>
      }
    >
      <InboxList items={items} />
    </Drawer>
  );
}
