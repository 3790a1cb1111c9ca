// No date-fns here: the numeric formatter (Intl) and the shell's first load use this module.

/** What a date can arrive as: a Date, epoch milliseconds, or an ISO 8601 string from the server. */
export type DateInput = Date | number | string;

/** `2026-11-21` */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `2026-11-21T08:30`, seconds and fraction optional, then an optional offset (`Z`, `+01:00`). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads a date from the server (ISO 8601). Date and time without an offset are UTC (the server's
 * clock), so they are shown in the device's local time; with an offset (`Z`, `+01:00`) it is
 * respected. A calendar date alone (`2026-11-21`) is that day, with no shift. Anything else, and
 * impossible dates (`2026-02-30`), give `null`.
 */
export function parseServerDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const text = value.trim();
  const day = CALENDAR_DATE.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const local = new Date(year, month - 1, date);
    // `new Date` rolls 30 February over into March: refuse it instead.
    return local.getMonth() === month - 1 && local.getDate() === date ? local : null;
  }
  const time = DATE_TIME.exec(text);
  if (!time) return null;
  const iso = text.replace(' ', 'T');
  const date = new Date(time[3] ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
