import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { CareThemeDefinition } from '../model/index';
import { DARK_THEME, DEFAULT_THEME, MAINFRAME_THEME } from '../themes/index';
import { exportTheme } from '../transfer/index';
import {
  createMemoryStorage,
  createThemeStore,
  isThemeError,
  THEME_STORAGE_KEYS,
  type ThemeErrorCode,
  type ThemeStorage,
} from './index';

const { customThemes: CUSTOM_KEY, appliedTheme: APPLIED_KEY } = THEME_STORAGE_KEYS;

/** A store on a fresh in-memory storage, with predictable ids. */
function setUp(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  let next = 0;
  const createId = () => `custom-${(next += 1)}`;
  const store = createThemeStore({ storage, createId });
  return { storage, store, createId };
}

const warm: Omit<CareThemeDefinition, 'name'> = {
  ...DEFAULT_THEME,
  colors: { ...DEFAULT_THEME.colors, primary: '#bf360c' },
};

function expectThemeError(action: () => unknown, code: ThemeErrorCode) {
  let caught: unknown;
  try {
    action();
  } catch (error) {
    caught = error;
  }
  expect(isThemeError(caught, code), `expected ThemeError ${code}, got ${String(caught)}`).toBe(
    true,
  );
}

describe('createThemeStore', () => {
  it('starts with the built-in themes and the default applied', () => {
    const { store } = setUp();
    const state = store.getState();
    expect(state.themes.map((theme) => theme.id)).toEqual(['default', 'dark', 'mainframe']);
    expect(state.custom).toEqual([]);
    expect(state.applied).toBe(DEFAULT_THEME);
    expect(state.picked).toBe(DEFAULT_THEME);
    expect(state.issues).toEqual([]);
  });

  it('applies a theme live: stored under its key, subscribers told, same state object until then', () => {
    const { store, storage } = setUp();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    expect(store.getState()).toBe(before);
    store.pick('dark');
    expect(store.getState().picked).toBe(DARK_THEME);
    expect(store.getState().applied).toBe(DEFAULT_THEME);
    expect(storage.getItem(APPLIED_KEY)).toBeNull();
    store.apply();
    expect(store.getState().applied).toBe(DARK_THEME);
    expect(storage.getItem(APPLIED_KEY)).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(2);
    // A new store on the same storage (a reload) starts in the applied theme.
    expect(createThemeStore({ storage }).getState().applied).toBe(DARK_THEME);
  });

  it('applies mainframe, a built-in theme, which survives a reload and cannot be deleted', () => {
    const { store, storage } = setUp();
    store.apply('mainframe');
    expect(storage.getItem(APPLIED_KEY)).toBe('mainframe');
    expect(createThemeStore({ storage }).getState().applied).toBe(MAINFRAME_THEME);
    expectThemeError(() => store.delete('mainframe'), 'builtInReadOnly');
  });

  it('stops telling a listener once it unsubscribes, and survives a throwing one', async () => {
    const { store } = setUp();
    const failing = vi.fn(() => {
      throw new Error('listener bug');
    });
    const listener = vi.fn();
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      const stopFailing = store.subscribe(failing);
      const stop = store.subscribe(listener);
      store.apply('dark');
      expect(listener).toHaveBeenCalledTimes(1);
      expect(store.getState().applied).toBe(DARK_THEME);
      stop();
      stopFailing();
      store.apply('default');
      expect(listener).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(errors).toHaveLength(1);
    } finally {
      process.off('uncaughtException', onError);
    }
  });

  it('saves a theme as new, trimmed, picked, kept across reloads', () => {
    const { store, storage } = setUp();
    const saved = store.saveAsNew('  Warm evening  ', warm);
    expect(saved.id).toBe('custom-1');
    expect(saved.name).toBe('Warm evening');
    expect(saved.colors.primary).toBe('#bf360c');
    expect(store.getState().custom).toEqual([saved]);
    expect(store.getState().picked).toBe(saved);
    expect(store.getState().applied).toBe(DEFAULT_THEME);
    const stored = JSON.parse(storage.getItem(CUSTOM_KEY) ?? 'null');
    expect(stored.format).toBe('care-theme-list');
    expect(stored.themes[0].id).toBe('custom-1');
    store.apply(saved.id);
    const reloaded = createThemeStore({ storage }).getState();
    expect(reloaded.custom).toEqual([saved]);
    expect(reloaded.applied).toEqual(saved);
  });

  it.each([
    ['', 'nameRequired'],
    ['    ', 'nameRequired'],
    ['x'.repeat(41), 'nameTooLong'],
    ['Tab\there', 'nameInvalid'],
    ['Default', 'nameTaken'],
    ['DARK', 'nameTaken'],
    ['mainframe', 'nameTaken'],
    ['warm EVENING', 'nameTaken'],
  ] as const)('refuses the name %o with %s, saving nothing', (name, code) => {
    const { store, storage } = setUp();
    store.saveAsNew('Warm evening', warm);
    const before = storage.getItem(CUSTOM_KEY);
    expectThemeError(() => store.saveAsNew(name, warm), code);
    expect(store.getState().custom).toHaveLength(1);
    expect(storage.getItem(CUSTOM_KEY)).toBe(before);
  });

  it('accepts a name of exactly 40 characters', () => {
    const { store } = setUp();
    expect(store.saveAsNew('x'.repeat(40), warm).name).toHaveLength(40);
  });

  it('refuses a definition with a value outside the grammar (invalidTheme)', () => {
    const { store } = setUp();
    const hostile = { ...warm, text: { ...warm.text, body: 'red;}body{display:none' } };
    let caught: unknown;
    try {
      store.saveAsNew('Hostile', hostile);
    } catch (error) {
      caught = error;
    }
    expect(isThemeError(caught, 'invalidTheme')).toBe(true);
    expect(isThemeError(caught) && caught.issues.map((issue) => issue.path)).toEqual(['text.body']);
    expect(store.getState().custom).toEqual([]);
  });

  it('deletes a custom theme; the default is applied when it was the applied one', () => {
    const { store, storage } = setUp();
    const saved = store.saveAsNew('Warm evening', warm);
    store.apply(saved.id);
    store.delete(saved.id);
    expect(store.getState().custom).toEqual([]);
    expect(store.getState().applied).toBe(DEFAULT_THEME);
    expect(store.getState().picked).toBe(DEFAULT_THEME);
    expect(storage.getItem(CUSTOM_KEY)).toBeNull();
    expect(storage.getItem(APPLIED_KEY)).toBeNull();
  });

  it('keeps the applied theme when another one is deleted', () => {
    const { store } = setUp();
    const first = store.saveAsNew('First', warm);
    const second = store.saveAsNew('Second', warm);
    store.apply(first.id);
    store.delete(second.id);
    expect(store.getState().applied).toEqual(first);
  });

  it('never deletes a built-in theme, nor one that does not exist', () => {
    const { store } = setUp();
    expectThemeError(() => store.delete('default'), 'builtInReadOnly');
    expectThemeError(() => store.delete('dark'), 'builtInReadOnly');
    expectThemeError(() => store.delete('custom-404'), 'notFound');
    expectThemeError(() => store.apply('custom-404'), 'notFound');
    expectThemeError(() => store.pick('toString'), 'notFound');
  });

  it('restores the defaults: every stored key removed, the default applied', () => {
    const { store, storage } = setUp();
    const saved = store.saveAsNew('Warm evening', warm);
    store.apply(saved.id);
    const listener = vi.fn();
    store.subscribe(listener);
    store.restoreDefaults();
    expect(storage.getItem(CUSTOM_KEY)).toBeNull();
    expect(storage.getItem(APPLIED_KEY)).toBeNull();
    expect(store.getState().custom).toEqual([]);
    expect(store.getState().applied).toBe(DEFAULT_THEME);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('imports files in one write, as copies when names are taken', () => {
    const { store, storage } = setUp();
    store.saveAsNew('Warm evening', warm);
    const text = exportTheme({ ...warm, name: 'Warm evening' });
    const results = store.importFiles([
      { name: 'a.json', text },
      { name: 'b.json', text: '{' },
      { name: 'c.json', text: exportTheme({ ...warm, name: 'Cool' }) },
    ]);
    expect(results.map((result) => (result.ok ? result.theme.name : result.reason))).toEqual([
      'Warm evening (2)',
      'invalidJson',
      'Cool',
    ]);
    expect(results.map((result) => result.ok && result.theme.id)).toEqual([
      'custom-2',
      false,
      'custom-3',
    ]);
    expect(store.getState().custom.map((theme) => theme.name)).toEqual([
      'Warm evening',
      'Warm evening (2)',
      'Cool',
    ]);
    expect(JSON.parse(storage.getItem(CUSTOM_KEY) ?? '{}').themes).toHaveLength(3);
  });

  it('imports nothing when more than 3 files are given', () => {
    const { store } = setUp();
    const file = { name: 'a.json', text: exportTheme({ ...warm, name: 'A' }) };
    const results = store.importFiles([file, file, file, file]);
    expect(results.every((result) => !result.ok && result.reason === 'tooManyFiles')).toBe(true);
    expect(store.getState().custom).toEqual([]);
  });

  describe('when the storage fails', () => {
    /** A storage that refuses writes once `full` is set, like a full quota. */
    function quota(): ThemeStorage & { full: boolean } {
      const inner = createMemoryStorage();
      return {
        full: false,
        getItem: (key) => inner.getItem(key),
        setItem(key, value) {
          if (this.full) throw new DOMException('full', 'QuotaExceededError');
          inner.setItem(key, value);
        },
        removeItem: (key) => inner.removeItem(key),
      };
    }

    it('refuses to save (storageFailed) and changes nothing', () => {
      const storage = quota();
      const store = createThemeStore({ storage });
      storage.full = true;
      expectThemeError(() => store.saveAsNew('Warm', warm), 'storageFailed');
      expect(store.getState().custom).toEqual([]);
      const results = () =>
        store.importFiles([{ name: 'a.json', text: exportTheme({ ...warm, name: 'A' }) }]);
      expectThemeError(results, 'storageFailed');
      expect(store.getState().custom).toEqual([]);
    });

    it('still applies live, and says it will not survive a reload', () => {
      const storage = quota();
      const store = createThemeStore({ storage });
      storage.full = true;
      store.apply('dark');
      expect(store.getState().applied).toBe(DARK_THEME);
      expect(store.getState().issues.map((issue) => issue.reason)).toEqual(['writeFailed']);
      storage.full = false;
      store.apply('dark');
      expect(store.getState().issues).toEqual([]);
    });

    it('works in memory when storage cannot be used at all', () => {
      const blocked: ThemeStorage = {
        getItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
        setItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
        removeItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      };
      const store = createThemeStore({ storage: blocked });
      expect(store.getState().applied).toBe(DEFAULT_THEME);
      expect(store.getState().issues.map((issue) => issue.reason)).toContain('unavailable');
      store.apply('dark');
      expect(store.getState().applied).toBe(DARK_THEME);
    });
  });

  describe('with corrupt storage', () => {
    const valid = (id: string, name: string) => ({
      id,
      ...JSON.parse(exportTheme({ ...warm, name })),
    });
    const list = (themes: unknown[]) =>
      JSON.stringify({ format: 'care-theme-list', version: 1, themes });

    it.each([
      ['not JSON', '{"themes": [', 'invalidJson'],
      ['JSON of another shape', '{"primary":"#fff"}', 'notAThemeList'],
      ['null', 'null', 'notAThemeList'],
      [
        'a newer list version',
        '{"format":"care-theme-list","version":2,"themes":[]}',
        'notAThemeList',
      ],
    ])('ignores and reports %s', (_label, text, reason) => {
      const { store } = setUp({ [CUSTOM_KEY]: text });
      expect(store.getState().custom).toEqual([]);
      expect(store.getState().issues.map((issue) => issue.reason)).toEqual([reason]);
    });

    it('keeps the valid themes of a partly broken list and reports each dropped one', () => {
      const { store } = setUp({
        [CUSTOM_KEY]: list([
          valid('custom-a', 'Kept'),
          { ...valid('custom-b', 'Broken'), colors: { primary: 'url(x)' } },
          valid('default', 'Bad id'),
          valid('custom-a', 'Repeated id'),
          valid('custom-c', 'kept'),
          42,
        ]),
      });
      expect(store.getState().custom.map((theme) => [theme.id, theme.name])).toEqual([
        ['custom-a', 'Kept'],
        ['custom-c', 'kept (2)'],
      ]);
      expect(store.getState().issues.map((issue) => issue.reason)).toEqual([
        'themeDropped',
        'themeDropped',
        'themeDropped',
        'themeDropped',
      ]);
    });

    it('falls back to the default theme when the applied id names no theme', () => {
      const { store } = setUp({ [APPLIED_KEY]: 'custom-gone' });
      expect(store.getState().applied).toBe(DEFAULT_THEME);
      expect(store.getState().issues.map((issue) => issue.reason)).toEqual(['unknownTheme']);
    });

    it('overwrites a corrupt list only when the user saves, and reads prototype keys as nothing', () => {
      const { store, storage } = setUp({
        [CUSTOM_KEY]: `{"__proto__": {"polluted": 1}, "format": "care-theme-list", "version": 1, "themes": [${JSON.stringify(valid('custom-a', 'A')).replace('{', '{"__proto__": {"polluted": 2},')}]}`,
      });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(store.getState().custom.map((theme) => theme.name)).toEqual(['A']);
      expect(Object.hasOwn(store.getState().custom[0] ?? {}, '__proto__')).toBe(false);
      storage.setItem(CUSTOM_KEY, 'garbage');
      store.refresh();
      expect(store.getState().custom).toEqual([]);
      expect(storage.getItem(CUSTOM_KEY)).toBe('garbage');
      store.saveAsNew('Fresh', warm);
      expect(JSON.parse(storage.getItem(CUSTOM_KEY) ?? '{}').themes).toHaveLength(1);
    });

    it('never throws on anything at all in storage (fuzz, 1,000 runs)', () => {
      const stored = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.jsonValue({ maxDepth: 3, depthSize: 'small' }).map((value) => JSON.stringify(value)),
        fc
          .array(
            fc.oneof(
              fc.jsonValue({ maxDepth: 3, depthSize: 'small' }),
              fc.constant(valid('custom-x', 'X')),
            ),
            { maxLength: 4 },
          )
          .map(list),
      );
      fc.assert(
        fc.property(stored, fc.option(fc.string()), (custom, applied) => {
          const initial: Record<string, string> = { [CUSTOM_KEY]: custom };
          if (applied !== null) initial[APPLIED_KEY] = applied;
          const store = createThemeStore({ storage: createMemoryStorage(initial) });
          const { themes, applied: current } = store.getState();
          expect(themes).toContain(current);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: 1_000 },
      );
      // A generous limit: the machines this runs on are shared; a slow run is not a failure.
    }, 60_000);
  });

  it('picks up changes made by another tab on refresh', () => {
    const { store, storage } = setUp();
    const other = createThemeStore({ storage, createId: () => 'custom-other' });
    const saved = other.saveAsNew('From the other tab', warm);
    other.apply(saved.id);
    const listener = vi.fn();
    store.subscribe(listener);
    store.refresh();
    expect(store.getState().applied).toEqual(saved);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('uses localStorage by default, and memory (reported) where there is none', () => {
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    try {
      const storage = createMemoryStorage();
      Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
      createThemeStore().apply('dark');
      expect(storage.getItem(APPLIED_KEY)).toBe('dark');
      Object.defineProperty(globalThis, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
        configurable: true,
      });
      const store = createThemeStore();
      expect(store.getState().issues.map((issue) => issue.reason)).toEqual(['unavailable']);
      store.apply('dark');
      expect(store.getState().applied).toBe(DARK_THEME);
    } finally {
      if (previous) Object.defineProperty(globalThis, 'localStorage', previous);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
