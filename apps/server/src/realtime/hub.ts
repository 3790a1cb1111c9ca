import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  SOCKET_CLOSE_CODES,
  socketClientFrameSchema,
  type NotificationFrame,
  type ServerErrorCode,
  type SocketAuthFrame,
  type SocketClientFrame,
  type SocketControlFrame,
} from '@care/api-client/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import type { Database, DatabaseKind } from '../db/client';
import { createNotificationBus, type NotificationBus } from './bus';
import { accountOfChannel } from './channels';
import { findSocketSession, liveSessionIds, type SocketSession } from './session-check';
import { NOTIFICATION_HUB_DEFAULTS, type NotificationHubTimings } from './settings';
import { createNotificationStore, type StoredNotification } from './store';

/** The largest payload `publish` takes, as JSON text. */
export const MAX_PAYLOAD_JSON_LENGTH = 64 * 1024;

/** How much may wait unsent on one socket before it is dropped. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** Close codes the hub uses besides the protocol's 4401 and 4403 (standard WebSocket codes). */
const GOING_AWAY = 1001;
const INTERNAL_ERROR = 1011;

/** What a publication gave out. */
export interface Published {
  channel: string;
  seq: number;
}

/** The notification hub: the socket side (`accept`) and the server side (`publish`, `disconnect…`). */
export interface NotificationHub {
  /**
   * Stores a notification on `channel` (`account-<id>`, see `accountChannel`) under the channel's
   * next sequence number and delivers it to the channel's open sockets on every instance. Resolves
   * once it is stored (delivery follows); rejects with a TypeError for an invalid channel, name or
   * payload (not JSON, or larger than 64 KiB as JSON).
   */
  publish(channel: string, name: string, payload?: unknown): Promise<Published>;
  /** Closes (4401) the sockets authenticated with this session, on every instance. */
  disconnectSession(sessionId: number): Promise<void>;
  /** Closes (4401) the sockets of every session of this account, on every instance. */
  disconnectAccount(accountId: number): Promise<void>;
  /** Takes over an upgraded connection: auth frame, replay, live delivery, heartbeat. */
  accept(ws: WebSocket): void;
  /** How instances hear of each other: `postgres` (LISTEN/NOTIFY), `pglite`, or `none`. */
  readonly fanOut: NotificationBus['mode'];
  /** Open connections of this instance (authenticated or not). */
  readonly connectionCount: number;
  /** Listens for other instances, sweeps old notifications, starts the timers. */
  start(): Promise<void>;
  /** Closes every socket (1001), stops listening and waits for deliveries under way. */
  close(): Promise<void>;
}

/** What the hub is made of. */
export interface NotificationHubOptions {
  db: Database;
  kind: DatabaseKind;
  /** Dates notifications and decides session expiry (the app's clock, movable in tests). */
  clock: () => Date;
  log: FastifyBaseLogger;
  timings?: Partial<NotificationHubTimings>;
}

type ConnectionState = 'authenticating' | 'joining' | 'live' | 'closed';

interface Connection {
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

/** What instances tell each other over NOTIFY (`i`: the sender, which ignores its own). */
const busMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('n'), i: z.string(), c: z.string(), s: z.number().int().positive() }),
  z.object({ t: z.literal('s'), i: z.string(), id: z.number().int() }),
  z.object({ t: z.literal('a'), i: z.string(), id: z.number().int() }),
]);
type BusMessage = z.infer<typeof busMessageSchema>;

