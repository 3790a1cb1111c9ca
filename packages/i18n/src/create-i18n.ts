import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  detectLanguage,
  toSupportedLanguage,
  type Language,
} from './languages/index';
import { bundledResources } from './resources/index';
import type { TranslationTree } from './resources/terms';
import {
  createServerTranslations,
  type ServerTranslationOptions,
} from './server-translations/server-translations';

export type { TranslationTree };

/** Options of {@link createI18n}; everything is optional. */
export interface CreateI18nOptions {
  /** Start in this language instead of the stored choice or the browser's language. */
  language?: Language;
  /**
   * Extra or overriding terms per language, deep-merged over the bundled resources of the
   * `translation` namespace (the server-loaded terms arrive this way in a later step).
   */
  resources?: Partial<Record<Language, TranslationTree>>;
  /** Where the language choice is read and kept; defaults to `localStorage`, `null` for none. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The browser's preferred languages, best first; defaults to `navigator.languages`. */
  browserLanguages?: readonly string[];
  /** The document whose `<html lang>` follows the language; defaults to the global document. */
  document?: Document | null;
  /**
   * The server's translations: the locale list, each language's terms merged over the bundled
   * ones (cached for an hour in session storage), and missing terms reported once each. Without
   * it only the bundled resources are used.
   */
  server?: ServerTranslationOptions;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function toResource(): Resource {
  const resource: Resource = {};
  for (const language of SUPPORTED_LANGUAGES) {
    // i18next mutates the stores it is given (addResource); each instance gets its own copy.
    resource[language] = structuredClone(bundledResources[language]);
  }
  return resource;
}

/**
 * Creates Care's i18next instance, ready to use synchronously: bundled it/en/de/es resources,
 * the stored choice or the browser's language (fallback en), the choice kept in localStorage
 * under `care.language`, and `<html lang>` kept in step with the language.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const doc =
    options.document === undefined
      ? (globalThis.document as Document | undefined)
      : options.document;
  const language =
    options.language ??
    detectLanguage({
      storage,
      ...(options.browserLanguages ? { browserLanguages: options.browserLanguages } : {}),
    });

  const instance = i18next.createInstance();
  let initialised = false;
  /** A language switched to by the app, not the user (the server lacks the chosen one). */
  let automatic: Language | null = null;
  const server = options.server
    ? createServerTranslations(options.server, {
        changeLanguageAutomatically(target) {
          automatic = target;
          return instance.changeLanguage(target);
        },
      })
    : undefined;

  instance.on('languageChanged', (lng: string) => {
    const current = toSupportedLanguage(lng) ?? FALLBACK_LANGUAGE;
    if (doc?.documentElement) {
      doc.documentElement.lang = current;
      doc.documentElement.dir = instance.dir(current);
    }
    // Only a choice made after start-up is remembered: the browser's language is re-read on
    // every visit until the user picks one. A fallback the app chose is not a choice either.
    if (automatic === current) {
      automatic = null;
    } else if (initialised) {
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, current);
      } catch {
        // Storage full or blocked: the choice lasts for this page only.
      }
    }
  });

  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    resources: toResource(),
    // Resources are bundled: initialise synchronously so the first render is translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // Re-render when server terms are merged in, not only on a language change.
    react: { useSuspense: false, bindI18nStore: 'added' },
    ...(server?.reporter
      ? {
          saveMissing: true,
          missingKeyHandler: (_lngs: readonly string[], _ns: string, key: string) =>
            server.reporter?.missing(key),
        }
      : {}),
  });

  for (const [lng, tree] of Object.entries(options.resources ?? {})) {
    if (tree) instance.addResourceBundle(lng, 'translation', tree, true, true);
  }

  initialised = true;
  server?.start(instance);
  return instance;
}
