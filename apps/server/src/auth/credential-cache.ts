/**
 * What this instance last read of a credential's holder (a session by its token hashes, a device
 * by its key hash), for `lifetimeMs` after the read (docs/performance.md): it only ever shortens
 * a yes. An entry is one holder (`idOf`) reachable by one or more hashes; a revocation forgets
 * the holders it matches at once, and a read that raced it is not remembered (`stamp`).
 */
export interface CredentialCache<T> {
  /** The holder whose credential hashes to `hash`, when read recently enough. */
  get(hash: string, now: number): T | undefined;
  /** A stamp to take before reading the database, for `put`. */
  stamp(): number;
  /**
   * Remembers `value` under its `hashes` (replacing what is known of the same holder), unless a
   * revocation was heard since `stamp`.
   */
  put(hashes: readonly string[], value: T, now: number, stamp: number): void;
  /** Forgets every holder `matches` answers true for. */
  forgetWhere(matches: (value: T) => boolean): void;
  /** Forgets everything. */
  forgetAll(): void;
}

interface Entry<T> {
  value: T;
  hashes: readonly string[];
  readAt: number;
}

/** The cache's settings: the lifetime, the most holders kept (the oldest go first), the identity. */
export interface CredentialCacheOptions<T> {
  lifetimeMs: number;
  maxEntries: number;
  idOf: (value: T) => number;
  /** False: remembers nothing (every read goes to the database). */
  enabled?: boolean;
}

export function createCredentialCache<T>(options: CredentialCacheOptions<T>): CredentialCache<T> {
  const { lifetimeMs, maxEntries, idOf, enabled = true } = options;
  const byHash = new Map<string, Entry<T>>();
  const byId = new Map<number, Entry<T>>();
  let generation = 0;

  function drop(entry: Entry<T>): void {
    byId.delete(idOf(entry.value));
    for (const hash of entry.hashes) byHash.delete(hash);
  }

  return {
    get(hash, now) {
      const entry = byHash.get(hash);
      if (!entry) return undefined;
      if (now - entry.readAt < lifetimeMs) return entry.value;
      drop(entry);
      return undefined;
    },
    stamp: () => generation,
    put(hashes, value, now, stamp) {
      if (!enabled || stamp !== generation) return;
      const known = byId.get(idOf(value));
      if (known) drop(known);
      if (byId.size >= maxEntries) {
        const oldest = byId.values().next().value;
        if (oldest) drop(oldest);
      }
      const entry = { value, hashes, readAt: now };
      byId.set(idOf(value), entry);
      for (const hash of hashes) byHash.set(hash, entry);
    },
    forgetWhere(matches) {
      generation += 1;
      for (const entry of [...byId.values()]) if (matches(entry.value)) drop(entry);
    },
    forgetAll() {
      generation += 1;
      byHash.clear();
      byId.clear();
    },
  };
}
