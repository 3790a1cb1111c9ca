import {
  createNotificationSocket,
  notificationFrameSchema,
  type NotificationSocket,
  type NotificationSocketError,
  type NotificationSocketRegistry,
  type SocketStatus,
  type TokenStore,
  type WebSocketConstructorLike,
  type WebSocketLike,
} from '@care/api-client';
import type { InboxStore } from './inbox-store';
import { registeredNames, subscribeToRegistry, type AppNotification } from './registry';

/** Where the server's notification hub listens, under the API base (apps/server README). */
export const NOTIFICATION_SOCKET_PATH = 'notifications/socket';

/** The channel of an account: `account-<customerAccountId>`. */
export function accountChannel(customerAccountId: number): string {
  return `account-${customerAccountId}`;
}

/** How a connection reports. */
export interface ConnectionCallbacks {
  /** A notification arrived (live, or replayed after a reconnect): dispatch and keep it. */
  onNotification(notification: AppNotification, replayed: boolean): void;
  onStatus(status: SocketStatus, refused: boolean): void;
  /**
   * The server refused the session token (4401, E005): the session is over (revoked, blocked or
   * expired while the page was open). Not called when only the channel is refused (4403).
   */
  onSessionRefused?(): void;
}

/** Options of {@link connectNotifications}. */
export interface ConnectionOptions extends ConnectionCallbacks {
  /** The hub's address (`/api/notifications/socket`, or another server's in tests). */
  url: string | URL;
  store: InboxStore;
  tokenStore: TokenStore;
  /** Default: the page's `WebSocket`. */
  WebSocket?: WebSocketConstructorLike;
  /** Default: the api-client's page-wide registry, so a tab has one connection per channel. */
  registry?: NotificationSocketRegistry;
  /** Reconnect delays (tests shorten them). */
  backoff?: { initialMs?: number; maxMs?: number; jitter?: number };
  /** Where `online` is listened for (default `window`). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/** A running connection. */
export interface Connection {
  readonly socket: NotificationSocket;
  close(): void;
}

/**
 * Opens the channel of `store` with the api-client's notification socket and keeps it: resumes
 * after the store's last sequence number (kept in session storage, so a reload gets what it
 * missed), reconnects with backoff (at once when the browser says it is back online), stops for
 * good when the server refuses the session (4401) or the channel (4403). Every notification goes
 * to `onNotification` once, in order.
 *
 * The socket client passes on only names with a handler, so each registered name gets one; a
 * frame whose name has none (a kind of notification this app version does not know yet) is seen
 * by a tap on the WebSocket and given the default treatment, with the client's own rule against
 * repeats (a sequence number not above the last one handled is ignored).
 */
export function connectNotifications(options: ConnectionOptions): Connection {
  const { store } = options;
  const subscribed = new Map<string, () => void>();
  let refused = false;

  // Set right below; frames only arrive once it is.
  let socket: NotificationSocket | undefined = undefined as NotificationSocket | undefined;
  const deliver = (name: string, seq: number, payload: unknown) => {
    const replayed = socket?.status !== 'open';
    options.onNotification({ name, seq, payload, receivedAt: new Date().toISOString() }, replayed);
  };

  const BaseWebSocket =
    options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructorLike }).WebSocket;
  if (!BaseWebSocket) throw new TypeError('no WebSocket in this environment');

  /** Sees every frame before the client does (its listener is added first). */
  const tap = (data: unknown) => {
    if (typeof data !== 'string' || !socket) return;
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = notificationFrameSchema.safeParse(frame);
    if (!parsed.success || subscribed.has(parsed.data.name)) return;
    const last = socket.lastSeq;
    if (last !== null && parsed.data.seq <= last) return;
    deliver(parsed.data.name, parsed.data.seq, parsed.data.payload);
  };
  const TappedWebSocket = function TappedWebSocket(url: string): WebSocketLike {
    const ws = new BaseWebSocket(url);
    ws.addEventListener('message', (event) => tap(event.data));
    return ws;
  } as unknown as WebSocketConstructorLike;

  const lastSeq = store.lastSeq;
  const socketOptions = {
    url: options.url,
    channelId: store.channel,
    tokenStore: options.tokenStore,
    WebSocket: TappedWebSocket,
    lastSeq,
    ...(options.backoff ? { backoff: options.backoff } : {}),
    onError: (error: NotificationSocketError) => {
      if (error.kind === 'auth-refused') {
        // The status went to `closed` just before; now it is known to be for good.
        refused = true;
        options.onStatus('closed', true);
        if (error.code === 'E005') options.onSessionRefused?.();
      }
      // Refusals, missing tokens and dropped frames are reported, not shown: the inbox shows the
      // connection's state, and the HTTP calls end a session that is over.
      else if (error.kind === 'handler-failed') report(error);
    },
  };
  socket = options.registry
    ? options.registry.open(socketOptions)
    : createNotificationSocket(socketOptions);
  const handle = socket;

  const subscribe = (name: string) => {
    if (subscribed.has(name)) return;
    subscribed.set(
      name,
      handle.on(name, (payload, frame) => deliver(frame.name, frame.seq, payload)),
    );
  };
  for (const name of registeredNames()) subscribe(name);
  const stopRegistry = subscribeToRegistry(() => {
    for (const name of registeredNames()) subscribe(name);
  });

  const stopStatus = handle.subscribeStatus((status) => {
    if (status !== 'closed') refused = false;
    options.onStatus(status, refused);
  });
  options.onStatus(handle.status, refused);

  const events = options.events ?? globalThis.window;
  // Back online: no need to sit out the backoff.
  const online = () => handle.reconnect();
  events?.addEventListener('online', online);

  return {
    socket: handle,
    close() {
      events?.removeEventListener('online', online);
      stopRegistry();
      stopStatus();
      for (const stop of subscribed.values()) stop();
      subscribed.clear();
      handle.close();
    },
  };
}

/** The page's error reporting (`reportError`), or the console where there is none. */
function report(error: unknown): void {
  const reportError = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (reportError) reportError(error);
  else console.error(error);
}
