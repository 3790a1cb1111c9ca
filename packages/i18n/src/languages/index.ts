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
} from './languages';
