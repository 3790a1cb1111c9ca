import {
  SOCKET_CLOSE_CODES,
  socketClientFrameSchema,
  type SocketAuthFrame,
  type SocketClientFrame,
} from '@care/api-client/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Database } from '../db/client';
import type { ChannelQueues } from './channel-queues';
import { accountOfChannel } from './channels';
import {
  GOING_AWAY,
  INTERNAL_ERROR,
  newConnection,
  type Connection,
  type Connections,
} from './connections';
import type { Delivery } from './delivery';
import { findSocketSession, type SocketSession } from './session-check';

/** What the socket side of the hub works with. */
export interface SocketProtocolParts {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  authTimeoutMs: number;
  connections: Connections;
  queues: ChannelQueues;
  delivery: Delivery;
  isClosed: () => boolean;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/** The client's side of the protocol: the `auth` frame within its deadline, then pings. */
export function createSocketProtocol(parts: SocketProtocolParts): (ws: WebSocket) => void {
  const { db, clock, log, connections, queues, delivery } = parts;
  const refuse = (connection: Connection) =>
    connections.close(connection, SOCKET_CLOSE_CODES.unauthenticated, 'E005');

  async function authenticate(connection: Connection, frame: SocketAuthFrame): Promise<void> {
    connection.state = 'joining';
    // The deadline is for the frame; the check itself may take a while on a busy database.
    clearTimeout(connection.authTimer);
    let session: SocketSession | null;
    try {
      session = await findSocketSession(db, frame.token, clock());
    } catch (error) {
      log.error({ err: error }, 'notifications: session check failed');
      connections.close(connection, INTERNAL_ERROR, 'session check failed');
      return;
    }
    if (connection.state !== 'joining') return;
    if (!session) return refuse(connection);
    if (accountOfChannel(frame.channelId) !== session.accountId) {
      connections.close(connection, SOCKET_CLOSE_CODES.forbidden, 'E013');
      return;
    }
    connection.session = session;
    connection.channel = frame.channelId;
    await queues.enqueue(frame.channelId, () =>
      delivery.join(connection, frame.channelId, frame.lastSeq),
    );
  }

  function receive(connection: Connection, data: RawData, isBinary: boolean): void {
    connection.lastHeard = performance.now();
    if (connection.state === 'closed') return;
    let frame: SocketClientFrame;
    try {
      if (isBinary) throw new TypeError('a binary frame');
      frame = socketClientFrameSchema.parse(JSON.parse(textOf(data)));
    } catch {
      // The first frame must be a well-formed `auth`.
      if (connection.state === 'authenticating') refuse(connection);
      else connections.sendError(connection, 'E016', 'not a frame of the protocol');
      return;
    }
    switch (frame.type) {
      case 'ping':
        // At any time, even before `auth`.
        connections.send(connection, { type: 'pong' });
        return;
      case 'auth':
        if (connection.state !== 'authenticating') {
          connections.sendError(connection, 'E016', 'already authenticated');
          return;
        }
        void authenticate(connection, frame);
        return;
      case 'ack':
      case 'message':
        if (connection.state === 'authenticating') return refuse(connection);
        // Acknowledgements need nothing: history is kept by age and count, not by client.
        if (frame.type === 'message') {
          const message = `no messages are taken on this socket ("${frame.name}")`;
          connections.sendError(connection, 'E016', message);
        }
        return;
    }
  }

  return (ws) => {
    const connection = newConnection(ws);
    ws.on('message', (data, isBinary) => receive(connection, data, isBinary));
    ws.on('pong', () => {
      connection.lastHeard = performance.now();
    });
    ws.on('close', () => connections.forget(connection));
    ws.on('error', () => connections.forget(connection));
    if (parts.isClosed()) {
      ws.close(GOING_AWAY, 'server shutting down');
      return;
    }
    connections.add(connection);
    connection.authTimer = setTimeout(() => {
      // Timers run before pending input is read: after a stall of this process the auth frame
      // may be waiting in the socket already. setImmediate decides after it has been read.
      setImmediate(() => {
        if (connection.state === 'authenticating') refuse(connection);
      });
    }, parts.authTimeoutMs);
    connection.authTimer.unref();
  };
}
