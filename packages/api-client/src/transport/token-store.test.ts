import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOKEN_KEY,
  memoryTokenStore,
  sessionStorageTokenStore,
  type TokenStorage,
} from './token-store';

function fakeStorage(): TokenStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('memoryTokenStore', () => {
  it('keeps, replaces and forgets a token', () => {
    const store = memoryTokenStore('a');
    expect(store.get()).toBe('a');
    store.set('b');
    expect(store.get()).toBe('b');
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('sessionStorageTokenStore', () => {
  it('keeps the token under care.sessionToken by default', () => {
    const storage = fakeStorage();
    const store = sessionStorageTokenStore(undefined, storage);

    store.set('t1');
    expect(storage.items.get(DEFAULT_TOKEN_KEY)).toBe('t1');
    expect(DEFAULT_TOKEN_KEY).toBe('care.sessionToken');
    expect(store.get()).toBe('t1');

    store.clear();
    expect(storage.items.has(DEFAULT_TOKEN_KEY)).toBe(false);
    expect(store.get()).toBeNull();
  });

  it('sees a token stored or removed by someone else (e.g. sessionStorage.clear())', () => {
    const storage = fakeStorage();
    const store = sessionStorageTokenStore('k', storage);
    store.set('mine');

    storage.items.clear();
    expect(store.get()).toBeNull();

    storage.items.set('k', 'from a link');
    expect(store.get()).toBe('from a link');
  });

  it('falls back to memory when storage refuses to write', () => {
    const storage: TokenStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = sessionStorageTokenStore('k', storage);

    store.set('t');
    expect(store.get()).toBe('t');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('works in memory where there is no sessionStorage (this Node test run)', () => {
    const store = sessionStorageTokenStore();
    store.set('t');
    expect(store.get()).toBe('t');
  });
});
