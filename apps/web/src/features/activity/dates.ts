import { formatDate, formatDateTime, formatLongDate, toSupportedLanguage } from '@care/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The BCP 47 locale of each language for `Intl` (British English: a 24-hour clock). */
const INTL_LOCALES = { it: 'it', en: 'en-GB', de: 'de', es: 'es' } as const;

/**
 * The programme's dates in the current language, drawn with the browser's own `Intl` data: the
 * times ("10:00"), the days' headings ("Monday 30 November"), and the app's numeric formats.
 * Not date-fns' `format`: that would pull date-fns into the shell's first load (budgets in
 * apps/web/e2e/budgets.json).
 */
export function useActivityDates() {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  return useMemo(() => {
    const locale = INTL_LOCALES[language];
    const time = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const day = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    return {
      /** "10:00". */
      time: (value: string | Date) => time.format(new Date(value)),
      /** "Monday 30 November". */
      day: (value: Date) => day.format(value),
      /** DD/MM/YYYY. */
      date: (value: string | Date) => formatDate(value),
      /** DD/MM/YYYY HH:mm. */
      dateTime: (value: string | Date) => formatDateTime(value),
      /** "Monday 30 November 2026". */
      longDate: (value: string | Date) => formatLongDate(value, language),
    };
  }, [language]);
}
