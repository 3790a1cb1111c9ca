// The notification socket's public types: its status, the WebSocket it needs, its options and
// the handle a caller gets.
import type { z } from 'zod/mini';
import type { NotificationFrame } from '../schemas/notifications';
import type { TokenStore } from '../transport/token-store';
import type { BackoffOptions } from './backoff';
import type { NotificationSocketError } from './errors';

/**
 * The state of a notification socket, for the UI: `connecting` while a connection is being made
 * and authenticated, `open` once the server has accepted it (`ready`), `closed` otherwise (waiting
 * to reconnect, refused, or closed for good).
 */
export type SocketStatus = 'connecting' | 'open' | 'closed';

/**
 * The part of a WebSocket the notification socket uses. The browser's `WebSocket`, Node's global
 * `WebSocket` and the `ws` package's `WebSocket` all fit.
 */
export interface WebSocketLike {
  /** 0 connecting, 1 open, 2 closing, 3 closed. */
  readonly readyState: number;
  /** Sends one text frame. */
  send(data: string): void;
  /** Starts the closing handshake. */
  close(code?: number, reason?: string): void;
  /** Listens for the connection opening. */
  addEventListener(type: 'open', listener: () => void): void;
  /** Listens for frames; text frames carry a string `data`. */
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  /** Listens for the connection closing, with its close code. */
  addEventListener(
    type: 'close',
    listener: (event: { readonly code: number; readonly reason: string }) => void,
  ): void;
  /** Listens for failures (a `close` always follows). */
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
}

/** A WebSocket class: `globalThis.WebSocket` in browsers, or `WebSocket` from `ws` in Node. */
export type WebSocketConstructorLike = new (url: string) => WebSocketLike;

/** Called with a notification's payload (parsed by the schema, if one was given) and its frame. */
export type NotificationHandler<T> = (payload: T, frame: NotificationFrame) => void;

/** Options of one `send()`. */
export interface SendOptions {
  /** Called if the message is dropped (default: the socket's `onError`). */
  onError?: (error: NotificationSocketError) => void;
}

/**
 * The defaults of the socket's timing options (docs/behaviour/notifications.md#sending for the
 * resend values).
 */
export const NOTIFICATION_SOCKET_DEFAULTS = {
  heartbeatMs: 25_000,
  heartbeatTimeoutMs: 10_000,
  resendIntervalMs: 200,
  resendRetries: 50,
} as const;

/** Options shared by both ways of giving the token. */
export interface NotificationSocketBaseOptions {
  /**
   * The hub's address: `wss://…`, `ws://…`, or `http(s)://…` / a path such as
   * `/api/notifications` (resolved against the page and switched to `ws(s):`).
   */
  url: string | URL;
  /** The channel to join; one connection per `url` and channel id is shared by every caller. */
  channelId: string;
  /** The WebSocket class (default `globalThis.WebSocket`; in Node pass `WebSocket` from `ws`). */
  WebSocket?: WebSocketConstructorLike;
  /**
   * Ping interval in ms (default 25 000; 0 turns the heartbeat off). A connection can look open
   * long after the network is gone; only an unanswered ping reveals it.
   */
  heartbeatMs?: number;
  /** How long to wait for any frame after a ping before the connection is dead (default 10 000). */
  heartbeatTimeoutMs?: number;
  /** Reconnect delays (exponential with jitter; see `BackoffOptions`). */
  backoff?: BackoffOptions;
  /** Random source for the jitter, returning [0, 1) (default `Math.random`). */
  random?: () => number;
  /** Delay between tries of a `send()` made while the socket is not open (default 200 ms). */
  resendIntervalMs?: number;
  /** Retries of such a `send()` before it is dropped with an error (default 50). */
  resendRetries?: number;
  /**
   * The last sequence number already handled (e.g. kept from an earlier page), so the server
   * replays only what came after it. Default `null`: no replay on the first connection.
   */
  lastSeq?: number | null;
  /**
   * Called with every `NotificationSocketError` this caller should know about (default: reported
   * to the console via `reportError`). Each caller's own `onError` is kept, even on a shared
   * connection.
   */
  onError?: (error: NotificationSocketError) => void;
}

/**
 * Options of `createNotificationSocket`: the base options plus where the session token comes from,
 * either the client's `tokenStore` or a `getToken` function. The token is read for every
 * connection, so a rotated token is used on the next reconnect.
 */
export type NotificationSocketOptions = NotificationSocketBaseOptions &
  (
    | { tokenStore: TokenStore; getToken?: undefined }
    | { getToken: () => string | null | Promise<string | null>; tokenStore?: undefined }
  );

/**
 * A caller's handle on a notification channel. Handles for the same channel share one connection;
 * `close()` releases this handle (its handlers and status listeners), and the connection closes
 * when the last handle is released.
 */
export interface NotificationSocket {
  /** The channel id. */
  readonly channelId: string;
  /** The connection's current status. */
  readonly status: SocketStatus;
  /** The highest sequence number handled so far (`null` before the first). */
  readonly lastSeq: number | null;
  /**
   * Calls `listener` on every status change; returns the unsubscribe. Fits React's
   * `useSyncExternalStore(socket.subscribeStatus, () => socket.status)`.
   */
  subscribeStatus(listener: (status: SocketStatus) => void): () => void;
  /** Handles notifications named `name`; the payload is `unknown`. Returns the unsubscribe. */
  on(name: string, handler: NotificationHandler<unknown>): () => void;
  /**
   * Handles notifications named `name` whose payload `schema` accepts (others are reported as
   * `bad-frame` and not passed on). Returns the unsubscribe.
   */
  on<S extends z.ZodMiniType>(
    name: string,
    schema: S,
    handler: NotificationHandler<z.output<S>>,
  ): () => void;
  /**
   * Sends `{ type: 'message', name, payload }`. While the socket is not open the message is kept
   * and tried again every `resendIntervalMs` (200 ms), at most `resendRetries` (50) times, then
   * dropped with a `send-dropped` error. Messages go out in the order they were sent. Delivery is
   * at most once: a frame written just as the network fails is lost.
   */
  send(name: string, payload?: unknown, options?: SendOptions): void;
  /**
   * Reconnects now: drops the current connection, forgets the backoff and connects again, also
   * after a refusal. For the app's "back online" moment or a new session token.
   */
  reconnect(): void;
  /** Releases this handle; the connection closes (without reconnecting) when it was the last. */
  close(): void;
}

/** Keeps one connection per address and channel id; see `createNotificationSocketRegistry`. */
export interface NotificationSocketRegistry {
  /**
   * A handle on the channel: a new connection the first time, the existing one after (the first
   * caller's connection options apply; each caller keeps its own handlers and `onError`).
   */
  open(options: NotificationSocketOptions): NotificationSocket;
  /** How many connections are open or opening. */
  readonly size: number;
  /** Releases every handle and closes every connection. */
  closeAll(): void;
}
