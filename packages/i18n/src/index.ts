/**
 * @care/i18n: Care's i18next set-up with bundled it/en/de/es resources, the server's translations
 * merged over them (cached for an hour), missing-term reporting and date formatting.
 */
export {
  createI18n,
  createI18nWith,
  loadI18n,
  allBundledTexts,
  loadBundledTexts,
  type BundledTexts,
  type CreateI18nOptions,
  type LanguageChoiceOptions,
  type TranslationTree,
} from './create-i18n';
export { TEXTS_CHANGED } from './text-changes';
export {
  SUPPORTED_LANGUAGES,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_NAMES,
  isLanguage,
  toSupportedLanguage,
  localeCodeToLanguage,
  resolveLanguage,
  detectLanguage,
  type Language,
  type LanguageSources,
} from './languages/index';
export {
  bundledResources,
  toTerms,
  NAMESPACES,
  NAMESPACE_KEYS,
  namespaceOf,
  type Namespace,
  type Term,
  type Translations,
} from './resources/index';
export {
  getServerTranslations,
  useAvailableLanguages,
  TRANSLATION_CACHE_TTL_MS,
  LOCALES_CACHE_KEY,
  TRANSLATIONS_CACHE_KEY_PREFIX,
  REPORTED_TERMS_KEY,
  type TranslationSource,
  type ServerTranslationOptions,
  type ServerTranslations,
  type CacheEntry,
} from './server-translations/index';
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  dateFnsLocale,
  parseServerDate,
  formatDateWith,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumericDate,
  useDateFormat,
  type DateInput,
  type DateFormatters,
} from './dates/index';
export { I18nextProvider, useTranslation, Trans } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
