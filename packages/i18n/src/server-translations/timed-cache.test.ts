import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TRANSLATION_CACHE_TTL_MS,
  createTimedCache,
  isStringArray,
  isTermMap,
} from './timed-cache';

beforeEach(() => {
  // Only the clock is faked: promises and the storage behave as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T09:00:00Z') });
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the one-hour cache', () => {
  it('lasts exactly one hour', () => {
    const cache = createTimedCache(sessionStorage, TRANSLATION_CACHE_TTL_MS);
    cache.write('key', ['it', 'en']);
    expect(cache.read('key', isStringArray)).toEqual(['it', 'en']);
    vi.advanceTimersByTime(TRANSLATION_CACHE_TTL_MS - 1);
    expect(cache.read('key', isStringArray)).toEqual(['it', 'en']);
    vi.advanceTimersByTime(1);
    expect(cache.read('key', isStringArray)).toBeUndefined();
  });

  it('stores the value with its timestamp', () => {
    createTimedCache(sessionStorage, TRANSLATION_CACHE_TTL_MS).write('key', { a: 'b' });
    expect(JSON.parse(sessionStorage.getItem('key') ?? '')).toEqual({
      savedAt: Date.parse('2026-11-21T09:00:00Z'),
      value: { a: 'b' },
    });
  });

  it('ignores a timestamp in the future, malformed JSON and values of the wrong shape', () => {
    const cache = createTimedCache(sessionStorage, TRANSLATION_CACHE_TTL_MS);
    sessionStorage.setItem('future', JSON.stringify({ savedAt: Date.now() + 60_000, value: [] }));
    sessionStorage.setItem('broken', '{not json');
    sessionStorage.setItem('shape', JSON.stringify({ savedAt: Date.now(), value: { a: 1 } }));
    sessionStorage.setItem('stamp', JSON.stringify({ savedAt: 'today', value: [] }));
    expect(cache.read('future', isStringArray)).toBeUndefined();
    expect(cache.read('broken', isStringArray)).toBeUndefined();
    expect(cache.read('shape', isTermMap)).toBeUndefined();
    expect(cache.read('stamp', isStringArray)).toBeUndefined();
  });

  it('survives a storage that throws, and no storage at all', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const cache = createTimedCache(throwing, TRANSLATION_CACHE_TTL_MS);
    expect(() => cache.write('key', [])).not.toThrow();
    expect(cache.read('key', isStringArray)).toBeUndefined();
    expect(createTimedCache(null, 1000).read('key', isStringArray)).toBeUndefined();
  });
});
