import {
  createMemoryStorage,
  createThemeStore,
  DEFAULT_THEME,
  MAINFRAME_THEME,
  THEME_STORAGE_KEYS,
} from '@care/theming';
import { describe, expect, it, vi } from 'vitest';
import { APPLIED_THEME_KEYS, createAppliedThemeSource, readAppliedTheme } from './applied-theme';
import { connectThemeStore } from './theme-store';

describe('the applied theme at start-up (no theme store, no zod)', () => {
  it("reads the theme store's keys", () => {
    expect(APPLIED_THEME_KEYS).toEqual(THEME_STORAGE_KEYS);
  });

  it('is the default without storage, a built-in theme by id, a custom one as stored', () => {
    expect(readAppliedTheme(createMemoryStorage())).toBe(DEFAULT_THEME);
    const storage = createMemoryStorage({ [THEME_STORAGE_KEYS.appliedTheme]: 'mainframe' });
    expect(readAppliedTheme(storage)).toBe(MAINFRAME_THEME);
    const store = createThemeStore({ storage });
    const mine = store.saveAsNew('Night shift', MAINFRAME_THEME);
    store.apply(mine.id);
    expect(readAppliedTheme(storage)).toMatchObject({ id: mine.id, name: 'Night shift' });
  });

  it('falls back to the default on corrupt or unknown data', () => {
    for (const custom of ['{not json', '{"themes": 3}', 'null']) {
      const storage = createMemoryStorage({
        [THEME_STORAGE_KEYS.appliedTheme]: 'custom-1',
        [THEME_STORAGE_KEYS.customThemes]: custom,
      });
      expect(readAppliedTheme(storage)).toBe(DEFAULT_THEME);
    }
  });

  it('follows the connected theme store: apply and restore are drawn at once', () => {
    const storage = createMemoryStorage();
    const source = createAppliedThemeSource(() => readAppliedTheme(storage));
    const listener = vi.fn();
    source.subscribe(listener);
    const store = createThemeStore({ storage });
    connectThemeStore(store, source);
    store.apply('mainframe');
    expect(source.get()).toBe(MAINFRAME_THEME);
    store.restoreDefaults();
    expect(source.get()).toBe(DEFAULT_THEME);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
