/** The offset of `zone` from UTC at the instant `utcMs`, in ms (positive east of Greenwich). */
export function zoneOffsetMs(zone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant of a local `YYYY-MM-DDTHH:mm` in the caller's IANA time zone (`X-Time-Zone`), UTC
 * without one. Null for a date that does not exist (`2026-02-30T10:00`).
 */
export function localToInstant(local: string, zone: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  if (!zone) return check;
  // Twice: the offset at the first guess may differ from the offset at the result (DST).
  let instant = wall - zoneOffsetMs(zone, wall);
  instant = wall - zoneOffsetMs(zone, instant);
  return new Date(instant);
}

/** The calendar day (`YYYY-MM-DD`) of `instant` in `zone`, UTC without one. */
export function calendarDay(instant: Date, zone: string | null): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
