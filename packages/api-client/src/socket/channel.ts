// One connection to one channel, shared by its handles: connecting and authenticating, receiving
// and dispatching notifications, sending with retries, the heartbeat and reconnecting.
import {
  notificationFrameSchema,
  socketControlFrameSchema,
  SOCKET_CLOSE_CODES,
  type NotificationFrame,
  type SocketClientFrame,
} from '../schemas/notifications';
import { backoffDelay } from './backoff';
import { NotificationSocketError, type NotificationSocketErrorKind } from './errors';
import { Handle } from './handle';
import { SendQueue } from './send-queue';
import { OPEN, report } from './shared';
import {
  NOTIFICATION_SOCKET_DEFAULTS,
  type NotificationHandler,
  type NotificationSocketOptions,
  type SocketStatus,
  type WebSocketConstructorLike,
  type WebSocketLike,
} from './types';

export class Channel {
  status: SocketStatus = 'closed';
  lastSeq: number | null;
  readonly channelId: string;
  private readonly handles = new Set<Handle>();
  private readonly queue: SendQueue;
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
    this.queue = new SendQueue({
      intervalMs: Math.max(
        1,
        options.resendIntervalMs ?? NOTIFICATION_SOCKET_DEFAULTS.resendIntervalMs,
      ),
      retries: Math.max(0, options.resendRetries ?? NOTIFICATION_SOCKET_DEFAULTS.resendRetries),
      write: (frame) => this.isOpen() && !!this.socket && this.write(this.socket, frame),
      dropped: (message, messageName) => this.error('send-dropped', message, { messageName }),
    });
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
        this.queue.flush();
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
    this.queue.send(name, payload, onError);
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
    this.queue.dropAll();
    this.status = 'closed';
    this.onDispose();
  }
}
