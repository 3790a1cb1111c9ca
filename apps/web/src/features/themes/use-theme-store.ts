import type { ThemeStore, ThemeStoreState } from '@care/theming';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { pageThemeStore } from './theme-store';

/** The theme store the Settings page works on; the page's own by default (tests give one). */
export const ThemeStoreContext = createContext<ThemeStore | null>(null);

/** The theme store and its current state. */
export function useThemeStore(): { store: ThemeStore; state: ThemeStoreState } {
  const store = useContext(ThemeStoreContext) ?? pageThemeStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { store, state };
}
