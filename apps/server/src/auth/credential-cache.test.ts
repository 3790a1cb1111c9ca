import { describe, expect, it } from 'vitest';
import { createCredentialCache } from './credential-cache';

interface Holder {
  id: number;
  owner: number;
}

const cacheOf = (options: { maxEntries?: number; enabled?: boolean } = {}) =>
  createCredentialCache<Holder>({
    lifetimeMs: 1_000,
    maxEntries: options.maxEntries ?? 10,
    idOf: (holder) => holder.id,
    enabled: options.enabled ?? true,
  });

describe('a credential cache', () => {
  it('answers a holder by any of its hashes, within the lifetime only', () => {
    const cache = cacheOf();
    cache.put(['now', 'before'], { id: 1, owner: 7 }, 0, cache.stamp());
    expect(cache.get('now', 999)).toEqual({ id: 1, owner: 7 });
    expect(cache.get('before', 999)).toEqual({ id: 1, owner: 7 });
    expect(cache.get('now', 1_000)).toBeUndefined();
    expect(cache.get('before', 10)).toBeUndefined();
  });

  it('replaces what it knew of a holder: an old hash no longer answers', () => {
    const cache = cacheOf();
    cache.put(['first'], { id: 1, owner: 7 }, 0, cache.stamp());
    cache.put(['second'], { id: 1, owner: 7 }, 0, cache.stamp());
    expect(cache.get('first', 1)).toBeUndefined();
    expect(cache.get('second', 1)).toEqual({ id: 1, owner: 7 });
  });

  it('forgets the holders a revocation matches, and no read that raced it is remembered', () => {
    const cache = cacheOf();
    cache.put(['a'], { id: 1, owner: 7 }, 0, cache.stamp());
    cache.put(['b'], { id: 2, owner: 8 }, 0, cache.stamp());
    const before = cache.stamp();
    cache.forgetWhere((holder) => holder.owner === 7);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toEqual({ id: 2, owner: 8 });
    cache.put(['a'], { id: 1, owner: 7 }, 1, before);
    expect(cache.get('a', 2)).toBeUndefined();
    cache.forgetAll();
    expect(cache.get('b', 2)).toBeUndefined();
  });

  it('keeps at most its number of holders, dropping the oldest', () => {
    const cache = cacheOf({ maxEntries: 2 });
    for (const id of [1, 2, 3]) cache.put([`h${id}`], { id, owner: id }, 0, cache.stamp());
    expect([1, 2, 3].map((id) => cache.get(`h${id}`, 1)?.id)).toEqual([undefined, 2, 3]);
  });

  it('remembers nothing when disabled', () => {
    const cache = cacheOf({ enabled: false });
    cache.put(['a'], { id: 1, owner: 7 }, 0, cache.stamp());
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
