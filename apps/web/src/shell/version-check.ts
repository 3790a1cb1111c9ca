import type { AppApi } from '../app/api';
import type { DataLayer } from '../app/data';
import type { BrowserActions } from '../shared/browser';
import { RELOADED_FOR_VERSION_KEY } from '../shared/storage-keys';
import { hasUnsavedChanges } from '../shared/unsaved-changes';

/** The version of this build (apps/web/package.json, written in by Vite's `define`). */
export const RUNNING_VERSION: string = __CARE_APP_VERSION__;

/** After start-up, meta.json is read again this often, and whenever the tab is shown again. */
export const VERSION_CHECK_INTERVAL_MS = 10 * 60_000;

function parse(version: string): number[] | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? match.slice(1, 4).map(Number) : null;
}

/**
 * True when `candidate` is a later release than `running` (major.minor.patch, numerically; a
 * version that is not of that form is never newer, so a malformed meta.json reloads nothing).
 */
export function isNewerVersion(candidate: string, running: string): boolean {
  const next = parse(candidate);
  const now = parse(running);
  if (!next || !now) return false;
  for (let index = 0; index < 3; index += 1) {
    const difference = (next[index] ?? 0) - (now[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/** Where the app stands against the deployed version. */
export type UpdateState =
  | { kind: 'current' }
  /** Newer, but a form has unsaved changes: the reload is offered, not done. */
  | { kind: 'available'; version: string }
  /** Caches are being cleared; the page reloads. */
  | { kind: 'updating'; version: string };

/**
 * The start-up version check (docs/behaviour/shell-and-session.md#start-up) and its later repeats.
 */
export interface VersionCheck {
  /** Reads meta.json and acts on it; a failed read changes nothing. */
  check(): Promise<UpdateState>;
  /** Clears the caches and reloads now (the offered reload). */
  reloadNow(): Promise<void>;
  state(): UpdateState;
  subscribe(listener: () => void): () => void;
}

/** What the check works with; the defaults are the page's. */
export interface VersionCheckDeps {
  api: Pick<AppApi, 'meta'>;
  /** Its query cache is emptied before the reload (the session token is not touched). */
  data: Pick<DataLayer, 'current'>;
  browser: Pick<BrowserActions, 'reload'>;
  running?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  cacheStorage?: Pick<CacheStorage, 'keys' | 'delete'>;
  unsavedChanges?: () => boolean;
}

/**
 * When meta.json names a newer version than the running one, Cache Storage and the query cache
 * are cleared and the page reloads, unless a form has unsaved changes: then the reload is
 * offered (`available`) and the user chooses when (docs/behaviour/shell-and-session.md#start-up).
 */
export function createVersionCheck(deps: VersionCheckDeps): VersionCheck {
  const running = deps.running ?? RUNNING_VERSION;
  const storage = deps.storage ?? globalThis.sessionStorage;
  const unsaved = deps.unsavedChanges ?? hasUnsavedChanges;
  let state: UpdateState = { kind: 'current' };
  const listeners = new Set<() => void>();
  const set = (next: UpdateState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const update = async (version: string) => {
    set({ kind: 'updating', version });
    try {
      storage.setItem(RELOADED_FOR_VERSION_KEY, version);
    } catch {
      // Storage blocked: the reload happens all the same.
    }
    try {
      const cacheStorage = deps.cacheStorage ?? (globalThis.caches as CacheStorage | undefined);
      if (cacheStorage) {
        const names = await cacheStorage.keys();
        await Promise.all(names.map((name) => cacheStorage.delete(name)));
      }
    } catch {
      // A cache that cannot be cleared must not keep the old version running.
    }
    deps.data.current()?.clear();
    deps.browser.reload();
  };

  const alreadyReloadedFor = (version: string) => {
    try {
      return storage.getItem(RELOADED_FOR_VERSION_KEY) === version;
    } catch {
      return false;
    }
  };

  return {
    async check() {
      if (state.kind === 'updating') return state;
      let version: string;
      try {
        ({ version } = await deps.api.meta.get());
      } catch {
        return state;
      }
      if (!isNewerVersion(version, running) || alreadyReloadedFor(version)) return state;
      if (unsaved()) set({ kind: 'available', version });
      else await update(version);
      return state;
    },
    async reloadNow() {
      if (state.kind === 'available') await update(state.version);
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const checks = new WeakMap<VersionCheckDeps['api'], VersionCheck>();

/**
 * The version check of this app (one per API client, i.e. per page load): created by the
 * logged-in area's loader, which has the browser actions, and found again by the shell.
 */
export function versionCheckFor(deps: VersionCheckDeps): VersionCheck {
  let check = checks.get(deps.api);
  if (!check) checks.set(deps.api, (check = createVersionCheck(deps)));
  return check;
}

/**
 * At start-up (the logged-in area's loader): reads meta.json beside the user's data, with the
 * start-up overlay shown. When the page is reloading for a new version it never settles, so the
 * overlay stays until the page goes.
 */
export async function checkVersionAtStartUp(deps: VersionCheckDeps): Promise<void> {
  const state = await versionCheckFor(deps).check();
  if (state.kind === 'updating') await new Promise<never>(() => undefined);
}

/** The version check the loader created for `api`, if any. */
export function existingVersionCheck(api: VersionCheckDeps['api']): VersionCheck | undefined {
  return checks.get(api);
}
