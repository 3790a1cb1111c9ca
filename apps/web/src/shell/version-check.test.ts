import { describe, expect, it, vi } from 'vitest';
import { RELOADED_FOR_VERSION_KEY } from '../shared/storage-keys';
import { RUNNING_VERSION, createVersionCheck, isNewerVersion } from './version-check';

describe('isNewerVersion', () => {
  it.each([
    ['2.24.4', '2.24.3', true],
    ['2.25.0', '2.24.3', true],
    ['10.0.0', '9.9.9', true],
    ['2.24.3', '2.24.3', false],
    ['2.24.2', '2.24.3', false],
    ['1.99.99', '2.0.0', false],
    ['v3.0.0', '2.0.0', true],
    ['3.0.0-beta.1', '2.0.0', true],
    ['latest', '2.0.0', false],
    ['', '2.0.0', false],
  ])('%s after %s: %s', (candidate, running, newer) => {
    expect(isNewerVersion(candidate, running)).toBe(newer);
  });

  it('knows the running version from the build', () => {
    expect(RUNNING_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});

function setUp(options: { version?: string | Error; unsaved?: boolean; stored?: string } = {}) {
  const storage = new Map<string, string>(
    options.stored ? [[RELOADED_FOR_VERSION_KEY, options.stored]] : [],
  );
  const cacheNames = ['workbox-precache', 'images'];
  const cacheStorage = {
    keys: vi.fn(async () => [...cacheNames]),
    delete: vi.fn(async (name: string) => {
      cacheNames.splice(cacheNames.indexOf(name), 1);
      return true;
    }),
  };
  const queryClient = { clear: vi.fn() };
  const reload = vi.fn();
  const version = options.version ?? '2.0.0';
  let unsaved = options.unsaved ?? false;
  const check = createVersionCheck({
    api: {
      meta: {
        get: vi.fn(async () => {
          if (version instanceof Error) throw version;
          return { version };
        }),
      },
    },
    data: { current: () => queryClient as never },
    browser: { reload },
    running: '1.4.2',
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    cacheStorage,
    unsavedChanges: () => unsaved,
  });
  return {
    check,
    cacheNames,
    queryClient,
    reload,
    storage,
    saveForm: () => {
      unsaved = false;
    },
  };
}

describe('createVersionCheck', () => {
  it('a newer version: clears Cache Storage and the query cache, then reloads', async () => {
    const { check, cacheNames, queryClient, reload, storage } = setUp();
    await expect(check.check()).resolves.toEqual({ kind: 'updating', version: '2.0.0' });
    expect(cacheNames).toEqual([]);
    expect(queryClient.clear).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.get(RELOADED_FOR_VERSION_KEY)).toBe('2.0.0');
  });

  it('the same or an older version, or a failed read: nothing happens', async () => {
    for (const version of ['1.4.2', '1.0.0', new Error('offline')]) {
      const { check, reload, cacheNames } = setUp({ version });
      await expect(check.check()).resolves.toEqual({ kind: 'current' });
      expect(reload).not.toHaveBeenCalled();
      expect(cacheNames).toHaveLength(2);
    }
  });

  it('with unsaved changes: offers the reload, and reloads only when asked', async () => {
    const { check, reload, saveForm } = setUp({ unsaved: true });
    const listener = vi.fn();
    check.subscribe(listener);
    await expect(check.check()).resolves.toEqual({ kind: 'available', version: '2.0.0' });
    expect(listener).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    saveForm();
    await check.reloadNow();
    expect(check.state()).toEqual({ kind: 'updating', version: '2.0.0' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once per version: a server still announcing it after the reload causes no loop', async () => {
    const { check, reload } = setUp({ stored: '2.0.0' });
    await expect(check.check()).resolves.toEqual({ kind: 'current' });
    expect(reload).not.toHaveBeenCalled();
  });
});
