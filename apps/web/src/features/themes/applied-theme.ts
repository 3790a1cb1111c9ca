import {
  BUILT_IN_THEMES,
  DEFAULT_THEME,
  isBuiltInThemeId,
  type CareTheme,
  type ThemeStorage,
} from '@care/theming';
import { useSyncExternalStore } from 'react';
// The offered fonts' faces: declared on every page, downloaded only where a theme draws with them.
import './fonts.css';

/**
 * The theme store's storage keys (`THEME_STORAGE_KEYS` of @care/theming, checked equal by the
 * test): importing them would bring the store's module, and with it zod, into the first load.
 */
export const APPLIED_THEME_KEYS = {
  customThemes: 'customStyles',
  appliedTheme: 'care.theme',
} as const;
const THEME_STORAGE_KEYS = APPLIED_THEME_KEYS;

/**
 * The theme the app is drawn in, from the first paint. This module is in every page's first load
 * (the login page's too), so it reads the storage without the theme store, whose validation
 * brings zod: a built-in theme by its id, a custom one as stored. The stored values are not
 * checked here; the Chakra system factory checks every value against the theme grammar and
 * replaces whatever is outside it, so an edited storage can change colours but never inject CSS.
 * Once the Settings page has loaded the store (`theme-store.ts`), the store's applied theme
 * replaces this one and every change is drawn at once.
 */
export function readAppliedTheme(
  storage: ThemeStorage | undefined = localStorageOrNone(),
): CareTheme {
  try {
    const id = storage?.getItem(THEME_STORAGE_KEYS.appliedTheme) ?? null;
    if (id === null) return DEFAULT_THEME;
    if (isBuiltInThemeId(id)) return BUILT_IN_THEMES[id];
    const list: unknown = JSON.parse(storage?.getItem(THEME_STORAGE_KEYS.customThemes) ?? 'null');
    const themes = (list as { themes?: unknown } | null)?.themes;
    const entry: unknown = Array.isArray(themes)
      ? themes.find((theme: unknown) => (theme as { id?: unknown } | null)?.id === id)
      : undefined;
    if (typeof entry !== 'object' || entry === null) return DEFAULT_THEME;
    // Unchecked, and only ever drawn (see above).
    return { ...(entry as CareTheme), id };
  } catch {
    return DEFAULT_THEME;
  }
}

function localStorageOrNone(): ThemeStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked: a SecurityError
  }
}

type Listener = () => void;

/** The applied theme as an external store (`useSyncExternalStore`), with a setter for the theme store. */
export interface AppliedThemeSource {
  get(): CareTheme;
  set(theme: CareTheme): void;
  subscribe(listener: Listener): () => void;
  /**
   * What to do when another tab changes the stored themes: by default read them again as at
   * start-up; the theme store, once loaded, refreshes itself instead (and sets the result).
   */
  onStorageChange(handler: (() => void) | undefined): void;
}

/** An applied-theme source reading `storage` (tests give their own). */
export function createAppliedThemeSource(
  read: () => CareTheme = () => readAppliedTheme(),
): AppliedThemeSource {
  let current = read();
  const listeners = new Set<Listener>();
  let storageHandler: (() => void) | undefined;
  const source: AppliedThemeSource = {
    get: () => current,
    set(theme) {
      if (theme === current) return;
      current = theme;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onStorageChange(handler) {
      storageHandler = handler;
    },
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      const keys: (string | null)[] = [
        null, // localStorage.clear()
        THEME_STORAGE_KEYS.appliedTheme,
        THEME_STORAGE_KEYS.customThemes,
      ];
      if (!keys.includes(event.key)) return;
      if (storageHandler) storageHandler();
      else source.set(read());
    });
  }
  return source;
}

let pageSource: AppliedThemeSource | undefined;

/** The page's applied-theme source (one per document). */
export function appliedThemeSource(): AppliedThemeSource {
  pageSource ??= createAppliedThemeSource();
  return pageSource;
}

/** The theme the app is drawn in; re-renders when it is applied, restored or changed in another tab. */
export function useAppliedTheme(source: AppliedThemeSource = appliedThemeSource()): CareTheme {
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
