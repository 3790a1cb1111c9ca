import type {
  NotificationFrame,
  SocketControlFrame,
  ServerErrorCode,
} from '@care/api-client/schemas';
import { SOCKET_CLOSE_CODES } from '@care/api-client/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SocketSession } from './session-check';

/** How much may wait unsent on one socket before it is dropped. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** Close codes the hub uses besides the protocol's 4401 and 4403 (standard WebSocket codes). */
export const GOING_AWAY = 1001;
export const INTERNAL_ERROR = 1011;

type ConnectionState = 'authenticating' | 'joining' | 'live' | 'closed';

/** One socket of this instance and where it stands in the protocol. */
export interface Connection {
  readonly ws: WebSocket;
  state: ConnectionState;
  session: SocketSession | null;
  channel: string | null;
  /** The highest `seq` sent on this connection (or already known to the client). */
  lastSent: number;
  /** When a frame (or a pong) last arrived, in `performance.now()` milliseconds. */
  lastHeard: number;
  authTimer: ReturnType<typeof setTimeout> | undefined;
}

/** A new connection on `ws`, waiting for its `auth` frame. */
export function newConnection(ws: WebSocket): Connection {
  return {
    ws,
    state: 'authenticating',
    session: null,
    channel: null,
    lastSent: 0,
    lastHeard: performance.now(),
    authTimer: undefined,
  };
}

/** The open connections of this instance, the live ones by channel, and how to write to them. */
export interface Connections {
  /** Every open connection (authenticated or not). */
  readonly all: ReadonlySet<Connection>;
  add(connection: Connection): void;
  /** The live connections of `channel`. */
  liveOn(channel: string): Connection[];
  /** The channels with at least one live connection. */
  channels(): IterableIterator<string>;
  hasChannel(channel: string): boolean;
  /** Marks `connection` live on its channel. */
  goLive(connection: Connection, channel: string): void;
  send(connection: Connection, frame: NotificationFrame | SocketControlFrame): void;
  sendError(connection: Connection, errorCode: ServerErrorCode, message: string): void;
  /** Stops tracking a connection that closed or is being dropped. */
  forget(connection: Connection): void;
  close(connection: Connection, code: number, reason: string): void;
  /** Closes (4401) the authenticated connections whose session matches. */
  closeWhere(match: (session: SocketSession) => boolean): void;
}

export function createConnections(log: FastifyBaseLogger): Connections {
  const all = new Set<Connection>();
  /** Live connections by channel. */
  const members = new Map<string, Set<Connection>>();

  function forget(connection: Connection): void {
    connection.state = 'closed';
    clearTimeout(connection.authTimer);
    all.delete(connection);
    if (connection.channel) {
      const set = members.get(connection.channel);
      set?.delete(connection);
      if (set?.size === 0) members.delete(connection.channel);
    }
  }

  function send(connection: Connection, frame: NotificationFrame | SocketControlFrame): void {
    if (connection.ws.readyState !== connection.ws.OPEN) return;
    if (connection.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A client that cannot keep up is dropped rather than buffered without end; it reconnects
      // and the replay brings it up to date.
      log.warn('notifications: a socket fell too far behind and was dropped');
      forget(connection);
      connection.ws.terminate();
      return;
    }
    // A failed write shows up as a close event; nothing to do here.
    connection.ws.send(JSON.stringify(frame), () => undefined);
  }

  function close(connection: Connection, code: number, reason: string): void {
    if (connection.state === 'closed') return;
    forget(connection);
    try {
      connection.ws.close(code, reason);
    } catch {
      connection.ws.terminate();
    }
  }

  return {
    all,
    add: (connection) => void all.add(connection),
    liveOn: (channel) => [...(members.get(channel) ?? [])].filter((c) => c.state === 'live'),
    channels: () => members.keys(),
    hasChannel: (channel) => members.has(channel),
    goLive(connection, channel) {
      connection.state = 'live';
      let set = members.get(channel);
      if (!set) {
        set = new Set();
        members.set(channel, set);
      }
      set.add(connection);
    },
    send,
    sendError: (connection, errorCode, message) =>
      send(connection, { type: 'error', errorCode, message }),
    forget,
    close,
    closeWhere(match) {
      for (const connection of [...all]) {
        if (connection.session && match(connection.session)) {
          close(connection, SOCKET_CLOSE_CODES.unauthenticated, 'E005');
        }
      }
    },
  };
}
