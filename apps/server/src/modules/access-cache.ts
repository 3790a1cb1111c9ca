import type { ModuleAccessLevel, ModuleAccessMap, ModuleId, Role } from '@care/api-client/schemas';
import { createCredentialCache } from '../auth/credential-cache';
import type { Database } from '../db/client';
import { currentAccess } from './access';

/**
 * The module access in force as this instance last read it (docs/performance.md): the router
 * checks a route's module level on every request, and the configuration changes a few times a
 * year. The whole table is read in one statement and kept for `lifetimeMs`; a change forgets it at
 * once here, and on the other instances when they hear it on the notification bus
 * (`NotificationHub.moduleAccessChanged`); a lost bus connection forgets it too. A read that raced
 * a change is not kept.
 */
export interface ModuleAccessCache {
  /** A role's level in one module (`none` without a role). */
  levelOf(module: ModuleId, role: Role | undefined): Promise<ModuleAccessLevel>;
  /** Forgets what was read: the next request reads the table again. */
  forget(): void;
}

/** How long an instance uses the module access it read when it hears of no change: 5 s. */
export const MODULE_ACCESS_CACHE_MS = 5_000;

/** The one key of the cache: the whole configuration is one entry. */
const ALL = 'all';

export function createModuleAccessCache(db: Database, lifetimeMs: number): ModuleAccessCache {
  const cache = createCredentialCache<ModuleAccessMap>({
    lifetimeMs,
    maxEntries: 1,
    idOf: () => 0,
  });

  async function access(): Promise<ModuleAccessMap> {
    const now = performance.now();
    const known = cache.get(ALL, now);
    if (known) return known;
    const stamp = cache.stamp();
    const read = await currentAccess(db);
    cache.put([ALL], read, performance.now(), stamp);
    return read;
  }

  return {
    async levelOf(module, role) {
      if (!role) return 'none';
      return (await access())[module][role];
    },
    forget: () => cache.forgetAll(),
  };
}
