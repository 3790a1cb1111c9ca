import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Connections } from './connections';
import { liveSessionIds } from './session-check';
import type { NotificationHubTimings } from './settings';
import type { NotificationStore } from './store';

/** What the hub's timers work with. */
export interface UpkeepParts {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  timings: NotificationHubTimings;
  store: NotificationStore;
  connections: Connections;
  isClosed: () => boolean;
}

/** The hub's timers: the heartbeat, the session check and the sweep of old notifications. */
export interface Upkeep {
  start(): void;
  stop(): void;
}

export function createUpkeep(parts: UpkeepParts): Upkeep {
  const { db, clock, log, timings, store, connections } = parts;
  const timers: ReturnType<typeof setInterval>[] = [];
  let checkingSessions = false;
  let lastBeat = performance.now();

  function heartbeat(): void {
    const now = performance.now();
    // After a stall of this process (a long synchronous task, a paused VM) the timer fires late,
    // before the frames that arrived meanwhile are read: no one is dropped on this round.
    const late = now - lastBeat > 1.5 * timings.heartbeatIntervalMs;
    lastBeat = now;
    for (const connection of [...connections.all]) {
      const silent = now - connection.lastHeard;
      if (silent > 2 * timings.heartbeatIntervalMs && !late) {
        log.debug('notifications: a silent socket terminated');
        connections.forget(connection);
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
    for (const connection of connections.all) {
      if (connection.session) ids.add(connection.session.sessionId);
    }
    if (ids.size === 0) return;
    checkingSessions = true;
    try {
      const live = await liveSessionIds(db, [...ids], clock());
      // Only sessions that were checked: a socket authenticated meanwhile is not in `live`.
      if (!parts.isClosed()) {
        connections.closeWhere(({ sessionId }) => ids.has(sessionId) && !live.has(sessionId));
      }
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
    start() {
      lastBeat = performance.now();
      every(timings.heartbeatIntervalMs, heartbeat);
      every(timings.sessionCheckIntervalMs, () => void checkSessions());
      every(timings.sweepIntervalMs, () => {
        store.sweep().catch((error: unknown) => {
          log.warn({ err: error }, 'notifications: could not sweep old notifications');
        });
      });
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
