import type { DeviceIngest, MeasureType, QueuedReading, Reading } from '@care/api-client/schemas';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { measurementDeviceQueue, measurementDevices } from '../db/schema';
import { scopeCaller } from '../diary/access';
import { AppError } from '../errors/app-error';
import { selectedGroupOf } from '../people/scope';
import { measurementGuest, type MeasurementCaller } from './access';
import { notifyAlerts } from './alert-notify';
import { readingsByIds } from './create';
import { devicesByIds, hashKey } from './devices';
import { checkMeasuredAt, storedValue } from './readings';
import type { RaisedAlert } from './alerts';
import type { DeviceKeyCache, DeviceRow } from './device-cache';
import { saveReadings, saveReadingsAtOnce } from './record';

/**
 * Device readings (docs/behaviour/measurements.md#devices): a batch from a device's key goes to
 * its guest, or to its group's queue for a shared device; a nurse assigns a queued reading.
 */

/** The device whose key is `key`, not revoked (remembered briefly, see DeviceKeyCache): 401 E048 otherwise. */
/** The active device whose key is `key` (remembered for a moment, see DeviceKeyCache); 401 E048 else. */
export async function deviceOfKey(
  db: Database,
  cache: DeviceKeyCache,
  key: string | undefined,
  now: Date,
) {
  if (!key) throw new AppError('E048');
  const hash = hashKey(key);
  const known = cache.get(hash, now.getTime());
  if (known) return known;
  const stamp = cache.stamp();
  const [device] = await db
    .select()
    .from(measurementDevices)
    .where(and(eq(measurementDevices.keyHash, hash), isNull(measurementDevices.revokedAt)));
  if (!device) throw new AppError('E048');
  cache.put(hash, device, now.getTime(), stamp);
  return device;
}

/** How stale a device's `lastReadingAt` may get before a batch writes it again. */
const TOUCH_MS = 60_000;

type Device = DeviceRow;
type Timed = {
  type: MeasureType;
  outcome: 'measured' | 'refused' | 'notMeasurable';
  value?: unknown;
  note?: string | undefined;
  measuredAt: Date;
};

/**
 * Records when the device last sent, at most once a minute: a busy device's batches then do not
 * all write (and lock) its row.
 */
async function touchDevice(db: Database, device: Device, now: Date): Promise<void> {
  if (device.lastReadingAt && now.getTime() - device.lastReadingAt.getTime() < TOUCH_MS) return;
  await db
    .update(measurementDevices)
    .set({ lastReadingAt: now })
    .where(eq(measurementDevices.id, device.id));
  // The row may be the cache's: its next batches then know it was written.
  device.lastReadingAt = now;
}

/** A shared device's measured readings, to its group's queue (one insert). */
async function queueReadings(tx: Database, device: Device, readings: Timed[], now: Date) {
  const queued = readings.filter((r) => r.outcome === 'measured' && r.value !== null);
  if (queued.length === 0) return;
  await tx.insert(measurementDeviceQueue).values(
    queued.map((r) => ({
      deviceId: device.id,
      groupId: device.groupId as number,
      type: r.type,
      value: storedValue(r.type, r.value as never),
      measuredAt: r.measuredAt,
      receivedAt: now,
    })),
  );
}

/** Takes a device's batch: all saved (or queued), or none (422 E047, 400 E016). */
export async function ingest(
  context: ServerContext,
  device: DeviceRow,
  body: DeviceIngest,
): Promise<{ saved: number; queued: number }> {
  const now = context.clock();
  const readings: Timed[] = body.readings.map((reading) => {
    const measuredAt = reading.measuredAt ? new Date(reading.measuredAt) : now;
    checkMeasuredAt(measuredAt, now);
    return { ...reading, measuredAt };
  });
  const guestAccountId = device.guestAccountId;
  let alerts: RaisedAlert[] = [];
  if (guestAccountId === null) await queueReadings(context.db, device, readings, now);
  else {
    const rows = readings.map((r) => ({
      ...r,
      guestAccountId,
      authorId: null,
      deviceId: device.id,
    }));
    ({ alerts } = await saveReadingsAtOnce(context.db, rows, now));
  }
  await touchDevice(context.db, device, now);
  await notifyAlerts(context, alerts);
  const toGuest = guestAccountId !== null;
  return { saved: toGuest ? readings.length : 0, queued: toGuest ? 0 : readings.length };
}

const q = measurementDeviceQueue;

/** The selected group's queued readings, oldest first. */
export async function readQueue(
  db: Database,
  caller: MeasurementCaller,
  groupId: number | undefined,
): Promise<QueuedReading[]> {
  const group = await selectedGroupOf(db, scopeCaller(caller), groupId);
  if (group === null) return [];
  const rows = await db
    .select()
    .from(q)
    .where(and(eq(q.groupId, group), isNull(q.readingId)))
    .orderBy(asc(q.receivedAt), asc(q.id))
    .limit(500);
  const devices = await devicesByIds(db, [...new Set(rows.map((row) => row.deviceId))]);
  return rows.map((row) => {
    const device = devices.find((item) => item.id === row.deviceId);
    return {
      id: row.id,
      device: {
        id: row.deviceId,
        type: (device?.type ?? 'other') as QueuedReading['device']['type'],
        model: device?.model ?? '',
        serial: device?.serial ?? '',
      },
      groupId: row.groupId,
      type: row.type,
      value: row.value,
      measuredAt: row.measuredAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
    };
  });
}

/**
 * Gives queued reading `id` its guest: saved as a device reading of the guest (judged, alerting);
 * 409 E034 when assigned already; 403 E013 outside the caller's groups.
 */
export async function assignQueued(
  context: ServerContext,
  caller: MeasurementCaller,
  id: number,
  personalDataId: number,
): Promise<Reading> {
  const { db } = context;
  const [item] = await db.select().from(q).where(eq(q.id, id));
  if (!item) throw new AppError('E013');
  await selectedGroupOf(db, scopeCaller(caller), item.groupId);
  const guest = await measurementGuest(db, caller, personalDataId);
  const now = context.clock();
  const saved = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(q).where(eq(q.id, id)).for('update');
    if (!locked || locked.readingId !== null) throw new AppError('E034');
    const value = locked.type === 'glycemia' ? { ...locked.value, unit: 'mg/dL' } : locked.value;
    const reading = {
      guestAccountId: guest.accountId,
      type: locked.type,
      outcome: 'measured' as const,
      value,
      measuredAt: locked.measuredAt,
      authorId: null,
      deviceId: locked.deviceId,
    };
    const result = await saveReadings(tx, [reading], now);
    await tx
      .update(q)
      .set({ readingId: result.ids[0] ?? null })
      .where(inArray(q.id, [id]));
    return result;
  });
  await notifyAlerts(context, saved.alerts);
  const [reading] = await readingsByIds(db, saved.ids);
  return reading as Reading;
}
