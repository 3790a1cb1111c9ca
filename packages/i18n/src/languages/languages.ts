/**
 * The languages Care ships with (docs/behaviour/languages.md#supported-languages): Italian,
 * English, German, Spanish.
 */
export const SUPPORTED_LANGUAGES = ['it', 'en', 'de', 'es'] as const;

/** One of Care's languages. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The language used when neither the stored choice nor the browser gives a supported one. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** Where the user's language choice is kept (localStorage), so it survives a reload and a logout. */
export const LANGUAGE_STORAGE_KEY = 'care.language';

/**
 * Each language's own name (endonym). A language switcher shows these untranslated, so that a
 * user who landed in a language they cannot read still finds their own.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  it: 'Italiano',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
};

/** True when `value` is one of Care's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps a BCP 47 tag (`de-CH`, `es_419`, `IT`) to a supported language, or `undefined` when its
 * primary subtag is not one of ours.
 */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * Maps a locale code as the server lists it to a supported language. The original backend names
 * English `gb` (after the flag), so `gb` means `en`; everything else as {@link toSupportedLanguage}
 * (`en-GB` is `en` there too). Not `uk`: that is Ukrainian.
 */
export function localeCodeToLanguage(code: string | null | undefined): Language | undefined {
  const normalised = code?.trim().toLowerCase();
  if (normalised === 'gb') return 'en';
  return toSupportedLanguage(normalised);
}

/**
 * The language to show when `wanted` may not be available (docs/behaviour/languages.md#fallbacks):
 * `wanted` itself when it is, else English, else the first available one. An empty `available` list
 * means "not known yet": every bundled language is then available.
 */
export function resolveLanguage(wanted: Language, available: readonly Language[]): Language {
  if (available.length === 0 || available.includes(wanted)) return wanted;
  if (available.includes(FALLBACK_LANGUAGE)) return FALLBACK_LANGUAGE;
  return available[0] ?? FALLBACK_LANGUAGE;
}

/** Where {@link detectLanguage} looks; each part is optional so it runs in Node and in tests. */
export interface LanguageSources {
  /** The key-value store holding the user's choice (defaults to `globalThis.localStorage`). */
  storage?: Pick<Storage, 'getItem'> | null;
  /** The browser's preferred languages, best first (defaults to `navigator.languages`). */
  browserLanguages?: readonly string[];
}

function defaultStorage(): Pick<Storage, 'getItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Reading localStorage throws when storage is blocked (privacy settings, sandboxed iframes).
    return null;
  }
}

function defaultBrowserLanguages(): readonly string[] {
  const nav = globalThis.navigator as Navigator | undefined;
  if (!nav) return [];
  if (nav.languages && nav.languages.length > 0) return nav.languages;
  return nav.language ? [nav.language] : [];
}

/**
 * The language to start in: the stored choice, else the first supported browser language, else
 * English (docs/behaviour/languages.md#fallbacks).
 */
export function detectLanguage(sources: LanguageSources = {}): Language {
  const storage = sources.storage === undefined ? defaultStorage() : sources.storage;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const fromStorage = toSupportedLanguage(stored);
  if (fromStorage) return fromStorage;
  for (const tag of sources.browserLanguages ?? defaultBrowserLanguages()) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
