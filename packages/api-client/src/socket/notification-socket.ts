import type { z } from 'zod';
import {
  notificationFrameSchema,
  socketControlFrameSchema,
  SOCKET_CLOSE_CODES,
  type NotificationFrame,
  type SocketClientFrame,
} from '../schemas/notifications';
import type { TokenStore } from '../transport/token-store';
import { backoffDelay, type BackoffOptions } from './backoff';

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

/** What went wrong on a notification socket (see `NotificationSocketError`). */
export type NotificationSocketErrorKind =
  /** A `send()` was not delivered: the socket did not open within its retries, or was closed. */
  | 'send-dropped'
  /** The server refused the session (close 4401) or the channel (4403): no more reconnects. */
  | 'auth-refused'
  /** There was no session token to authenticate with; retried with the reconnect backoff. */
  | 'no-token'
  /** A frame that is not JSON or not of the protocol, or a payload its handler's schema refused. */
  | 'bad-frame'
  /** A handler threw; the other handlers still ran. */
  | 'handler-failed'
  /** The server sent an `error` frame. */
  | 'server-error';

/** An error reported through `onError`; the socket itself never throws after creation. */
export class NotificationSocketError extends Error {
  /** What went wrong. */
  readonly kind: NotificationSocketErrorKind;
  /** The channel it happened on. */
  readonly channelId: string;
  /** A catalogue code: E005/E013 for a refusal, the server's code for `server-error`. */
  readonly code: string | undefined;
  /** The message name of a dropped send, a refused payload or a failing handler. */
  readonly messageName: string | undefined;

  /** Creates the error; `code`, `messageName` and `cause` are optional details. */
  constructor(init: {
    kind: NotificationSocketErrorKind;
    channelId: string;
    message: string;
    code?: string;
    messageName?: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'NotificationSocketError';
    this.kind = init.kind;
    this.channelId = init.channelId;
    this.code = init.code;
    this.messageName = init.messageName;
  }
}

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
  on<S extends z.ZodType>(
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

const OPEN = 1;

function report(error: unknown): void {
  const reportError = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (reportError) reportError(error);
  else console.error(error);
}

/** Resolves the hub address, switching `http(s):` to `ws(s):`; refuses any other scheme. */
function resolveSocketUrl(url: string | URL): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  let resolved: URL;
  try {
    resolved = new URL(String(url), page);
  } catch (cause) {
    throw new TypeError(`@care/api-client: socket url "${String(url)}" is not a URL`, { cause });
  }
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  else if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  if (resolved.protocol !== 'ws:' && resolved.protocol !== 'wss:') {
    throw new TypeError(`@care/api-client: socket url "${resolved.href}" is not ws(s) or http(s)`);
  }
  resolved.hash = '';
  return resolved.href;
}

interface Subscription {
  schema: z.ZodType | undefined;
  handler: NotificationHandler<never>;
}

interface PendingSend {
  frame: SocketClientFrame;
  name: string;
  retries: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  onError: ((error: NotificationSocketError) => void) | undefined;
}

class Handle implements NotificationSocket {
  released = false;
  readonly subscriptions = new Map<string, Set<Subscription>>();
  readonly statusListeners = new Set<(status: SocketStatus) => void>();

  constructor(
    private readonly channel: Channel,
    readonly onError: ((error: NotificationSocketError) => void) | undefined,
  ) {
    // Methods are handed around detached (`useSyncExternalStore(socket.subscribeStatus, …)`).
    this.subscribeStatus = this.subscribeStatus.bind(this);
    this.on = this.on.bind(this) as NotificationSocket['on'];
    this.send = this.send.bind(this);
    this.reconnect = this.reconnect.bind(this);
    this.close = this.close.bind(this);
  }

  get channelId(): string {
    return this.channel.channelId;
  }

  get status(): SocketStatus {
    return this.released ? 'closed' : this.channel.status;
  }

  get lastSeq(): number | null {
    return this.channel.lastSeq;
  }

