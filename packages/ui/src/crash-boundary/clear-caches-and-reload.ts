/** What {@link clearCachesAndReload} uses; replaceable in tests. */
export interface ClearCachesAndReloadOptions {
  /** Cache Storage. Default `globalThis.caches` (absent outside secure contexts). */
  cacheStorage?: Pick<CacheStorage, 'keys' | 'delete'>;
  /** Default `location.reload()`. */
  reload?: () => void;
}

/**
 * Empties Cache Storage (service-worker caches of old bundles), then reloads the page. A failed
 * clean-up never prevents the reload: a broken page is worse than a stale cache.
 */
export async function clearCachesAndReload({
  cacheStorage = globalThis.caches as CacheStorage | undefined,
  reload = () => globalThis.location.reload(),
}: ClearCachesAndReloadOptions = {}): Promise<void> {
  try {
    if (cacheStorage) {
      const keys = await cacheStorage.keys();
      await Promise.all(keys.map((key) => cacheStorage.delete(key)));
    }
  } catch {
    // Reload anyway (see above).
  }
  reload();
}
