import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionStore } from '../auth/sessions';
import type { ModuleAccessCache } from '../modules/access-cache';
import type { Database, DatabaseKind } from '../db/client';
import type { NotificationBus } from './bus';
import { createChannelQueues } from './channel-queues';
import { accountOfChannel } from './channels';
import { createConnections, GOING_AWAY } from './connections';
import { createDelivery } from './delivery';
import { createFanOut } from './fan-out';
import { NOTIFICATION_HUB_DEFAULTS, type NotificationHubTimings } from './settings';
import { createSocketProtocol } from './sockets';
import { createNotificationStore } from './store';
import { createUpkeep } from './upkeep';

/*
 * The hub is put together from parts, each in its own module:
 * - connections.ts: the open sockets, the live ones by channel, sending and closing;
 * - sockets.ts: the client's side of the protocol (auth within its deadline, pings, refusals);
 * - channel-queues.ts + delivery.ts: per channel, in order, the replay and each new notification;
 * - fan-out.ts: what instances tell each other over LISTEN/NOTIFY (bus.ts);
 * - upkeep.ts: the heartbeat, the session check and the sweep of old notifications.
 */

/** The largest payload `publish` takes, as JSON text. */
export const MAX_PAYLOAD_JSON_LENGTH = 64 * 1024;

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
  /**
   * Closes (4401) the sockets authenticated with this session, on every instance, where the HTTP
   * guard forgets it too (call it after revoking the session).
   */
  disconnectSession(sessionId: number): Promise<void>;
  /** Closes (4401) the sockets of every session of this account, and forgets them, everywhere. */
  disconnectAccount(accountId: number): Promise<void>;
  /**
   * The module access changed (stored): every instance forgets what it remembered of it, this
   * one at once, the others when they hear it on the bus.
   */
  moduleAccessChanged(): Promise<void>;
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
  /**
   * What the HTTP guard remembers of sessions: told on every instance when a session or an
   * account's sessions end, and to forget everything after a lost bus connection.
   */
  sessions?: Pick<SessionStore, 'forgetSession' | 'forgetAccount' | 'forgetAll'>;
  /** What the router remembers of the module access: forgotten like the sessions. */
  moduleAccess?: Pick<ModuleAccessCache, 'forget'>;
}

const NAME_MAX_LENGTH = 200;

/** Creates the hub; call `start()` before use and `close()` at shutdown. */
export function createNotificationHub(options: NotificationHubOptions): NotificationHub {
  const { db, clock, log } = options;
  const timings: NotificationHubTimings = { ...NOTIFICATION_HUB_DEFAULTS, ...options.timings };
  const store = createNotificationStore(
    db,
    { maxAgeMs: timings.retentionMs, maxPerChannel: timings.retentionPerChannel },
    clock,
  );
  let closed = false;
  const isClosed = () => closed;
  const connections = createConnections(log);
  const queues = createChannelQueues(log);
  const delivery = createDelivery(store, connections, log);
  const parts = { db, clock, log, store, connections, queues, delivery, isClosed };
  const fanOut = createFanOut({
    ...parts,
    kind: options.kind,
    sessions: options.sessions,
    moduleAccess: options.moduleAccess,
  });
  const accept = createSocketProtocol({ ...parts, authTimeoutMs: timings.authTimeoutMs });
  const upkeep = createUpkeep({ ...parts, timings });

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
        fanOut.published(channel, seq),
      );
      if (!closed && connections.hasChannel(channel)) {
        void queues.enqueue(channel, () => delivery.deliver(channel, stored.seq, [stored]));
      }
      return { channel, seq: stored.seq };
    },

    async disconnectSession(sessionId) {
      options.sessions?.forgetSession(sessionId);
      connections.closeWhere((session) => session.sessionId === sessionId);
      await fanOut.disconnected('s', sessionId);
    },

    async disconnectAccount(accountId) {
      options.sessions?.forgetAccount(accountId);
      connections.closeWhere((session) => session.accountId === accountId);
      await fanOut.disconnected('a', accountId);
    },

    async moduleAccessChanged() {
      options.moduleAccess?.forget();
      await fanOut.moduleAccessChanged();
    },

    accept,

    get fanOut() {
      return fanOut.bus.mode;
    },

    get connectionCount() {
      return connections.all.size;
    },

    async start() {
      try {
        await fanOut.bus.start();
      } catch (error) {
        log.warn({ err: error }, 'notifications: not listening for other instances');
      }
      try {
        await store.sweep();
      } catch (error) {
        log.warn({ err: error }, 'notifications: could not sweep old notifications');
      }
      upkeep.start();
    },

    async close() {
      if (closed) return;
      closed = true;
      upkeep.stop();
      for (const connection of [...connections.all]) {
        connections.close(connection, GOING_AWAY, 'server shutting down');
      }
      await fanOut.bus.close();
      await queues.settled();
    },
  };
}
