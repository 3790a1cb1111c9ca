import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, DatabaseKind } from '../db/client';
import { BUS_CHANNEL } from './store';

/**
 * How instances of the hub hear of each other's notifications and revocations: PostgreSQL
 * LISTEN/NOTIFY. On PostgreSQL a dedicated connection listens (reconnecting with a backoff, and
 * calling `onResync` once listening again, since what was sent meanwhile is lost). On PGlite its
 * in-process `listen` is used, so several apps on one PGlite (tests) behave like instances. With
 * neither, the hub works alone (in-process delivery only).
 */
export interface NotificationBus {
  /** How the bus listens: `postgres`, `pglite` or `none`. */
  readonly mode: 'postgres' | 'pglite' | 'none';
  start(): Promise<void>;
  close(): Promise<void>;
}

interface BusOptions {
  db: Database;
  kind: DatabaseKind;
  log: FastifyBaseLogger;
  /** A NOTIFY payload arrived. */
  onMessage(payload: string): void;
  /** Listening again after a lost connection: notifications sent meanwhile were not heard. */
  onResync(): void;
}

interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Drizzle keeps the driver's client as `$client`: a node-postgres Pool, or the PGlite instance. */
function driverClient(db: Database): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

function isPglite(client: unknown): client is PgliteListener {
  return typeof (client as { listen?: unknown } | null)?.listen === 'function';
}

/** Creates the bus of one hub. */
export function createNotificationBus(options: BusOptions): NotificationBus {
  const client = driverClient(options.db);
  if (options.kind === 'postgres' && client instanceof pg.Pool) {
    return postgresBus(client, options);
  }
  if (options.kind === 'pglite' && isPglite(client)) return pgliteBus(client, options);
  options.log.warn('notifications: no LISTEN/NOTIFY on this database, delivering in-process only');
  return { mode: 'none', start: async () => {}, close: async () => {} };
}

function pgliteBus(client: PgliteListener, options: BusOptions): NotificationBus {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    mode: 'pglite',
    async start() {
      unlisten = await client.listen(BUS_CHANNEL, (payload) => options.onMessage(payload));
    },
    async close() {
      const stop = unlisten;
      unlisten = undefined;
      await stop?.().catch(() => undefined);
    },
  };
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

function postgresBus(pool: pg.Pool, options: BusOptions): NotificationBus {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function connect(): Promise<void> {
    // A connection of its own, outside the pool: LISTEN holds it for the instance's lifetime.
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === BUS_CHANNEL && message.payload !== undefined) {
        options.onMessage(message.payload);
      }
    });
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'notifications: the LISTEN connection failed');
      lost(next);
    });
    next.on('end', () => lost(next));
    client = next;
    await next.connect();
    await next.query(`listen ${BUS_CHANNEL}`);
    failures = 0;
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    if (!closed) schedule();
  }

  function schedule(): void {
    clearTimeout(timer);
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      if (closed) return;
      connect().then(
        () => {
          options.log.info('notifications: listening again');
          options.onResync();
        },
        (error: unknown) => {
          options.log.warn({ err: error }, 'notifications: could not listen again');
          if (client) lost(client);
          else schedule();
        },
      );
    }, delay);
    timer.unref();
  }

  return {
    mode: 'postgres',
    async start() {
      try {
        await connect();
      } catch (error) {
        options.log.warn({ err: error }, 'notifications: could not listen, retrying');
        if (client) lost(client);
        else schedule();
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
