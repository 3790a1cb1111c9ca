import { createThemeStore, type ThemeStore, type ThemeStoreOptions } from '@care/theming';
import { appliedThemeSource, type AppliedThemeSource } from './applied-theme';

/**
 * Connects a theme store to the applied-theme source the app's ChakraProvider draws from: every
 * apply, delete or restore is drawn at once (no reload), and another tab's changes are read by
 * the store. Returns the disconnect function.
 */
export function connectThemeStore(store: ThemeStore, source: AppliedThemeSource): () => void {
  const sync = () => source.set(store.getState().applied);
  const unsubscribe = store.subscribe(sync);
  source.onStorageChange(() => store.refresh());
  sync();
  return () => {
    unsubscribe();
    source.onStorageChange(undefined);
  };
}

let pageStore: ThemeStore | undefined;

/** The page's theme store (local storage), connected to the applied theme; created on first use. */
export function pageThemeStore(options?: ThemeStoreOptions): ThemeStore {
  if (!pageStore) {
    pageStore = createThemeStore(options);
    connectThemeStore(pageStore, appliedThemeSource());
  }
  return pageStore;
}
