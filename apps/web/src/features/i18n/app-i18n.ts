import type { CareClient } from '@care/api-client';
import { createI18nWith, type BundledTexts, type I18n, type TranslationSource } from '@care/i18n';
import { afterFirstInteraction } from '../../shared/after-first-interaction';
import { whenIdle } from '../../shared/when-idle';

/** At the latest, the server's terms are merged this long after they arrive. */
const MERGE_TIMEOUT_MS = 2_000;

/** Ours: the logged-out equivalent of `personal/addTerm/` (the login page has terms too). */
export const PUBLIC_ADD_TERM_PATH = 'public/addTerm/';

/** The parts of the API client the translations use. */
export type TranslationApi = Pick<CareClient, 'personal' | 'request' | 'tokenStore'>;

/** When a read may start: at once when signed in; on the logged-out pages see below. */
export type ReadGate = () => Promise<void>;

/**
 * The server side of the translations, over the app's API client: the locale list, the terms of
 * a language, and missing terms reported with `POST personal/addTerm/` when signed in, or
 * `POST public/addTerm/` (anonymous) on the logged-out pages.
 *
 * Logged out, the reads wait for `loggedOutGate` (default: the first interaction, at most 8 s):
 * the bundled texts are complete, and the client's code (zod) stays out of the login page's first
 * load. Signed in, the client is loaded anyway and the reads start at once.
 */
export function translationSource(
  api: TranslationApi,
  loggedOutGate: ReadGate = afterFirstInteraction,
): TranslationSource {
  let gate: Promise<void> | undefined;
  const ready = () => {
    if (api.tokenStore.get() !== null) return Promise.resolve();
    gate ??= loggedOutGate();
    return gate;
  };
  return {
    async loadLocales() {
      await ready();
      const items = await api.personal.locales();
      return items.map((item) => item.locale.code);
    },
    async loadTranslations(locale) {
      await ready();
      return api.personal.translation(locale);
    },
    async reportMissing(termId) {
      if (api.tokenStore.get() !== null) return api.personal.addTerm(termId);
      // The schema comes with the client's code, loaded on first use (not in the first load).
      const { acknowledgementSchema } = await import('../../app/api-runtime');
      return api.request(acknowledgementSchema, {
        method: 'POST',
        path: PUBLIC_ADD_TERM_PATH,
        body: { id: termId },
        anonymous: true,
      });
    },
  };
}

/**
 * The app's i18n: bundled texts from the first paint, the server's terms merged over them (cached
 * for an hour), the languages the server offers, missing terms reported once each. A failed load
 * is logged; the interface carries on with the bundled texts.
 */
export function createAppI18n(options: {
  api: TranslationApi;
  /**
   * The bundled texts to start with, in their language: the page's own language only
   * (`loadBundledTexts()`, in main.tsx), or all four (`allBundledTexts()`, tests).
   */
  texts: BundledTexts;
  /** When the logged-out pages may read the server's translations (tests: at once). */
  loggedOutGate?: ReadGate;
}): I18n {
  return createI18nWith(options.texts, {
    server: {
      source: translationSource(options.api, options.loggedOutGate),
      onError: (error, what) => console.warn(`[care] translations: ${what} failed`, error),
      // Off the start-up's path: the first answers and the first screen come first
      // (docs/behaviour/languages.md#server-translations).
      schedule: (work) => whenIdle(work, MERGE_TIMEOUT_MS),
    },
  });
}
