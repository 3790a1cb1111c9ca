import type { i18n as I18n } from 'i18next';
import {
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  localeCodeToLanguage,
  resolveLanguage,
  toSupportedLanguage,
  type Language,
} from '../languages/index';
import { NAMESPACES, namespaceOf, type Namespace } from '../resources/namespaces';
import { termsToTree, toTerms, type Term, type TranslationTree } from '../resources/terms';
import { createMissingTermReporter, type MissingTermReporter } from './missing-terms';
import {
  LOCALES_CACHE_KEY,
  TRANSLATIONS_CACHE_KEY_PREFIX,
  TRANSLATION_CACHE_TTL_MS,
  createTimedCache,
  isStringArray,
  isTermMap,
  type CacheStorage,
} from './timed-cache';

/**
 * Where the server's languages and terms come from. The package knows no transport: the app
 * passes these functions (over its API client).
 */
export interface TranslationSource {
  /** The locale codes the server has translations for (`GET personal/locale/`). */
  loadLocales(): Promise<readonly string[]>;
  /**
   * The terms of one locale (`GET personal/translation/{locale}`). `locale` is the code as the
   * server listed it (`gb` for a backend that calls English so), else the language itself.
   */
  loadTranslations(locale: string): Promise<readonly Term[]>;
  /**
   * Reports a term the interface looked up and did not find (`POST personal/addTerm/`, or the
   * logged-out equivalent). Omit it to report nothing.
   */
  reportMissing?(termId: string): Promise<unknown> | unknown;
}

