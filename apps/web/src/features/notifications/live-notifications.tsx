import { MessageBarProvider, useMessageBar, type MessageBarApi } from '@care/ui';
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { SessionContext } from '../../app/session-context';
import { connectNotifications, NOTIFICATION_SOCKET_PATH } from './connection';
import { dispatchNotification } from './dispatch';
import type { InboxStore } from './inbox-store';
import { notificationText } from './notification-text';
import type { LiveStatus } from './notifications-context';
import type { ConnectionOverrides } from './notifications-provider';

/** The page's message bars if the app has them, else none (`useMessageBar` throws then). */
function useOptionalMessageBar(): MessageBarApi | null {
  try {
    return useMessageBar();
  } catch {
    return null;
  }
}

/** Message bars for the notifications: the app's, or a provider of their own. */
function MessageBarHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const outer = useOptionalMessageBar();
  if (outer) return children;
  return (
    // Named, its bars are a region of their own: a notification arriving over any page stays
    // inside a landmark (axe's region rule).
    <MessageBarProvider dismissLabel={t('notifications.dismiss')} label={t('notifications.live')}>
      {children}
    </MessageBarProvider>
  );
}

function Connection({
  store,
  onStatus,
  overrides,
}: {
  store: InboxStore;
  onStatus: (status: LiveStatus) => void;
  overrides: ConnectionOverrides | undefined;
}) {
  const api = useApi();
  const { notify } = useMessageBar();
  const { t, i18n } = useTranslation();
  // The latest of each without reconnecting when they change (a language switch).
  // A refused session token ends the session (the page may have been open when an administrator
  // blocked the account): the login page with the session-expired notice, as a 417 does.
  const session = useContext(SessionContext);
  const latest = useRef({ notify, t, i18n, onStatus, session });
  useEffect(() => {
    latest.current = { notify, t, i18n, onStatus, session };
  });
  useEffect(() => {
    const base = new URL(api.baseUrl, globalThis.location.href);
    const connection = connectNotifications({
      url: new URL(NOTIFICATION_SOCKET_PATH, base),
      store,
      tokenStore: api.tokenStore,
      ...overrides,
      onNotification(notification, replayed) {
        store.add(notification);
        dispatchNotification(notification, {
          replayed,
          showDefault() {
            const { notify: bars, t: translate, i18n: i18next } = latest.current;
            const { title, body } = notificationText(notification, translate, i18next);
            bars.notification(body, { title, id: `care-notification-${notification.seq}` });
          },
        });
      },
      onStatus(status, refused) {
        latest.current.onStatus(refused ? 'refused' : status);
      },
      onSessionRefused() {
        latest.current.session?.end('expired');
      },
    });
    return () => connection.close();
  }, [api, store, overrides]);
  return null;
}

/**
 * The live part of the notifications (a chunk of its own): the socket connection and the
 * message bars it shows.
 */
export function LiveNotifications(props: {
  store: InboxStore;
  onStatus: (status: LiveStatus) => void;
  overrides?: ConnectionOverrides;
}) {
  return (
    <MessageBarHost>
      <Connection store={props.store} onStatus={props.onStatus} overrides={props.overrides} />
    </MessageBarHost>
  );
}
