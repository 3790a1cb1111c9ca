export {
  createServerTranslations,
  getServerTranslations,
  type TranslationSource,
  type ServerTranslationOptions,
  type ServerTranslations,
} from './server-translations';
export {
  TRANSLATION_CACHE_TTL_MS,
  LOCALES_CACHE_KEY,
  TRANSLATIONS_CACHE_KEY_PREFIX,
  type CacheEntry,
} from './timed-cache';
export { REPORTED_TERMS_KEY, MAX_REMEMBERED_TERMS } from './missing-terms';
export { useAvailableLanguages } from './use-available-languages';