const NAME_MAX_LENGTH = 200;

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/** Creates the hub; call `start()` before use and `close()` at shutdown. */
export function createNotificationHub(options: NotificationHubOptions): NotificationHub {
  const { db, clock, log } = options;
  const timings: NotificationHubTimings = { ...NOTIFICATION_HUB_DEFAULTS, ...options.timings };
  const store = createNotificationStore(
    db,
    { maxAgeMs: timings.retentionMs, maxPerChannel: timings.retentionPerChannel },
    clock,
  );
  const instance = randomUUID();
  const connections = new Set<Connection>();
  /** Live connections by channel. */
  const members = new Map<string, Set<Connection>>();
  /** Per channel, the tail of its queue: joins and deliveries of a channel run one at a time. */
  const queues = new Map<string, Promise<void>>();
  const timers: ReturnType<typeof setInterval>[] = [];
  let closed = false;
  let checkingSessions = false;
  let lastBeat = performance.now();

  const bus = createNotificationBus({
    db,
    kind: options.kind,
    log,
    onMessage: (payload) => heard(payload),
    onResync: () => resync(),
  });

  function enqueue(channel: string, task: () => Promise<void>): Promise<void> {
    const previous = queues.get(channel) ?? Promise.resolve();
    const next = previous.then(task).catch((error: unknown) => {
      log.error({ err: error, channel }, 'notifications: delivery failed');
    });
    queues.set(channel, next);
    void next.then(() => {
      if (queues.get(channel) === next) queues.delete(channel);
    });
    return next;
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

  function sendError(connection: Connection, errorCode: ServerErrorCode, message: string): void {
    send(connection, { type: 'error', errorCode, message });
  }

  function forget(connection: Connection): void {
    connection.state = 'closed';
    clearTimeout(connection.authTimer);
    connections.delete(connection);
    if (connection.channel) {
      const set = members.get(connection.channel);
      set?.delete(connection);
      if (set?.size === 0) members.delete(connection.channel);
    }
  }

  function closeConnection(connection: Connection, code: number, reason: string): void {
    if (connection.state === 'closed') return;
    forget(connection);
    try {
      connection.ws.close(code, reason);
    } catch {
      connection.ws.terminate();
    }
  }

  function sendNotifications(connection: Connection, rows: readonly StoredNotification[]): void {
    for (const row of rows) {
      if (row.seq <= connection.lastSent) continue;
      send(connection, { name: row.name, seq: row.seq, payload: row.payload });
      connection.lastSent = row.seq;
    }
  }

  /**
   * Sends every live socket of `channel` what it lacks up to `upToSeq`. Sequence numbers of a
   * channel have no gaps, so `known` (the rows a local publish just stored) is enough when it
   * starts right after the socket's last one; otherwise the missing rows are loaded.
   */
  async function deliver(
    channel: string,
    upToSeq: number,
    known: readonly StoredNotification[] = [],
  ): Promise<void> {
    const behind = [...(members.get(channel) ?? [])].filter(
      (c) => c.state === 'live' && c.lastSent < upToSeq,
    );
    if (behind.length === 0) return;
    const from = Math.min(...behind.map((c) => c.lastSent));
    const first = known[0]?.seq;
    const rows =
      first !== undefined && first <= from + 1 ? known : await store.range(channel, from, upToSeq);
    for (const connection of behind) {
      if (connection.state !== 'live') continue;
      sendNotifications(
        connection,
        rows.filter((row) => row.seq <= upToSeq),
      );
    }
  }

  /** Replays what the client missed (after `lastSeq`), then goes live with `ready`. */
  async function join(connection: Connection, channel: string, lastSeq: number | null) {
    if (connection.state !== 'joining') return;
    try {
      if (lastSeq === null) {
        const current = await store.currentSeq(channel);
        if (connection.state !== 'joining') return;
        connection.lastSent = current;
      } else {
        const rows = await store.range(channel, lastSeq);
        if (connection.state !== 'joining') return;
        connection.lastSent = lastSeq;
        sendNotifications(connection, rows);
      }
    } catch (error) {
      log.error({ err: error, channel }, 'notifications: replay failed');
      // Not a refusal: the client reconnects with its backoff and asks again.
      closeConnection(connection, INTERNAL_ERROR, 'replay failed');
      return;
    }
    connection.state = 'live';
    let set = members.get(channel);
    if (!set) {
      set = new Set();
      members.set(channel, set);
    }
    set.add(connection);
    send(connection, { type: 'ready' });
  }

  async function authenticate(connection: Connection, frame: SocketAuthFrame): Promise<void> {
    connection.state = 'joining';
    // The deadline is for the frame; the check itself may take a while on a busy database.
    clearTimeout(connection.authTimer);
    let session: SocketSession | null;
    try {
      session = await findSocketSession(db, frame.token, clock());
    } catch (error) {
      log.error({ err: error }, 'notifications: session check failed');
      closeConnection(connection, INTERNAL_ERROR, 'session check failed');
      return;
    }
    if (connection.state !== 'joining') return;
    if (!session) {
      closeConnection(connection, SOCKET_CLOSE_CODES.unauthenticated, 'E005');
      return;
    }
    if (accountOfChannel(frame.channelId) !== session.accountId) {
      closeConnection(connection, SOCKET_CLOSE_CODES.forbidden, 'E013');
      return;
    }
    connection.session = session;
    connection.channel = frame.channelId;
    await enqueue(frame.channelId, () => join(connection, frame.channelId, frame.lastSeq));
  }

  function receive(connection: Connection, data: RawData, isBinary: boolean): void {
    connection.lastHeard = performance.now();
    if (connection.state === 'closed') return;
    let frame: SocketClientFrame;
    try {
      if (isBinary) throw new TypeError('a binary frame');
      frame = socketClientFrameSchema.parse(JSON.parse(textOf(data)));
    } catch {
      if (connection.state === 'authenticating') {
        // The first frame must be a well-formed `auth`.
        closeConnection(connection, SOCKET_CLOSE_CODES.unauthenticated, 'E005');
      } else {
        sendError(connection, 'E016', 'not a frame of the protocol');
      }
      return;
    }
    switch (frame.type) {
      case 'ping':
        // At any time, even before `auth`.
        send(connection, { type: 'pong' });
        return;
      case 'auth':
        if (connection.state !== 'authenticating') {
          sendError(connection, 'E016', 'already authenticated');
          return;
        }
        void authenticate(connection, frame);
        return;
      case 'ack':
      case 'message':
        if (connection.state === 'authenticating') {
          closeConnection(connection, SOCKET_CLOSE_CODES.unauthenticated, 'E005');
          return;
        }
        // Acknowledgements need nothing: history is kept by age and count, not by client.
        if (frame.type === 'message') {
          sendError(connection, 'E016', `no messages are taken on this socket ("${frame.name}")`);
        }
        return;
    }
  }

  function closeWhere(match: (session: SocketSession) => boolean): void {
    for (const connection of [...connections]) {
      if (connection.session && match(connection.session)) {
        closeConnection(connection, SOCKET_CLOSE_CODES.unauthenticated, 'E005');
      }
    }
  }

  async function tellOthers(message: BusMessage): Promise<void> {
    if (bus.mode === 'none') return;
    try {
      await store.notify(JSON.stringify(message));
    } catch (error) {
      // The other instances still find out at their next session check.
      log.warn({ err: error }, 'notifications: could not tell the other instances');
    }
  }

  function heard(payload: string): void {
    if (closed) return;
    let message: BusMessage;
    try {
      message = busMessageSchema.parse(JSON.parse(payload));
    } catch {
      log.warn({ payload }, 'notifications: an unknown NOTIFY payload');
      return;
    }
    if (message.i === instance) return;
    if (message.t === 'n') {
      if (members.has(message.c)) void enqueue(message.c, () => deliver(message.c, message.s));
    } else if (message.t === 's') {
      closeWhere((session) => session.sessionId === message.id);
    } else {
      closeWhere((session) => session.accountId === message.id);
    }
  }

  /** After a lost LISTEN connection: catch every channel with sockets up with the database. */
  function resync(): void {
    for (const channel of members.keys()) {
      void enqueue(channel, async () => deliver(channel, await store.currentSeq(channel)));
    }
  }

  function heartbeat(): void {
    const now = performance.now();
    // After a stall of this process (a long synchronous task, a paused VM) the timer fires late,
    // before the frames that arrived meanwhile are read: no one is dropped on this round.
    const late = now - lastBeat > 1.5 * timings.heartbeatIntervalMs;
    lastBeat = now;
    for (const connection of [...connections]) {
      const silent = now - connection.lastHeard;
      if (silent > 2 * timings.heartbeatIntervalMs && !late) {
        log.debug('notifications: a silent socket terminated');
        forget(connection);
        connection.ws.terminate();
      } else if (silent >= timings.heartbeatIntervalMs / 2) {
        // Browsers answer a ping frame by themselves; the pong counts as a sign of life. Pinging
        // at half an interval of silence leaves a whole interval for the answer before the drop.
        try {
          connection.ws.ping();
        } catch {
          // Closing already.
        }
      }
    }
  }

  async function checkSessions(): Promise<void> {
    if (checkingSessions) return;
    const ids = new Set<number>();
    for (const connection of connections) {
      if (connection.session) ids.add(connection.session.sessionId);
    }
    if (ids.size === 0) return;
    checkingSessions = true;
    try {
      const live = await liveSessionIds(db, [...ids], clock());
      // Only sessions that were checked: a socket authenticated meanwhile is not in `live`.
      if (!closed) closeWhere(({ sessionId }) => ids.has(sessionId) && !live.has(sessionId));
    } catch (error) {
      log.warn({ err: error }, 'notifications: session check failed');
    } finally {
      checkingSessions = false;
    }
  }

  function every(ms: number, run: () => void): void {
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
  }

  return {
    async publish(channel, name, payload) {
      if (accountOfChannel(channel) === null) {
        throw new TypeError(`not a notification channel: "${channel}"`);
      }
      if (typeof name !== 'string' || name.length === 0 || name.length > NAME_MAX_LENGTH) {
        throw new TypeError('a notification name has 1 to 200 characters');
      }
      const json = JSON.stringify(payload ?? null) as string | undefined;
      if (json === undefined || json.length > MAX_PAYLOAD_JSON_LENGTH) {
        throw new TypeError('a notification payload is JSON of at most 64 KiB');
      }
      // Stored as it will be read back (no undefined, no Dates, no prototypes).
      const plain: unknown = JSON.parse(json);
      const stored = await store.append(channel, name, plain, (seq) =>
        JSON.stringify({ t: 'n', i: instance, c: channel, s: seq } satisfies BusMessage),
      );
      if (!closed && members.has(channel)) {
        void enqueue(channel, () => deliver(channel, stored.seq, [stored]));
      }
      return { channel, seq: stored.seq };
    },

    async disconnectSession(sessionId) {
      closeWhere((session) => session.sessionId === sessionId);
      await tellOthers({ t: 's', i: instance, id: sessionId });
    },

    async disconnectAccount(accountId) {
      closeWhere((session) => session.accountId === accountId);
      await tellOthers({ t: 'a', i: instance, id: accountId });
    },

    accept(ws) {
      const connection: Connection = {
        ws,
        state: 'authenticating',
        session: null,
        channel: null,
        lastSent: 0,
        lastHeard: performance.now(),
        authTimer: undefined,
      };
      ws.on('message', (data, isBinary) => receive(connection, data, isBinary));
      ws.on('pong', () => {
        connection.lastHeard = performance.now();
      });
      ws.on('close', () => forget(connection));
      ws.on('error', () => forget(connection));
      if (closed) {
        ws.close(GOING_AWAY, 'server shutting down');
        return;
      }
      connections.add(connection);
      connection.authTimer = setTimeout(() => {
        // Timers run before pending input is read: after a stall of this process the auth frame
        // may be waiting in the socket already. setImmediate decides after it has been read.
        setImmediate(() => {
          if (connection.state === 'authenticating') {
            closeConnection(connection, SOCKET_CLOSE_CODES.unauthenticated, 'E005');
          }
        });
      }, timings.authTimeoutMs);
      connection.authTimer.unref();
    },

    get fanOut() {
      return bus.mode;
    },

    get connectionCount() {
      return connections.size;
    },

    async start() {
      try {
        await bus.start();
      } catch (error) {
        log.warn({ err: error }, 'notifications: not listening for other instances');
      }
      try {
        await store.sweep();
      } catch (error) {
        log.warn({ err: error }, 'notifications: could not sweep old notifications');
      }
      lastBeat = performance.now();
      every(timings.heartbeatIntervalMs, heartbeat);
      every(timings.sessionCheckIntervalMs, () => void checkSessions());
      every(timings.sweepIntervalMs, () => {
        store.sweep().catch((error: unknown) => {
          log.warn({ err: error }, 'notifications: could not sweep old notifications');
        });
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearInterval(timer);
      for (const connection of [...connections]) {
        closeConnection(connection, GOING_AWAY, 'server shutting down');
      }
      await bus.close();
      await Promise.allSettled([...queues.values()]);
    },
  };
}
