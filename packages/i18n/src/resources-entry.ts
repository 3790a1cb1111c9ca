/**
 * `@care/i18n/resources`: the bundled translations as plain data, without i18next or React. The
 * reference server seeds its translation table from it (scripts/check-architecture.mjs allows the
 * server this entry only), so the server's terms start out equal to the app's.
 */
export {
  bundledResources,
  toTerms,
  termsToTree,
  isMergeableTerm,
  type Term,
  type TranslationTree,
  type Translations,
} from './resources/index';
export {
  SUPPORTED_LANGUAGES,
  FALLBACK_LANGUAGE,
  LANGUAGE_NAMES,
  isLanguage,
  localeCodeToLanguage,
  type Language,
} from './languages/index';
