/**
 * The locale list and the translations are cached for one hour
 * (docs/behaviour/languages.md#server-translations).
 */
export const TRANSLATION_CACHE_TTL_MS = 60 * 60 * 1000;

/** Session storage key of the cached locale list. */
export const LOCALES_CACHE_KEY = 'care.i18n.locales';

/** Session storage key prefix of one language's cached terms (`care.i18n.translations.it`). */
export const TRANSLATIONS_CACHE_KEY_PREFIX = 'care.i18n.translations.';

/** What is stored: the value and when it was saved (epoch milliseconds). */
export interface CacheEntry<T> {
  savedAt: number;
  value: T;
}

/** The part of the Storage API the cache uses. */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A JSON cache in a Storage whose entries expire `ttlMs` after they were saved. */
export interface TimedCache {
  /** The value under `key` if it is there, well-formed and younger than the TTL. */
  read<T>(key: string, isValue: (value: unknown) => value is T): T | undefined;
  /** Stores `value` under `key`, stamped with the current time. Storage failures are ignored. */
  write(key: string, value: unknown): void;
}

/**
 * Creates a cache over `storage` (null: caches nothing). Time is `Date.now()` at each call, so
 * tests move it with fake timers. An entry stamped in the future (a clock set back) counts as
 * expired rather than living on.
 */
export function createTimedCache(storage: CacheStorage | null, ttlMs: number): TimedCache {
  return {
    read(key, isValue) {
      let text: string | null = null;
      try {
        text = storage?.getItem(key) ?? null;
      } catch {
        return undefined;
      }
      if (text === null) return undefined;
      let entry: unknown;
      try {
        entry = JSON.parse(text);
      } catch {
        return undefined;
      }
      if (typeof entry !== 'object' || entry === null) return undefined;
      const { savedAt, value } = entry as Partial<CacheEntry<unknown>>;
      const age = Date.now() - (typeof savedAt === 'number' ? savedAt : Number.NaN);
      if (!(age >= 0 && age < ttlMs) || !isValue(value)) return undefined;
      return value;
    },
    write(key, value) {
      try {
        storage?.setItem(key, JSON.stringify({ savedAt: Date.now(), value }));
      } catch {
        // Storage full or blocked: the next page load asks the server again.
      }
    },
  };
}

/** True for an array of strings. */
export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** True for a plain object of string values (termId → text). */
export function isTermMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}
