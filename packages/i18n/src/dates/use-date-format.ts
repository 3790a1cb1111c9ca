import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatDateWith,
  formatLongDate,
  type DateInput,
} from './format-date';

/** Date formatters bound to the current language; see {@link useDateFormat}. */
export interface DateFormatters {
  /** DD/MM/YYYY in local time. */
  date(value: DateInput | null | undefined): string;
  /** DD/MM/YYYY HH:mm in local time. */
  dateTime(value: DateInput | null | undefined): string;
  /** Weekday, day, month name and year in the language. */
  longDate(value: DateInput | null | undefined): string;
  /** Any date-fns pattern in the language. */
  format(value: DateInput | null | undefined, pattern: string): string;
}

/** The date formatters of the current language; components re-render on a language change. */
export function useDateFormat(): DateFormatters {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      date: (value) => formatDate(value, language),
      dateTime: (value) => formatDateTime(value, language),
      longDate: (value) => formatLongDate(value, language),
      format: (value, pattern) => formatDateWith(value, pattern, language),
    }),
    [language],
  );
}
