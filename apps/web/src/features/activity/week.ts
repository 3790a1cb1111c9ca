/**
 * The week of the programme (docs/behaviour/activities.md#the-week): Monday to Sunday in the
 * browser's time zone, named in the address by its Monday (`?week=2026-11-30`).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A local day as `YYYY-MM-DD`. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of the Monday of `date`'s week. */
export function mondayOf(date: Date): Date {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

/** `date` moved by `days` calendar days (local midnight stays midnight across DST). */
export function addDays(date: Date, days: number): Date {
  const moved = new Date(date);
  moved.setDate(moved.getDate() + days);
  return moved;
}

/** The Monday named by `?week=`, or this week's when it is missing or malformed. */
export function weekFromParam(param: string | null, now: Date): Date {
  const match = param ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(param) : null;
  if (!match) return mondayOf(now);
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? mondayOf(now) : mondayOf(date);
}

/** The seven days of the week starting on `monday`. */
export function daysOf(monday: Date): Date[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}
