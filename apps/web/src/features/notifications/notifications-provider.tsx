import type { MyInfo } from '@care/api-client';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { afterFirstInteraction } from '../../shared/after-first-interaction';
import type { ConnectionOptions } from './connection';
import type { LiveNotifications } from './live-notifications';
import { createInboxStore } from './inbox-store';
import { NotificationsContext, type LiveStatus } from './notifications-context';
import { liveConnectionOpened } from './registry';

type LiveNotificationsComponent = typeof LiveNotifications;

/** Test seams: another hub, WebSocket or registry, shorter backoff. */
export type ConnectionOverrides = Partial<
  Pick<ConnectionOptions, 'url' | 'WebSocket' | 'registry' | 'backoff'>
>;

/**
 * Live notifications for the signed-in user: one socket per tab on the user's channel
 * (`account-<customerAccountId>`), notifications dispatched by name (`registerNotificationHandler`)
 * and shown as notification message bars by default, and the inbox of the session
 * (`NotificationInbox`, inside this provider). Unmounting (sign-out) closes the socket.
 */
export function NotificationsProvider({
  me,
  children,
  start = afterFirstInteraction,
  connection,
}: {
  me: Pick<MyInfo, 'personalDataDto'>;
  children?: ReactNode;
  /** When to connect (default: the first interaction, or a few seconds). */
  start?: () => Promise<void>;
  connection?: ConnectionOverrides;
}) {
  const channel = `account-${me.personalDataDto.customerAccountId}`;
  const store = useMemo(() => createInboxStore(channel), [channel]);
  const [status, setStatus] = useState<LiveStatus>('waiting');
  const [Live, setLive] = useState<LiveNotificationsComponent | null>(null);
  useEffect(() => {
    // The socket client and the message bars load once the shell is up and the user acts (or
    // after a few seconds): neither is part of the shell's first load (budgets in e2e/). A chunk
    // that cannot be fetched (offline) is tried again when the browser is back online.
    let live = true;
    let loaded = false;
    const load = () => {
      if (loaded) return;
      import('./live-notifications').then(
        (module) => {
          loaded = true;
          if (live) setLive(() => module.LiveNotifications);
        },
        () => undefined,
      );
    };
    void start().then(() => {
      if (live) load();
    });
    const online = () => {
      if (live) void start().then(load);
    };
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
    };
  }, [start]);
  useEffect(() => {
    if (status === 'open') liveConnectionOpened();
  }, [status]);
  const value = useMemo(() => ({ store, status }), [store, status]);
  return (
    <NotificationsContext value={value}>
      {children}
      {Live ? <Live store={store} onStatus={setStatus} overrides={connection} /> : null}
    </NotificationsContext>
  );
}
