import type { FastifyBaseLogger } from 'fastify';
import { INTERNAL_ERROR, type Connection, type Connections } from './connections';
import type { NotificationStore, StoredNotification } from './store';

/** Getting notifications to sockets: the replay when one joins, then each new one. */
export interface Delivery {
  /**
   * Sends every live socket of `channel` what it lacks up to `upToSeq`. Sequence numbers of a
   * channel have no gaps, so `known` (the rows a local publish just stored) is enough when it
   * starts right after the socket's last one; otherwise the missing rows are loaded.
   */
  deliver(channel: string, upToSeq: number, known?: readonly StoredNotification[]): Promise<void>;
  /** Replays what the client missed (after `lastSeq`), then goes live with `ready`. */
  join(connection: Connection, channel: string, lastSeq: number | null): Promise<void>;
}

export function createDelivery(
  store: NotificationStore,
  connections: Connections,
  log: FastifyBaseLogger,
): Delivery {
  function sendNotifications(connection: Connection, rows: readonly StoredNotification[]): void {
    for (const row of rows) {
      if (row.seq <= connection.lastSent) continue;
      connections.send(connection, { name: row.name, seq: row.seq, payload: row.payload });
      connection.lastSent = row.seq;
    }
  }

  return {
    async deliver(channel, upToSeq, known = []) {
      const behind = connections.liveOn(channel).filter((c) => c.lastSent < upToSeq);
      if (behind.length === 0) return;
      const from = Math.min(...behind.map((c) => c.lastSent));
      const first = known[0]?.seq;
      const rows =
        first !== undefined && first <= from + 1
          ? known
          : await store.range(channel, from, upToSeq);
      for (const connection of behind) {
        if (connection.state !== 'live') continue;
        sendNotifications(
          connection,
          rows.filter((row) => row.seq <= upToSeq),
        );
      }
    },

    async join(connection, channel, lastSeq) {
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
        connections.close(connection, INTERNAL_ERROR, 'replay failed');
        return;
      }
      connections.goLive(connection, channel);
      connections.send(connection, { type: 'ready' });
    },
  };
}