  subscribeStatus(listener: (status: SocketStatus) => void): () => void {
    if (this.released) return () => undefined;
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  on(name: string, handler: NotificationHandler<unknown>): () => void;
  on<S extends z.ZodType>(
    name: string,
    schema: S,
    handler: NotificationHandler<z.output<S>>,
  ): () => void;
  on(
    name: string,
    schemaOrHandler: z.ZodType | NotificationHandler<unknown>,
    maybeHandler?: NotificationHandler<never>,
  ): () => void {
    if (this.released) return () => undefined;
    const subscription: Subscription =
      typeof schemaOrHandler === 'function'
        ? { schema: undefined, handler: schemaOrHandler }
        : {
            schema: schemaOrHandler,
            handler:
              maybeHandler ??
              (() => {
                throw new TypeError('@care/api-client: on(name, schema, handler) needs a handler');
              }),
          };
    let set = this.subscriptions.get(name);
    if (!set) {
      set = new Set();
      this.subscriptions.set(name, set);
    }
    set.add(subscription);
    return () => {
      const current = this.subscriptions.get(name);
      current?.delete(subscription);
      if (current?.size === 0) this.subscriptions.delete(name);
    };
  }

  send(name: string, payload?: unknown, options: SendOptions = {}): void {
    const onError = options.onError ?? this.onError;
    if (this.released) {
      const error = this.channel.error('send-dropped', `"${name}" not sent: the socket is closed`, {
        messageName: name,
      });
      if (onError) onError(error);
      else report(error);
      return;
    }
    this.channel.send(name, payload, onError);
  }

  reconnect(): void {
    if (!this.released) this.channel.reconnect();
  }

  close(): void {
    if (this.released) return;
    this.released = true;
    this.subscriptions.clear();
    this.statusListeners.clear();
    this.channel.release(this);
  }
}

/** One connection to one channel, shared by its handles. */
class Channel {
  status: SocketStatus = 'closed';
  lastSeq: number | null;
  readonly channelId: string;
  private readonly handles = new Set<Handle>();
  private readonly pending: PendingSend[] = [];
  private socket: WebSocketLike | undefined;
  /** Bumped for every connection attempt, so a slow token lookup of an old one is ignored. */
  private generation = 0;
  private attempt = 0;
  private refused = false;
  private disposed = false;
  private noTokenReported = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly Impl: WebSocketConstructorLike;
  private readonly heartbeatMs: number;
  private readonly heartbeatTimeoutMs: number;
  private readonly resendIntervalMs: number;
  private readonly resendRetries: number;

  constructor(
    private readonly url: string,
    private readonly options: NotificationSocketOptions,
    private readonly onDispose: () => void,
  ) {
    this.channelId = options.channelId;
    this.lastSeq = options.lastSeq ?? null;
    const Impl =
      options.WebSocket ??
      (globalThis as { WebSocket?: WebSocketConstructorLike | undefined }).WebSocket;
    if (!Impl) {
      throw new TypeError(
        '@care/api-client: no global WebSocket; pass one as `WebSocket` (in Node: `ws`)',
      );
    }
    this.Impl = Impl;
    this.heartbeatMs = Math.max(0, options.heartbeatMs ?? NOTIFICATION_SOCKET_DEFAULTS.heartbeatMs);
    this.heartbeatTimeoutMs = Math.max(
      1,
      options.heartbeatTimeoutMs ?? NOTIFICATION_SOCKET_DEFAULTS.heartbeatTimeoutMs,
    );
    this.resendIntervalMs = Math.max(
      1,
      options.resendIntervalMs ?? NOTIFICATION_SOCKET_DEFAULTS.resendIntervalMs,
    );
    this.resendRetries = Math.max(
      0,
      options.resendRetries ?? NOTIFICATION_SOCKET_DEFAULTS.resendRetries,
    );
  }

  get size(): number {
    return this.handles.size;
  }

  acquire(onError: ((error: NotificationSocketError) => void) | undefined): Handle {
    const handle = new Handle(this, onError);
    this.handles.add(handle);
    if (this.handles.size === 1 && !this.socket && this.reconnectTimer === undefined) {
      this.connect();
    }
    return handle;
  }

  release(handle: Handle): void {
    this.handles.delete(handle);
    if (this.handles.size === 0) this.dispose();
  }

  error(
    kind: NotificationSocketErrorKind,
    message: string,
    details: { code?: string; messageName?: string; cause?: unknown } = {},
  ): NotificationSocketError {
    return new NotificationSocketError({ kind, channelId: this.channelId, message, ...details });
  }

  /** Tells the handles' `onError` (or the console, when none listens). */
  private emit(error: NotificationSocketError, only?: Handle): void {
    let told = false;
    for (const handle of only ? [only] : [...this.handles]) {
      if (!handle.onError) continue;
      told = true;
      try {
        handle.onError(error);
      } catch (callbackError) {
        report(callbackError);
      }
    }
    if (!told) report(error);
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const handle of [...this.handles]) {
      for (const listener of [...handle.statusListeners]) {
        try {
          listener(status);
        } catch (error) {
          report(error);
        }
      }
    }
  }

