import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { SessionStore } from '../auth/sessions';
import type { ModuleAccessCache } from '../modules/access-cache';
import type { Database, DatabaseKind } from '../db/client';
import { createNotificationBus, type NotificationBus } from './bus';
import type { ChannelQueues } from './channel-queues';
import type { Connections } from './connections';
import type { Delivery } from './delivery';
import type { NotificationStore } from './store';

/** What instances tell each other over NOTIFY (`i`: the sender, which ignores its own). */
const busMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('n'), i: z.string(), c: z.string(), s: z.number().int().positive() }),
  z.object({ t: z.literal('s'), i: z.string(), id: z.number().int() }),
  z.object({ t: z.literal('a'), i: z.string(), id: z.number().int() }),
  z.object({ t: z.literal('m'), i: z.string() }),
]);
type BusMessage = z.infer<typeof busMessageSchema>;

/** What the fan-out between instances works with. */
export interface FanOutParts {
  db: Database;
  kind: DatabaseKind;
  log: FastifyBaseLogger;
  store: NotificationStore;
  connections: Connections;
  queues: ChannelQueues;
  delivery: Delivery;
  isClosed: () => boolean;
  /** The HTTP guard's memory of sessions (see `NotificationHubOptions.sessions`). */
  sessions: Pick<SessionStore, 'forgetSession' | 'forgetAccount' | 'forgetAll'> | undefined;
  /** What the router remembers of the module access (see `NotificationHubOptions.moduleAccess`). */
  moduleAccess: Pick<ModuleAccessCache, 'forget'> | undefined;
}

/** How this instance hears of the others' publications and disconnections, and tells its own. */
export interface FanOut {
  readonly bus: NotificationBus;
  /** The NOTIFY text announcing `seq` on `channel`, sent with the row that stores it. */
  published(channel: string, seq: number): string;
  /** Tells the other instances to close a session's (`s`) or an account's (`a`) sockets. */
  disconnected(what: 's' | 'a', id: number): Promise<void>;
  /** Tells the other instances that the module access changed. */
  moduleAccessChanged(): Promise<void>;
}

export function createFanOut(parts: FanOutParts): FanOut {
  const { log, store, connections, queues, delivery } = parts;
  const instance = randomUUID();

  function heard(payload: string): void {
    if (parts.isClosed()) return;
    let message: BusMessage;
    try {
      message = busMessageSchema.parse(JSON.parse(payload));
    } catch {
      log.warn({ payload }, 'notifications: an unknown NOTIFY payload');
      return;
    }
    if (message.i === instance) return;
    if (message.t === 'n') {
      const { c: channel, s: seq } = message;
      if (connections.hasChannel(channel)) {
        void queues.enqueue(channel, () => delivery.deliver(channel, seq));
      }
    } else if (message.t === 's') {
      parts.sessions?.forgetSession(message.id);
      connections.closeWhere((session) => session.sessionId === message.id);
    } else if (message.t === 'm') {
      parts.moduleAccess?.forget();
    } else {
      parts.sessions?.forgetAccount(message.id);
      connections.closeWhere((session) => session.accountId === message.id);
    }
  }

  /** After a lost LISTEN connection: catch every channel with sockets up with the database. */
  function resync(): void {
    // Revocations sent meanwhile were not heard either.
    parts.sessions?.forgetAll();
    parts.moduleAccess?.forget();
    for (const channel of connections.channels()) {
      void queues.enqueue(channel, async () =>
        delivery.deliver(channel, await store.currentSeq(channel)),
      );
    }
  }

  /** Sends `message` to the other instances (their memory expires anyway if it is lost). */
  async function tell(message: BusMessage): Promise<void> {
    if (bus.mode === 'none') return;
    try {
      await store.notify(JSON.stringify(message));
    } catch (error) {
      // The other instances still find out when what they remember expires.
      log.warn({ err: error }, 'notifications: could not tell the other instances');
    }
  }

  const bus = createNotificationBus({
    db: parts.db,
    kind: parts.kind,
    log,
    onMessage: heard,
    onResync: resync,
  });

  return {
    bus,
    published: (channel, seq) =>
      JSON.stringify({ t: 'n', i: instance, c: channel, s: seq } satisfies BusMessage),
    disconnected: (what, id) => tell({ t: what, i: instance, id }),
    moduleAccessChanged: () => tell({ t: 'm', i: instance }),
  };
}
