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
  const byHash = new Map<string, { device: DeviceRow; readAt: number }>();
  let generation = 0;
  return {
    get(hash, now) {
      const entry = byHash.get(hash);
      if (!entry) return undefined;
      if (now - entry.readAt < lifetimeMs) return entry.device;
      byHash.delete(hash);
      return undefined;
    },
    stamp: () => generation,
    put(hash, device, now, stamp) {
      if (!enabled || stamp !== generation) return;
      if (byHash.size >= MAX_ENTRIES) {
        const oldest = byHash.keys().next().value;
        if (oldest !== undefined) byHash.delete(oldest);
      }
      byHash.set(hash, { device, readAt: now });
    },
    forget(id) {
      generation += 1;
      for (const [hash, entry] of byHash) if (entry.device.id === id) byHash.delete(hash);
    },
  };
}
