import { format, type Locale } from 'date-fns';
import { de, enGB, es, it } from 'date-fns/locale';
import { FALLBACK_LANGUAGE, toSupportedLanguage, type Language } from '../languages/index';
import { formatNumericDate } from './numeric-date';
import { parseServerDate, type DateInput } from './parse-server-date';

export { parseServerDate, type DateInput };

/** Dates are shown DD/MM/YYYY (date-fns pattern; docs/behaviour/languages.md#dates). */
export const DATE_FORMAT = 'dd/MM/yyyy';

/** Date and time are shown DD/MM/YYYY HH:mm, 24-hour clock (docs/behaviour/languages.md#dates). */
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';

/**
 * The date-fns locale of each language. English is British English: its day-month order and
 * 24-hour clock match the DD/MM/YYYY HH:mm of the rest of the interface.
 */
const LOCALES: Readonly<Record<Language, Locale>> = { it, en: enGB, de, es };

/** The date-fns locale of `language` (a tag such as `de-CH` works too); English when unknown. */
export function dateFnsLocale(language: string | null | undefined): Locale {
  return LOCALES[toSupportedLanguage(language) ?? FALLBACK_LANGUAGE];
}

/**
 * Formats `value` with a date-fns `pattern` in the local time zone and the language's locale.
 * Invalid or empty input gives an empty string: nothing is better than "Invalid Date" on screen.
 */
export function formatDateWith(
  value: DateInput | null | undefined,
  pattern: string,
  language: string | null | undefined,
): string {
  const date = parseServerDate(value);
  return date ? format(date, pattern, { locale: dateFnsLocale(language) }) : '';
}

/**
 * DD/MM/YYYY in local time: the same in every language, so `language` changes nothing (kept for
 * callers that pass it). One implementation of the numeric format: {@link formatNumericDate}.
 */
export function formatDate(value: DateInput | null | undefined, _language?: string | null): string {
  return formatNumericDate(value);
}

/** DD/MM/YYYY HH:mm in local time (see {@link formatDate}). */
export function formatDateTime(
  value: DateInput | null | undefined,
  _language?: string | null,
): string {
  return formatNumericDate(value, true);
}

/** The BCP 47 locale of each language for `Intl` (British English, like its date-fns locale). */
const INTL_LOCALES: Readonly<Record<Language, string>> = {
  it: 'it',
  en: 'en-GB',
  de: 'de',
  es: 'es',
};

/**
 * The full date in the language: weekday, day, month name and year ("sabato 21 novembre 2026").
 * Drawn with the browser's own `Intl` data rather than a date-fns locale: the start screen shows
 * it, and this keeps date-fns out of the first load of the shell (budgets in apps/web).
 */
export function formatLongDate(
  value: DateInput | null | undefined,
  language?: string | null,
): string {
  const date = parseServerDate(value);
  const locale = INTL_LOCALES[toSupportedLanguage(language) ?? FALLBACK_LANGUAGE];
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date) : '';
}
