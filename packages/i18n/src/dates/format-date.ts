import { format, isValid, parseISO, type Locale } from 'date-fns';
import { de, enGB, es, it } from 'date-fns/locale';
import { FALLBACK_LANGUAGE, toSupportedLanguage, type Language } from '../languages/index';

/** Spec 01 §9: dates are shown DD/MM/YYYY (date-fns pattern). */
export const DATE_FORMAT = 'dd/MM/yyyy';

/** Spec 01 §9: date and time are shown DD/MM/YYYY HH:mm (24-hour clock). */
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';

/** A full date with the weekday and month spelled out in the language ("sabato 21 novembre 2026"). */
export const LONG_DATE_FORMAT = 'PPPP';

/**
 * The date-fns locale of each language. English is British English: its day-month order and
 * 24-hour clock match the DD/MM/YYYY HH:mm of the rest of the interface.
 */
const LOCALES: Readonly<Record<Language, Locale>> = { it, en: enGB, de, es };

/** The date-fns locale of `language` (a tag such as `de-CH` works too); English when unknown. */
export function dateFnsLocale(language: string | null | undefined): Locale {
  return LOCALES[toSupportedLanguage(language) ?? FALLBACK_LANGUAGE];
}

/** What a date can arrive as: a Date, epoch milliseconds, or an ISO 8601 string from the server. */
export type DateInput = Date | number | string;

/** `2026-11-21T08:30:00` (date and time, no offset) */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * Reads a date from the server. Date and time without an offset are UTC (the server's clock), so
 * they are shown in the device's local time; with an offset (`Z`, `+01:00`) it is respected. A
 * calendar date alone (`2026-11-21`) is that day, with no shift. Invalid input gives `null`.
 */
export function parseServerDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date || typeof value === 'number') {
    date = new Date(value);
  } else {
    const text = value.trim();
    date = parseISO(LOCAL_DATE_TIME.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  }
  return isValid(date) ? date : null;
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

/** DD/MM/YYYY in local time. */
export function formatDate(value: DateInput | null | undefined, language?: string | null): string {
  return formatDateWith(value, DATE_FORMAT, language);
}

/** DD/MM/YYYY HH:mm in local time. */
export function formatDateTime(
  value: DateInput | null | undefined,
  language?: string | null,
): string {
  return formatDateWith(value, DATE_TIME_FORMAT, language);
}

/** The full date in the language: weekday, day, month name and year. */
export function formatLongDate(
  value: DateInput | null | undefined,
  language?: string | null,
): string {
  return formatDateWith(value, LONG_DATE_FORMAT, language);
}
