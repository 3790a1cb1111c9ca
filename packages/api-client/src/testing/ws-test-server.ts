// A real WebSocket server (`ws`, ephemeral port) speaking the notification protocol, for tests
// of the socket client and of the apps that use it. Published as `@care/api-client/testing`.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  SOCKET_CLOSE_CODES,
  socketClientFrameSchema,
  type NotificationFrame,
  type SocketAuthFrame,
  type SocketClientFrame,
} from '../schemas/notifications';

/** One client connection as the server sees it. */
export interface WsConnection {
  /** Every frame the client sent on it, parsed, in order. */
  readonly frames: SocketClientFrame[];
  /** The `auth` frame, once received. */
  auth: SocketAuthFrame | undefined;
  /** Whether its `auth` was accepted (the token matched `behaviour.token`, when set). */
  accepted: boolean;
  /** Sends a frame (JSON) to the client. */
  send(frame: unknown): void;
  /** Sends a raw text frame. */
  sendRaw(text: string): void;
  /** Closes with a handshake and `code`. */
  close(code?: number): void;
  /** Drops the TCP connection without a handshake. */
  terminate(): void;
  /** Whether the connection is still open. */
  readonly open: boolean;
}

/** How the server answers; tests change it between steps. */
export interface WsBehaviour {
  /** Answer `auth` with `ready` (default true). */
  ready: boolean;
  /** Answer `ping` with `pong` (default true). */
  answerPings: boolean;
  /** The only token accepted; another one is closed with 4401 (default: any token). */
  token?: string | undefined;
  /** Cut every new connection as soon as it opens (default false): the server is unreachable. */
  refuse?: boolean | undefined;
  /** Runs on an accepted `auth`, before the replay and `ready`. */
  onAuth?: (connection: WsConnection, auth: SocketAuthFrame) => void;
}

/** A running notification test server. */
export interface WsTestServer {
  /** `ws://127.0.0.1:{port}/notifications` (any path is accepted). */
  readonly url: string;
  /** Every connection so far, oldest first. */
  readonly connections: WsConnection[];
  /** Every URL the clients asked for (to prove the token is not in it). */
  readonly requestUrls: string[];
  /** Frames from clients that the protocol's schema refused (should stay empty). */
  readonly protocolErrors: string[];
  /** Current behaviour. */
  behaviour: WsBehaviour;
  /** The newest connection (throws when there is none). */
  latest(): WsConnection;
  /** The open connections whose `auth` was accepted. */
  authenticated(): WsConnection[];
  /**
   * Stores a notification on `channelId` (`seq` 1, 2, … per channel) and sends it to the
   * authenticated connections on that channel; an `auth` with a `lastSeq` later gets the stored
   * ones after it replayed before `ready`. Returns the `seq`.
   */
  publish(channelId: string, name: string, payload?: unknown): number;
  /** Drops every connection without a handshake (the network is gone). */
  terminateAll(): void;
  /** Closes every connection with `code` (e.g. 4401: the session was revoked). */
  closeAll(code: number): void;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1 and an ephemeral port. */
export async function startWsTestServer(
  behaviour: Partial<WsBehaviour> = {},
): Promise<WsTestServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const stored = new Map<string, NotificationFrame[]>();
  const state: WsTestServer = {
    url: `ws://127.0.0.1:${port}/notifications`,
    connections: [],
    requestUrls: [],
    protocolErrors: [],
    behaviour: { ready: true, answerPings: true, ...behaviour },
    latest() {
      const last = state.connections.at(-1);
      if (!last) throw new Error('no connection yet');
      return last;
    },
    authenticated: () => state.connections.filter((c) => c.open && c.accepted),
    publish(channelId, name, payload = null) {
      const list = stored.get(channelId) ?? [];
      stored.set(channelId, list);
      const frame = { name, seq: (list.at(-1)?.seq ?? 0) + 1, payload };
      list.push(frame);
      for (const c of state.authenticated()) if (c.auth?.channelId === channelId) c.send(frame);
      return frame.seq;
    },
    terminateAll() {
      for (const connection of state.connections) connection.terminate();
    },
    closeAll(code) {
      for (const connection of state.connections) if (connection.open) connection.close(code);
    },
    close() {
      for (const client of server.clients) client.terminate();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };

  function onAuth(connection: WsConnection, auth: SocketAuthFrame): void {
    const { token } = state.behaviour;
    if (token !== undefined && auth.token !== token) {
      connection.close(SOCKET_CLOSE_CODES.unauthenticated);
      return;
    }
    connection.accepted = true;
    state.behaviour.onAuth?.(connection, auth);
    const after = auth.lastSeq;
    if (after !== null) {
      for (const frame of stored.get(auth.channelId) ?? []) {
        if (frame.seq > after) connection.send(frame);
      }
    }
    if (state.behaviour.ready && connection.open) connection.send({ type: 'ready' });
  }

  server.on('connection', (socket: WebSocket, request) => {
    state.requestUrls.push(request.url ?? '');
    const connection: WsConnection = {
      frames: [],
      auth: undefined,
      accepted: false,
      send: (frame) => socket.send(JSON.stringify(frame)),
      sendRaw: (text) => socket.send(text),
      close: (code = 1000) => socket.close(code),
      terminate: () => socket.terminate(),
      get open() {
        return socket.readyState === socket.OPEN;
      },
    };
    state.connections.push(connection);
    if (state.behaviour.refuse) {
      socket.terminate();
      return;
    }
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      // Every frame the client sends must follow the protocol the server validates with.
      const parsed = socketClientFrameSchema.safeParse(parseJson(text));
      if (!parsed.success) {
        state.protocolErrors.push(text);
        return;
      }
      const frame = parsed.data;
      connection.frames.push(frame);
      if (frame.type === 'auth' && connection.auth === undefined) {
        connection.auth = frame;
        onAuth(connection, frame);
      } else if (frame.type === 'ping' && state.behaviour.answerPings) {
        connection.send({ type: 'pong' });
      }
    });
  });
  return state;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