/** How the server's translations are loaded, cached and reported. */
export interface ServerTranslationOptions {
  source: TranslationSource;
  /** Where locales and terms are cached for an hour; defaults to `sessionStorage`. */
  cacheStorage?: CacheStorage | null;
  /** Where reported terms are remembered; defaults to `localStorage`. */
  reportedStorage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Cache lifetime; defaults to one hour (docs/behaviour/languages.md#server-translations). */
  cacheTtlMs?: number;
  /** Told about failed loads and reports (the interface carries on with what it has). */
  onError?: (error: unknown, what: 'locales' | 'translations' | 'reportMissing') => void;
  /**
   * Runs the merge (and the caching) of terms that have just arrived from the server; defaults
   * to at once. An app starting up can pass "when the main thread is idle": the merge of a
   * language's 2,000 terms takes tens of milliseconds, usually to change nothing (the server's
   * table repeats the bundled texts), and otherwise sits between the first answers and the
   * first screen. Terms from a fresh cache are merged at once whatever this says.
   */
  schedule?: (work: () => void) => void;
}

/** The state of the server's translations of one i18n instance. */
export interface ServerTranslations {
  /** The languages offered: the bundled ones the server lists (all bundled ones until known). */
  readonly languages: readonly Language[];
  /** True once the server's terms of `language` (default: the current one) are merged. */
  isLoaded(language?: Language): boolean;
  /** Settles when the locale list and the current language's terms have been tried. */
  settled(): Promise<void>;
  /** Calls `listener` when `languages` or the loaded terms change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** What `createI18n` gives the controller besides the options. */
export interface ServerTranslationHooks {
  /** Switches language without remembering it as the user's choice. */
  changeLanguageAutomatically(language: Language): Promise<unknown>;
}

/**
 * Where an instance keeps its server translations: a symbol property rather than a WeakMap, so it
 * is found through react-i18next's `useTranslation().i18n`, a Proxy of the instance.
 */
const SERVER_TRANSLATIONS = Symbol('server translations');

/** The server translations of `i18n`, when it was created with a translation source. */
export function getServerTranslations(i18n: I18n): ServerTranslations | undefined {
  return (i18n as unknown as Record<symbol, ServerTranslations | undefined>)[SERVER_TRANSLATIONS];
}

function defaultStorage(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}

function defaultOnError(error: unknown, what: string): void {
  console.warn(`@care/i18n: ${what} failed`, error);
}

/** The connection of one i18n instance to the server's translations. */
export interface ServerTranslationController extends ServerTranslations {
  /** i18next's missing-key handler. */
  reporter: MissingTermReporter | undefined;
  /** Starts after i18next's init: fresh cached terms are merged synchronously. */
  start(i18n: I18n): void;
}

/**
 * Connects i18n to the server: the locale list decides which languages are offered (a language
 * the server lacks falls back to English, else the first available); each language's terms are
 * merged over the bundled ones when it is shown, from the one-hour session cache when fresh, from
 * the server otherwise. Missing terms are reported once each, only after the terms have loaded.
 */
export function createServerTranslations(
  options: ServerTranslationOptions,
  hooks: ServerTranslationHooks,
): ServerTranslationController {
  const cacheStorage =
    options.cacheStorage === undefined ? defaultStorage('sessionStorage') : options.cacheStorage;
  const cache = createTimedCache(cacheStorage, options.cacheTtlMs ?? TRANSLATION_CACHE_TTL_MS);
  const onError = options.onError ?? defaultOnError;
  const schedule = options.schedule ?? ((work: () => void) => work());
  const listeners = new Set<() => void>();
  const loaded = new Set<Language>();
  const inFlight = new Map<Language, Promise<void>>();
  /** The server's own code of each language (`gb` for English on some backends). */
  const localeCodes = new Map<Language, string>();
  let available: readonly Language[] = SUPPORTED_LANGUAGES;
  let localesKnown: Promise<void> = Promise.resolve();
  let instance: I18n | undefined;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const current = (): Language =>
    toSupportedLanguage(instance?.resolvedLanguage ?? instance?.language) ?? FALLBACK_LANGUAGE;

  const reporter = options.source.reportMissing
    ? createMissingTermReporter({
        report: (termId) => options.source.reportMissing?.(termId),
        isLoaded: () => loaded.has(current()),
        exists: (termId) => instance?.exists(termId) ?? false,
        storage:
          options.reportedStorage === undefined
            ? defaultStorage('localStorage')
            : options.reportedStorage,
        onError: (error) => onError(error, 'reportMissing'),
      })
    : undefined;

  /** The server's terms of each language by the namespace each belongs to, kept for later. */
  const termsOf = new Map<Language, Map<Namespace | 'translation', Term[]>>();

  /** The texts of `namespace` in the instance now (bundled, maybe merged), by their key. */
  function textsOf(language: Language, namespace: Namespace | 'translation') {
    const bundle = instance?.getResourceBundle(language, namespace) as TranslationTree | undefined;
    return {
      bundle: bundle ?? {},
      texts: new Map(toTerms(bundle ?? {}).map((t) => [t.termId, t.value])),
    };
  }

  /**
   * Merges `terms` over the texts of `namespace`, those that differ from them only. The server's
   * table is seeded with the bundled texts, so usually none does and nothing happens: no tree to
   * build, no event (which would re-render every translated component at once: react-i18next
   * re-renders through useSyncExternalStore, which React never renders in slices). Comparing
   * against the namespace's texts read once keeps a namespace's arrival cheap
   * (docs/behaviour/languages.md#server-translations).
   */
  function merge(language: Language, namespace: Namespace | 'translation', terms: readonly Term[]) {
    if (!instance || terms.length === 0) return;
    const { bundle, texts } = textsOf(language, namespace);
    const changed = terms.filter(({ termId, value }) => texts.get(termId) !== value);
    if (changed.length === 0) return;
    // The namespace's texts give the shape a term must fit.
    instance.addResourceBundle(language, namespace, termsToTree(changed, bundle).tree, true, true);
  }

  /**
   * The kept terms of `language` by where they go: a term goes to its namespace when that is
   * loaded; to `translation` when the default namespace holds it (an instance with all texts at
   * hand keeps every namespace there); else nowhere yet: it is merged when its namespace loads.
   */
  function targets(language: Language) {
    const byTarget = new Map<Namespace | 'translation', Term[]>();
    const add = (target: Namespace | 'translation', list: readonly Term[]) =>
      byTarget.set(target, [...(byTarget.get(target) ?? []), ...list]);
    let defaults: Map<string, string> | undefined;
    for (const [namespace, list] of termsOf.get(language) ?? []) {
      if (namespace === 'translation' || instance?.hasResourceBundle(language, namespace)) {
        add(namespace, list);
        continue;
      }
      defaults ??= textsOf(language, 'translation').texts;
      const held = defaults;
      add(
        'translation',
        list.filter(({ termId }) => held.has(termId)),
      );
    }
    return byTarget;
  }

  /** Merges the kept terms of `language` that belong in `namespace` (it has just loaded). */
  function mergeLoaded(language: Language, namespace: Namespace | 'translation') {
    // A screen's namespace takes its own terms; the default one, every term it holds.
    const list =
      namespace === 'translation'
        ? targets(language).get(namespace)
        : termsOf.get(language)?.get(namespace);
    if (list) merge(language, namespace, list);
  }

  function apply(language: Language, terms: Record<string, string>) {
    if (!instance) return;
    const grouped = new Map<Namespace | 'translation', Term[]>();
    for (const [termId, value] of Object.entries(terms)) {
      const namespace = namespaceOf(termId);
      if (!grouped.has(namespace)) grouped.set(namespace, []);
      grouped.get(namespace)?.push({ termId, value });
    }
    termsOf.set(language, grouped);
    for (const [namespace, list] of targets(language)) merge(language, namespace, list);
    loaded.add(language);
    if (language === current()) reporter?.flush();
    notify();
  }

  function setAvailable(codes: readonly string[]) {
    localeCodes.clear();
    for (const code of codes) {
      const language = localeCodeToLanguage(code);
      if (language && !localeCodes.has(language)) localeCodes.set(language, code);
    }
    const listed = SUPPORTED_LANGUAGES.filter((language) => localeCodes.has(language));
    // A server listing none of ours leaves the bundled languages on offer.
    available = listed.length > 0 ? listed : SUPPORTED_LANGUAGES;
    notify();
    const wanted = current();
    const target = resolveLanguage(wanted, available);
    if (target !== wanted) void hooks.changeLanguageAutomatically(target);
  }

  function loadLocales(): Promise<void> {
    const cached = cache.read(LOCALES_CACHE_KEY, isStringArray);
    if (cached) {
      setAvailable(cached);
      return Promise.resolve();
    }
    return options.source.loadLocales().then(
      (codes) => {
        const list = [...codes];
        cache.write(LOCALES_CACHE_KEY, list);
        setAvailable(list);
      },
      (error: unknown) => onError(error, 'locales'),
    );
  }

  /** Merges fresh cached terms now; true when there were some. */
  function applyCached(language: Language): boolean {
    const cached = cache.read(`${TRANSLATIONS_CACHE_KEY_PREFIX}${language}`, isTermMap);
    if (!cached) return false;
    apply(language, cached);
    return true;
  }

  function ensure(language: Language): Promise<void> {
    if (loaded.has(language)) return Promise.resolve();
    if (applyCached(language)) return Promise.resolve();
    const running = inFlight.get(language);
    if (running) return running;
    const loading = localesKnown
      .then(() => {
        if (!available.includes(language)) return;
        return options.source.loadTranslations(localeCodes.get(language) ?? language).then(
          (terms) =>
            new Promise<void>((merged, failed) =>
              schedule(() => {
                try {
                  const map: Record<string, string> = {};
                  for (const { termId, value } of terms) map[termId] = value;
                  cache.write(`${TRANSLATIONS_CACHE_KEY_PREFIX}${language}`, map);
                  apply(language, map);
                  merged();
                } catch (error) {
                  failed(error);
                }
              }),
            ),
        );
      })
      .catch((error: unknown) => onError(error, 'translations'))
      .finally(() => inFlight.delete(language));
    inFlight.set(language, loading);
    return loading;
  }

  const controller: ServerTranslationController = {
    get languages() {
      return available;
    },
    reporter,
    isLoaded(language) {
      return loaded.has(language ?? current());
    },
    async settled() {
      await localesKnown;
      await ensure(current());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(i18n) {
      instance = i18n;
      Object.defineProperty(i18n, SERVER_TRANSLATIONS, { value: controller });
      // Both from a fresh cache: merged before the first render, no request at all.
      localesKnown = loadLocales();
      void ensure(current());
      // A screen's namespace that loads after the terms gets its terms as it arrives, before
      // the screen that asked for it renders.
      i18n.on('loaded', (done: Record<string, Record<string, boolean>>) => {
        for (const [lng, namespaces] of Object.entries(done)) {
          const language = toSupportedLanguage(lng);
          if (!language) continue;
          for (const namespace of Object.keys(namespaces)) {
            const known = namespace === 'translation' || NAMESPACES.some((n) => n === namespace);
            if (known) mergeLoaded(language, namespace as Namespace | 'translation');
          }
        }
      });
      i18n.on('languageChanged', (lng: string) => {
        const language = toSupportedLanguage(lng);
        if (language) void ensure(language);
      });
    },
  };
  return controller;
}
