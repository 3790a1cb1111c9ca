import { and, asc, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notificationChannels, notifications } from '../db/schema';

/** A stored notification, as the socket sends it (`{ name, seq, payload }`). */
export interface StoredNotification {
  seq: number;
  name: string;
  payload: unknown;
}

/** How much history is kept for replay. */
export interface Retention {
  /** Notifications older than this are not replayed and are deleted. */
  maxAgeMs: number;
  /** At most this many notifications per channel are kept (the newest). */
  maxPerChannel: number;
}

/** The PostgreSQL NOTIFY channel every instance of the hub listens on. */
export const BUS_CHANNEL = 'care_notifications';

/** Persistence of notifications: sequence numbers, history for replay, pruning. */
export interface NotificationStore {
  /**
   * Stores a notification under the channel's next sequence number and, in the same transaction,
   * prunes the channel's history and sends `notice` with NOTIFY (delivered to every listening
   * instance when the transaction commits, never when it fails).
   */
  append(
    channel: string,
    name: string,
    payload: unknown,
    notice: (seq: number) => string,
  ): Promise<StoredNotification>;
  /** Notifications of `channel` with `afterSeq < seq <= upToSeq` (all when no bound), in order. */
  range(channel: string, afterSeq: number, upToSeq?: number): Promise<StoredNotification[]>;
  /** The last sequence number given out on `channel` (0 when none). */
  currentSeq(channel: string): Promise<number>;
  /** Deletes the notifications older than the retention, on every channel; returns how many. */
  sweep(): Promise<number>;
  /** Sends a NOTIFY to every listening instance, outside any transaction. */
  notify(message: string): Promise<void>;
}

/** Creates the store over `db`; `clock` dates notifications and decides their age. */
export function createNotificationStore(
  db: Database,
  retention: Retention,
  clock: () => Date,
): NotificationStore {
  const cutoff = () => new Date(clock().getTime() - retention.maxAgeMs);

  return {
    async append(channel, name, payload, notice) {
      const now = clock();
      return db.transaction(async (tx) => {
        // The counter row's lock orders concurrent publishers of a channel, on every instance:
        // seq N+1 cannot be given out before seq N is committed.
        const [counter] = await tx
          .insert(notificationChannels)
          .values({ channel, lastSeq: 1 })
          .onConflictDoUpdate({
            target: notificationChannels.channel,
            set: { lastSeq: sql`${notificationChannels.lastSeq} + 1` },
          })
          .returning({ seq: notificationChannels.lastSeq });
        if (!counter) throw new Error(`no sequence number for ${channel}`);
        const seq = Number(counter.seq);
        await tx
          .insert(notifications)
          .values({ channel, seq, name, payload: payload ?? null, createdAt: now });
        await tx
          .delete(notifications)
          .where(
            and(
              eq(notifications.channel, channel),
              or(
                lte(notifications.seq, seq - retention.maxPerChannel),
                lt(notifications.createdAt, cutoff()),
              ),
            ),
          );
        await tx.execute(sql`select pg_notify(${BUS_CHANNEL}, ${notice(seq)})`);
        return { seq, name, payload: payload ?? null };
      });
    },

    async range(channel, afterSeq, upToSeq) {
      const rows = await db
        .select({
          seq: notifications.seq,
          name: notifications.name,
          payload: notifications.payload,
        })
        .from(notifications)
        .where(
          and(
            eq(notifications.channel, channel),
            gt(notifications.seq, afterSeq),
            upToSeq === undefined ? undefined : lte(notifications.seq, upToSeq),
            gte(notifications.createdAt, cutoff()),
          ),
        )
        .orderBy(asc(notifications.seq))
        .limit(retention.maxPerChannel);
      return rows.map((row) => ({ seq: Number(row.seq), name: row.name, payload: row.payload }));
    },

    async currentSeq(channel) {
      const [row] = await db
        .select({ seq: notificationChannels.lastSeq })
        .from(notificationChannels)
        .where(eq(notificationChannels.channel, channel));
      return row ? Number(row.seq) : 0;
    },

    async sweep() {
      const deleted = await db
        .delete(notifications)
        .where(lt(notifications.createdAt, cutoff()))
        .returning({ id: notifications.id });
      return deleted.length;
    },

    async notify(message) {
      await db.execute(sql`select pg_notify(${BUS_CHANNEL}, ${message})`);
    },
  };
}
