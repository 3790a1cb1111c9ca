/**
 * Dates the API takes as local wall-clock text: a day `YYYY-MM-DD` (the dismiss date) and a minute
 * `YYYY-MM-DDTHH:mm` (a document's expiration, as `datetime-local` inputs hold it), both in the
 * device's own calendar and clock (what the user picked), never converted to UTC.
 */

function localParts(date: Date): { day: string; minute: string } {
  if (Number.isNaN(date.getTime())) throw new RangeError('@care/api-client: invalid date');
  const digits = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    day: `${digits(date.getFullYear(), 4)}-${digits(date.getMonth() + 1)}-${digits(date.getDate())}`,
    minute: `${digits(date.getHours())}:${digits(date.getMinutes())}`,
  };
}

/** A date as `YYYY-MM-DD` in the device's own calendar; throws a RangeError on an invalid date. */
export function localIsoDate(date: Date): string {
  return localParts(date).day;
}

/** A date as `YYYY-MM-DDTHH:mm` in the device's own clock; throws a RangeError on an invalid date. */
export function localIsoMinute(date: Date): string {
  const { day, minute } = localParts(date);
  return `${day}T${minute}`;
}