  private connect(): void {
    if (this.disposed) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const generation = ++this.generation;
    this.setStatus('connecting');
    const { tokenStore, getToken } = this.options;
    Promise.resolve()
      .then(() => (getToken ? getToken() : (tokenStore?.get() ?? null)))
      .then(
        (token) => this.open(generation, token),
        () => this.open(generation, null),
      );
  }

  private open(generation: number, token: string | null): void {
    if (this.disposed || generation !== this.generation) return;
    if (!token) {
      if (!this.noTokenReported) {
        this.noTokenReported = true;
        this.emit(this.error('no-token', 'no session token to authenticate the socket with'));
      }
      this.setStatus('closed');
      this.scheduleReconnect();
      return;
    }
    this.noTokenReported = false;
    let socket: WebSocketLike;
    try {
      socket = new this.Impl(this.url);
    } catch (cause) {
      // E.g. a Content-Security-Policy refusing the address: keep trying like any failure.
      this.emit(this.error('server-error', 'the WebSocket could not be created', { cause }));
      this.setStatus('closed');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.write(socket, {
        type: 'auth',
        token,
        channelId: this.channelId,
        lastSeq: this.lastSeq,
      });
      this.startHeartbeat(socket);
    });
    socket.addEventListener('message', (event) => {
      if (this.socket === socket) this.receive(socket, event.data);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket === socket) this.lost(event.code);
    });
    // Required by `ws` (an unheard error event throws); a `close` always follows.
    socket.addEventListener('error', () => undefined);
  }

  private receive(socket: WebSocketLike, data: unknown): void {
    // Any frame proves the connection alive, not only a pong.
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    let json: unknown;
    try {
      if (typeof data !== 'string') throw new TypeError('not a text frame');
      json = JSON.parse(data);
    } catch (cause) {
      this.emit(this.error('bad-frame', 'a frame that is not JSON text', { cause }));
      return;
    }
    if (typeof json === 'object' && json !== null && 'type' in json) {
      const control = socketControlFrameSchema.safeParse(json);
      if (!control.success) {
        this.emit(this.error('bad-frame', 'an unknown control frame', { cause: control.error }));
      } else if (control.data.type === 'ready') {
        this.attempt = 0;
        this.setStatus('open');
        this.flush();
      } else if (control.data.type === 'error') {
        const { errorCode, message } = control.data;
        this.emit(
          this.error('server-error', message ?? `the server reported ${errorCode}`, {
            code: errorCode,
          }),
        );
      }
      return;
    }
    const parsed = notificationFrameSchema.safeParse(json);
    if (!parsed.success) {
      this.emit(
        this.error('bad-frame', 'a frame that is not a notification', { cause: parsed.error }),
      );
      return;
    }
    const frame = parsed.data;
    // Replays overlap what was already handled: older and repeated numbers are ignored.
    if (this.lastSeq !== null && frame.seq <= this.lastSeq) return;
    this.lastSeq = frame.seq;
    this.dispatch(frame);
    if (this.socket === socket) this.write(socket, { type: 'ack', seq: frame.seq });
  }

  private dispatch(frame: NotificationFrame): void {
    for (const handle of [...this.handles]) {
      for (const subscription of [...(handle.subscriptions.get(frame.name) ?? [])]) {
        let payload: unknown = frame.payload;
        if (subscription.schema) {
          const parsed = subscription.schema.safeParse(payload);
          if (!parsed.success) {
            this.emit(
              this.error('bad-frame', `a "${frame.name}" payload its schema refused`, {
                messageName: frame.name,
                cause: parsed.error,
              }),
              handle,
            );
            continue;
          }
          payload = parsed.data;
        }
        try {
          (subscription.handler as NotificationHandler<unknown>)(payload, frame);
        } catch (cause) {
          this.emit(
            this.error('handler-failed', `a "${frame.name}" handler threw`, {
              messageName: frame.name,
              cause,
            }),
            handle,
          );
        }
      }
    }
  }

  private write(socket: WebSocketLike, frame: SocketClientFrame): boolean {
    try {
      socket.send(JSON.stringify(frame));
      return true;
    } catch {
      // The connection failed under us; its close event will follow and reconnect.
      return false;
    }
  }

  private isOpen(): boolean {
    return this.status === 'open' && this.socket?.readyState === OPEN;
  }

  send(
    name: string,
    payload: unknown,
    onError: ((error: NotificationSocketError) => void) | undefined,
  ): void {
    const item: PendingSend = {
      frame: { type: 'message', name, payload },
      name,
      retries: 0,
      timer: undefined,
      onError,
    };
    this.pending.push(item);
    this.flush();
    if (this.pending.includes(item)) this.scheduleRetry(item);
  }

  private scheduleRetry(item: PendingSend): void {
    item.timer = setTimeout(() => {
      item.timer = undefined;
      this.flush();
      if (!this.pending.includes(item)) return;
      item.retries += 1;
      if (item.retries >= this.resendRetries) {
        this.drop(
          item,
          `"${item.name}" not sent: the socket did not open in ${item.retries} retries`,
        );
      } else {
        this.scheduleRetry(item);
      }
    }, this.resendIntervalMs);
  }

  /** Sends what is pending, in order, while the connection is open. */
  private flush(): void {
    while (this.pending.length > 0 && this.isOpen() && this.socket) {
      const item = this.pending[0];
      if (!item || !this.write(this.socket, item.frame)) return;
      this.pending.shift();
      clearTimeout(item.timer);
    }
  }

  private drop(item: PendingSend, message: string): void {
    const index = this.pending.indexOf(item);
    if (index !== -1) this.pending.splice(index, 1);
    clearTimeout(item.timer);
    const error = this.error('send-dropped', message, { messageName: item.name });
    if (!item.onError) {
      report(error);
      return;
    }
    try {
      item.onError(error);
    } catch (callbackError) {
      report(callbackError);
    }
  }

  private startHeartbeat(socket: WebSocketLike): void {
    this.stopHeartbeat();
    if (this.heartbeatMs === 0) return;
    this.heartbeatTimer = setInterval(() => {
      if (this.socket !== socket || this.pongTimer !== undefined) return;
      this.write(socket, { type: 'ping' });
      this.pongTimer = setTimeout(() => {
        if (this.socket !== socket) return;
        // Waiting for a close handshake on a dead network can take minutes: let it go now.
        this.abandon(SOCKET_CLOSE_CODES.heartbeatTimeout, 'heartbeat timeout');
        this.lost(SOCKET_CLOSE_CODES.heartbeatTimeout);
      }, this.heartbeatTimeoutMs);
    }, this.heartbeatMs);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.pongTimer);
    this.heartbeatTimer = undefined;
    this.pongTimer = undefined;
  }

  /** Detaches the current connection (its later events are ignored) and closes it. */
  private abandon(code: number, reason: string): void {
    const socket = this.socket;
    this.socket = undefined;
    this.stopHeartbeat();
    if (!socket) return;
    try {
      // `ws` can drop the TCP connection at once; browsers only offer the handshake.
      const { terminate } = socket as { terminate?: () => void };
      if (typeof terminate === 'function') terminate.call(socket);
      else socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }

  private lost(code: number): void {
    this.socket = undefined;
    this.stopHeartbeat();
    if (this.disposed) return;
    this.setStatus('closed');
    if (code === SOCKET_CLOSE_CODES.unauthenticated || code === SOCKET_CLOSE_CODES.forbidden) {
      this.refused = true;
      const unauthenticated = code === SOCKET_CLOSE_CODES.unauthenticated;
      this.emit(
        this.error(
          'auth-refused',
          unauthenticated
            ? 'the server refused the session token'
            : 'the session may not join this channel',
          { code: unauthenticated ? 'E005' : 'E013' },
        ),
      );
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.disposed || this.refused) return;
    clearTimeout(this.reconnectTimer);
    const delay = backoffDelay(this.attempt, this.options.backoff, this.options.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect();
    }, delay);
  }

  reconnect(): void {
    if (this.disposed) return;
    this.refused = false;
    this.attempt = 0;
    this.abandon(SOCKET_CLOSE_CODES.normal, 'reconnect');
    this.connect();
  }

  /** Releases every handle, which closes the connection. */
  closeAll(): void {
    for (const handle of [...this.handles]) handle.close();
    this.dispose();
  }

  private dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.generation += 1;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    this.stopHeartbeat();
    try {
      socket?.close(SOCKET_CLOSE_CODES.normal, 'closed by the client');
    } catch {
      // Already closed.
    }
    for (const item of [...this.pending]) {
      this.drop(item, `"${item.name}" not sent: the socket was closed`);
    }
    this.status = 'closed';
    this.onDispose();
  }
}

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
