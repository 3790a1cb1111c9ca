import { parseServerDate, type DateInput } from './parse-server-date';

/**
 * The parts of a date and time in the local time zone, 24-hour clock, two digits each (the year
 * four). `en-GB` only fixes the digits and the clock: the parts are put together below.
 */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A date as Care shows it in every language, `DD/MM/YYYY`, or with `withTime` `DD/MM/YYYY HH:mm`
 * (docs/behaviour/languages.md#dates), read as {@link parseServerDate} reads it (a date-time
 * without offset is UTC, a calendar date that very day). Drawn with `Intl`, not date-fns, so
 * it can serve the shell's first load. Unreadable or empty input gives an empty string.
 */
export function formatNumericDate(value: DateInput | null | undefined, withTime = false): string {
  const date = parseServerDate(value);
  if (!date) return '';
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of PARTS.formatToParts(date)) parts[part.type] = part.value;
  const day = `${parts.day}/${parts.month}/${parts.year}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
}
