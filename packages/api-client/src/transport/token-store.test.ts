import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOKEN_KEY,
  memoryTokenStore,
  sessionStorageTokenStore,
  shareRotations,
  type RotationChannel,
  type TokenStorage,
  type TokenStore,
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

describe('shareRotations', () => {
  /** Two tabs of one browser: each with its own storage, one channel name. */
  function twoTabs(token: string | null, copy: string | null) {
    // Node's BroadcastChannel, typed by @types/node rather than the DOM's: the same members.
    const channels = [0, 1].map(() => new BroadcastChannel('care.test.session'));
    const asChannel = (channel: BroadcastChannel) => channel as unknown as RotationChannel;
    const [first, second] = channels.map((channel, index) =>
      shareRotations(memoryTokenStore(index === 0 ? token : copy), asChannel(channel)),
    ) as [TokenStore, TokenStore];
    const delivered = () =>
      new Promise<void>((resolve) => {
        // A message posted before this one has been delivered by the time this one is.
        const probe = new BroadcastChannel('care.test.session');
        const listener = new BroadcastChannel('care.test.session');
        listener.onmessage = () => {
          probe.close();
          listener.close();
          resolve();
        };
        probe.postMessage('probe');
      });
    const close = () => channels.forEach((channel) => channel.close());
    return { first, second, delivered, close };
  }

  it('a duplicated tab follows the rotation of the token it shares', async () => {
    const tabs = twoTabs('token-0', 'token-0');
    tabs.first.rotate?.('token-0', 'token-1');
    await tabs.delivered();
    expect(tabs.first.get()).toBe('token-1');
    expect(tabs.second.get()).toBe('token-1');
    tabs.close();
  });

  it('a tab of another session keeps its own token', async () => {
    const tabs = twoTabs('token-0', 'other-session');
    tabs.first.rotate?.('token-0', 'token-1');
    await tabs.delivered();
    expect(tabs.second.get()).toBe('other-session');
    tabs.close();
  });

  it('a plain set (a sign-in) is not announced', async () => {
    const tabs = twoTabs('token-0', 'token-0');
    tabs.first.set('new-sign-in');
    await tabs.delivered();
    expect(tabs.second.get()).toBe('token-0');
    tabs.close();
  });
});
