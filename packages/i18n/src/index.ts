/** @care/i18n: Care's i18next set-up with bundled it/en/de/es resources. */
export { createI18n, type CreateI18nOptions, type TranslationTree } from './create-i18n';
export {
  SUPPORTED_LANGUAGES,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_NAMES,
  isLanguage,
  toSupportedLanguage,
  detectLanguage,
  type Language,
  type LanguageSources,
} from './languages/index';
export { bundledResources, type Translations } from './resources/index';
export { I18nextProvider, useTranslation, Trans } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
