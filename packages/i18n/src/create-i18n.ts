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
import { LANGUAGE_LOADERS, NAMESPACE_LOADERS } from './resources/loaders';
import { NAMESPACES, type Namespace } from './resources/namespaces';
import type { TranslationTree } from './resources/terms';
import { TEXTS_CHANGED, watchTextChanges } from './text-changes';
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

/**
 * The bundled texts an instance starts with: its language, the texts at hand, and (lazy sets) how
 * to load another language's. Made by {@link allBundledTexts} or {@link loadBundledTexts}.
 */
export interface BundledTexts {
  readonly language: Language;
  /** The texts at hand per language: all of them, or the default namespace's only (lazy sets). */
  readonly initial: Readonly<Partial<Record<Language, TranslationTree>>>;
  /** Loads a language's texts of a namespace (`translation`: the default one). */
  readonly load?: (
    language: Language,
    namespace: Namespace | 'translation',
  ) => Promise<TranslationTree>;
}

/** Where the starting language comes from (the rest of the options do not matter here). */
export type LanguageChoiceOptions = Pick<
  CreateI18nOptions,
  'language' | 'storage' | 'browserLanguages'
>;

function toResource(initial: BundledTexts['initial']): Resource {
  const resource: Resource = {};
  for (const [language, translation] of Object.entries(initial)) {
    // i18next mutates the stores it is given (addResource); each instance gets its own copy.
    resource[language] = { translation: structuredClone(translation) };
  }
  return resource;
}

function storageOf(options: LanguageChoiceOptions): Pick<Storage, 'getItem' | 'setItem'> | null {
  return options.storage === undefined ? defaultStorage() : options.storage;
}

function startLanguage(options: LanguageChoiceOptions): Language {
  return (
    options.language ??
    detectLanguage({
      storage: storageOf(options),
      ...(options.browserLanguages ? { browserLanguages: options.browserLanguages } : {}),
    })
  );
}

/** All four languages' bundled texts, at hand at once (they are all in the caller's bundle). */
export function allBundledTexts(options: LanguageChoiceOptions = {}): BundledTexts {
  const initial: Partial<Record<Language, TranslationTree>> = {};
  for (const language of SUPPORTED_LANGUAGES)
    initial[language] = bundledResources[language].translation;
  return { language: startLanguage(options), initial };
}

/** A language's bundled texts of a namespace, each a chunk of its own. */
function loadTexts(
  language: Language,
  namespace: Namespace | 'translation',
): Promise<TranslationTree> {
  return namespace === 'translation'
    ? LANGUAGE_LOADERS[language]()
    : NAMESPACE_LOADERS[namespace][language]();
}

/**
 * The starting language's bundled texts (and English's, the fallback), each a chunk of its own,
 * fetched in parallel; another language's texts load when the instance switches to it (the
 * switch completes once they are there). An app's first load carries one or two languages
 * instead of four.
 */
export async function loadBundledTexts(options: LanguageChoiceOptions = {}): Promise<BundledTexts> {
  const language = startLanguage(options);
  const wanted = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  const texts = await Promise.all(wanted.map((each) => LANGUAGE_LOADERS[each]()));
  const initial: Partial<Record<Language, TranslationTree>> = {};
  wanted.forEach((each, index) => (initial[each] = texts[index]));
  return { language, initial, load: loadTexts };
}

/**
 * Creates Care's i18next instance, ready to use synchronously: bundled it/en/de/es resources,
 * the stored choice or the browser's language (fallback en), the choice kept in localStorage
 * under `care.language`, and `<html lang>` kept in step with the language.
 *
 * All four languages' texts are in the caller's bundle; an app that minds its first load uses
 * {@link loadI18n} (or {@link loadBundledTexts} and {@link createI18nWith}).
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  return createI18nWith(allBundledTexts(options), options);
}

/** {@link createI18n} with only the starting language's texts loaded (see loadBundledTexts). */
export async function loadI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  return createI18nWith(await loadBundledTexts(options), options);
}

/** {@link createI18n} starting from the given bundled texts, in their language. */
export function createI18nWith(bundled: BundledTexts, options: CreateI18nOptions = {}): I18n {
  const storage = storageOf(options);
  const language = bundled.language;
  const doc =
    options.document === undefined
      ? (globalThis.document as Document | undefined)
      : options.document;

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

  if (bundled.load) {
    const load = bundled.load;
    instance.use({
      type: 'backend',
      init() {},
      read(lng: string, ns: string, done: (error: unknown, data: TranslationTree | null) => void) {
        const wanted = toSupportedLanguage(lng);
        const namespace = ns === 'translation' ? ns : NAMESPACES.find((each) => each === ns);
        if (!wanted || !namespace) return done(null, null);
        load(wanted, namespace).then(
          (texts) => done(null, structuredClone(texts)),
          (error: unknown) => done(error, null),
        );
      },
    });
  }

  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    // A screen's texts are in its namespace, loaded with its chunk (`loadNamespaces`); their keys
    // keep their full path, so a key not in `translation` is looked up in them.
    fallbackNS: [...NAMESPACES],
    resources: toResource(bundled.initial),
    // Languages not given load through the backend above (lazy instances only).
    partialBundledLanguages: bundled.load !== undefined,
    // The starting language is there: initialise synchronously so the first render is translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // Re-render on a language change and when the texts on screen change (text-changes.ts), not
    // on every addition to the store: a screen's namespace arriving ahead of it changes nothing.
    react: { useSuspense: false, bindI18n: `languageChanged ${TEXTS_CHANGED}`, bindI18nStore: '' },
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

  watchTextChanges(instance);
  initialised = true;
  server?.start(instance);
  return instance;
}
