// A caller's handle on a shared notification connection.
import type { z } from 'zod/mini';
import type { NotificationSocketError, NotificationSocketErrorKind } from './errors';
import { report } from './shared';
import type { NotificationHandler, NotificationSocket, SendOptions, SocketStatus } from './types';

/** One `on()` of a handle. */
export interface Subscription {
  schema: z.ZodMiniType | undefined;
  handler: NotificationHandler<never>;
}

/** What a handle needs of its connection (the `Channel`). */
export interface HandleChannel {
  readonly channelId: string;
  readonly status: SocketStatus;
  readonly lastSeq: number | null;
  error(
    kind: NotificationSocketErrorKind,
    message: string,
    details?: { messageName?: string },
  ): NotificationSocketError;
  send(
    name: string,
    payload: unknown,
    onError: ((error: NotificationSocketError) => void) | undefined,
  ): void;
  reconnect(): void;
  release(handle: Handle): void;
}

/** One caller's handle on a shared connection: its own handlers, status listeners, `onError`. */
export class Handle implements NotificationSocket {
  released = false;
  readonly subscriptions = new Map<string, Set<Subscription>>();
  readonly statusListeners = new Set<(status: SocketStatus) => void>();

  constructor(
    private readonly channel: HandleChannel,
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
  on<S extends z.ZodMiniType>(
    name: string,
    schema: S,
    handler: NotificationHandler<z.output<S>>,
  ): () => void;
  on(
    name: string,
    schemaOrHandler: z.ZodMiniType | NotificationHandler<unknown>,
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
