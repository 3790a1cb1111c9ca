// One WebSocket of a channel: it sends the `auth` frame once open, keeps a heartbeat, and reports
// its frames and its end to the channel until the channel detaches it.
import { SOCKET_CLOSE_CODES, type SocketClientFrame } from '../schemas/notifications';
import { Heartbeat } from './heartbeat';
import { OPEN } from './shared';
import {
  NOTIFICATION_SOCKET_DEFAULTS,
  type NotificationSocketOptions,
  type WebSocketConstructorLike,
  type WebSocketLike,
} from './types';

/** What a connection tells its channel while attached. */
export interface ConnectionEvents {
  /** The last sequence number handled, sent in the `auth` frame once the socket opens. */
  lastSeq(): number | null;
  /** A frame arrived. */
  message(data: unknown): void;
  /** The connection ended (closed, or given up after an unanswered ping); it is detached. */
  lost(code: number): void;
  /** The socket could not be created (e.g. refused by a Content-Security-Policy). */
  failed(cause: unknown): void;
}

/** How a connection opens and beats. */
export interface ConnectionSetup {
  Impl: WebSocketConstructorLike;
  url: string;
  channelId: string;
  /** 0 turns the heartbeat off. */
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
}

/** The setup of a channel's connections from its options; throws without a WebSocket class. */
export function connectionSetup(url: string, options: NotificationSocketOptions): ConnectionSetup {
  const Impl =
    options.WebSocket ??
    (globalThis as { WebSocket?: WebSocketConstructorLike | undefined }).WebSocket;
  if (!Impl) {
    throw new TypeError(
      '@care/api-client: no global WebSocket; pass one as `WebSocket` (in Node: `ws`)',
    );
  }
  const { heartbeatMs, heartbeatTimeoutMs } = NOTIFICATION_SOCKET_DEFAULTS;
  return {
    Impl,
    url,
    channelId: options.channelId,
    heartbeatMs: Math.max(0, options.heartbeatMs ?? heartbeatMs),
    heartbeatTimeoutMs: Math.max(1, options.heartbeatTimeoutMs ?? heartbeatTimeoutMs),
  };
}

/**
 * A new connection, or undefined when the socket cannot be created (e.g. a Content-Security-Policy
 * refusing the address), which is told to `failed`.
 */
export function openConnection(
  setup: ConnectionSetup,
  token: string,
  events: ConnectionEvents,
): Connection | undefined {
  try {
    return new Connection(setup, token, events);
  } catch (cause) {
    events.failed(cause);
    return undefined;
  }
}

export class Connection {
  private attached = true;
  private readonly socket: WebSocketLike;
  private readonly heartbeat: Heartbeat;

  /** Throws when the socket cannot be created. */
  constructor(setup: ConnectionSetup, token: string, events: ConnectionEvents) {
    this.socket = new setup.Impl(setup.url);
    this.heartbeat = new Heartbeat(setup.heartbeatMs, setup.heartbeatTimeoutMs);
    this.socket.addEventListener('open', () => {
      if (!this.attached) return;
      const { channelId } = setup;
      this.write({ type: 'auth', token, channelId, lastSeq: events.lastSeq() });
      this.heartbeat.start({
        ping: () => this.attached && (this.write({ type: 'ping' }), true),
        timedOut: () => {
          if (!this.attached) return;
          // Waiting for a close handshake on a dead network can take minutes: let it go now.
          this.close(SOCKET_CLOSE_CODES.heartbeatTimeout, 'heartbeat timeout', true);
          events.lost(SOCKET_CLOSE_CODES.heartbeatTimeout);
        },
      });
    });
    this.socket.addEventListener('message', (event) => {
      if (!this.attached) return;
      this.heartbeat.alive();
      events.message(event.data);
    });
    this.socket.addEventListener('close', (event) => {
      if (!this.attached) return;
      this.detach();
      events.lost(event.code);
    });
    // Required by `ws` (an unheard error event throws); a `close` always follows.
    this.socket.addEventListener('error', () => undefined);
  }

  get open(): boolean {
    return this.socket.readyState === OPEN;
  }

  /** Writes a frame; false when detached or the connection failed under us (a close follows). */
  write(frame: SocketClientFrame): boolean {
    if (!this.attached) return false;
    try {
      this.socket.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  /** Stops listening: later events of the socket are ignored. */
  detach(): void {
    this.attached = false;
    this.heartbeat.stop();
  }

  /** Detaches and closes; with `terminate`, drops the connection at once where it can. */
  close(code: number, reason: string, terminate: boolean): void {
    this.detach();
    try {
      // `ws` can drop the TCP connection at once; browsers only offer the handshake.
      const drop = terminate ? (this.socket as { terminate?: () => void }).terminate : undefined;
      if (typeof drop === 'function') drop.call(this.socket);
      else this.socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }
}
