// The notification socket: one shared connection per address and channel (channel.ts), a handle
// per caller (handle.ts); the public types are in types.ts and errors.ts.
import { Channel } from './channel';
import { resolveSocketUrl } from './shared';
import type {
  NotificationSocket,
  NotificationSocketOptions,
  NotificationSocketRegistry,
} from './types';

export * from './types';
export * from './errors';

/**
 * Creates a registry of notification connections: one per address and channel id, shared by
 * every handle asked for it and closed when the last handle is released. Most apps use the
 * default one through `createNotificationSocket`; a separate registry isolates tests or a
 * second signed-in context.
 */
export function createNotificationSocketRegistry(): NotificationSocketRegistry {
  const channels = new Map<string, Channel>();
  return {
    open(options) {
      if (!options.tokenStore && !options.getToken) {
        throw new TypeError('@care/api-client: a notification socket needs tokenStore or getToken');
      }
      const channelId = String(options.channelId);
      if (channelId === '' || channelId.length > 200) {
        throw new TypeError('@care/api-client: channelId must be 1 to 200 characters');
      }
      const url = resolveSocketUrl(options.url);
      const key = `${url} ${channelId}`;
      let channel = channels.get(key);
      if (!channel) {
        const created: Channel = new Channel(url, { ...options, channelId }, () => {
          if (channels.get(key) === created) channels.delete(key);
        });
        channels.set(key, created);
        channel = created;
      }
      return channel.acquire(options.onError);
    },
    get size() {
      return channels.size;
    },
    closeAll() {
      for (const channel of [...channels.values()]) channel.closeAll();
    },
  };
}

let defaultRegistry: NotificationSocketRegistry | undefined;

/**
 * Opens (or joins) the notification channel `channelId` at `url`, in the default registry: asking
 * twice for the same channel shares one connection. The socket authenticates with the session
 * token in its first frame, dispatches notifications to handlers by name, ignores repeated
 * sequence numbers, pings to detect a dead network, reconnects with exponential backoff and
 * jitter (asking the server to replay what was missed), and retries `send()` until it is open.
 *
 * @example
 * const socket = createNotificationSocket({ url: '/api/notifications', channelId: `account-${id}`, tokenStore });
 * const stop = socket.on('document.expiring', (payload) => showNotification(payload));
 * // later: stop(); socket.close();
 */
export function createNotificationSocket(options: NotificationSocketOptions): NotificationSocket {
  defaultRegistry ??= createNotificationSocketRegistry();
  return defaultRegistry.open(options);
}
