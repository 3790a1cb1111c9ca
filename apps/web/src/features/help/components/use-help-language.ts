import { toSupportedLanguage } from '@care/i18n';
import { useTranslation } from 'react-i18next';

/** The language the help is asked for: the one the app shows (English when unknown). */
export function useHelpLanguage(): string {
  const { i18n } = useTranslation();
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
}
