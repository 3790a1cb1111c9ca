import { createCredentialCache } from '../auth/credential-cache';
import type { measurementDevices } from '../db/schema';

/** A device's row, as the ingestion reads it. */
export type DeviceRow = typeof measurementDevices.$inferSelect;

/**
 * What this instance last read of the devices that send readings, by key hash
 * (docs/behaviour/measurements.md#performance): a busy device's batches then skip the key's
 * lookup. It only ever shortens a yes, for `lifetimeMs` after the read; revoking a key, giving a
 * new one or moving the device forgets it at once. Only on PGlite, where this instance is the
 * only one (on PostgreSQL several instances share the database, and a revocation must hold on
 * all of them at once: there every batch reads the device).
 */
export interface DeviceKeyCache {
  /** The device whose key hashes to `hash`, read within the lifetime. */
  get(hash: string, now: number): DeviceRow | undefined;
  /** A stamp to take before reading the database, for `put`. */
  stamp(): number;
  /** Remembers `device`, unless a device was forgotten since `stamp` (a read racing a revocation). */
  put(hash: string, device: DeviceRow, now: number, stamp: number): void;
  /** Forgets device `id` (revoked, new key, new assignment). */
  forget(id: number): void;
}

/** How many devices an instance remembers at most (the oldest go first). */
const MAX_ENTRIES = 2_000;

/** A cache of `lifetimeMs`; a disabled one remembers nothing. */
export function createDeviceKeyCache(lifetimeMs: number, enabled: boolean): DeviceKeyCache {
  const cache = createCredentialCache<DeviceRow>({
    lifetimeMs,
    maxEntries: MAX_ENTRIES,
    idOf: (device) => device.id,
    enabled,
  });
  return {
    get: (hash, now) => cache.get(hash, now),
    stamp: () => cache.stamp(),
    put: (hash, device, now, stamp) => cache.put([hash], device, now, stamp),
    forget: (id) => cache.forgetWhere((device) => device.id === id),
  };
}
