// A real WebSocket server (`ws`, ephemeral port) speaking the notification protocol, for the
// socket's tests. Not published.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  socketClientFrameSchema,
  type SocketAuthFrame,
  type SocketClientFrame,
} from '../schemas/notifications';

/** One client connection as the server sees it. */
export interface WsConnection {
  /** Every frame the client sent on it, parsed, in order. */
  readonly frames: SocketClientFrame[];
  /** The `auth` frame, once received. */
  auth: SocketAuthFrame | undefined;
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
  /** Runs on `auth`, before `ready` (e.g. to replay notifications). */
  onAuth?: (connection: WsConnection, auth: SocketAuthFrame) => void;
}

/** A running notification test server. */
export interface WsTestServer {
  /** `ws://127.0.0.1:{port}/notifications`. */
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
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1 and an ephemeral port. */
export async function startWsTestServer(
  behaviour: Partial<WsBehaviour> = {},
): Promise<WsTestServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const connections: WsConnection[] = [];
  const requestUrls: string[] = [];
  const protocolErrors: string[] = [];
  const state: WsTestServer = {
    url: `ws://127.0.0.1:${port}/notifications`,
    connections,
    requestUrls,
    protocolErrors,
    behaviour: { ready: true, answerPings: true, ...behaviour },
    latest() {
      const last = connections.at(-1);
      if (!last) throw new Error('no connection yet');
      return last;
    },
    close() {
      for (const client of server.clients) client.terminate();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };

  server.on('connection', (socket: WebSocket, request) => {
    requestUrls.push(request.url ?? '');
    const connection: WsConnection = {
      frames: [],
      auth: undefined,
      send: (frame) => socket.send(JSON.stringify(frame)),
      sendRaw: (text) => socket.send(text),
      close: (code = 1000) => socket.close(code),
      terminate: () => socket.terminate(),
      get open() {
        return socket.readyState === socket.OPEN;
      },
    };
    connections.push(connection);
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      // Every frame the client sends must follow the protocol the server validates with.
      const parsed = socketClientFrameSchema.safeParse(JSON.parse(text));
      if (!parsed.success) {
        protocolErrors.push(text);
        return;
      }
      const frame = parsed.data;
      connection.frames.push(frame);
      if (frame.type === 'auth') {
        connection.auth = frame;
        state.behaviour.onAuth?.(connection, frame);
        if (state.behaviour.ready) connection.send({ type: 'ready' });
      } else if (frame.type === 'ping' && state.behaviour.answerPings) {
        connection.send({ type: 'pong' });
      }
    });
  });
  return state;
}
