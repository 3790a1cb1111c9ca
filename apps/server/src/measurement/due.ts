import type { MeasurementDue, MeasurementSchedule } from '@care/api-client/schemas';
import { calendarDay, localToInstant } from '../time/local-time';

/**
 * When a scheduled measure falls due (docs/behaviour/measurements.md#schedules). Pure: the
 * schedule, when it was set, the last reading of its type, now and the caller's time zone.
 */

const DAY_MS = 86_400_000;
/** A reading this long before a fixed time counts for it (taken a little early). */
const EARLY_MS = 60 * 60_000;

/** The calendar day `shift` days from `day` (`YYYY-MM-DD`), whatever the clocks do. */
function shiftDay(day: string, shift: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + shift * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instants of `times` on the local day of `at`, the day before and the next one: the day
 * before, so that an evening's time missed is still overdue after midnight.
 */
function slots(times: readonly string[], at: Date, zone: string | null): Date[] {
  const today = calendarDay(at, zone);
  return [-1, 0, 1]
    .map((shift) => shiftDay(today, shift))
    .flatMap((day) => [...times].sort().map((time) => localToInstant(`${day}T${time}`, zone)))
    .filter((slot): slot is Date => slot !== null);
}

/** What is due of `schedule`, given its last reading (`lastAt`) and when it was set. */
export function dueOf(
  schedule: MeasurementSchedule,
  setAt: Date,
  lastAt: Date | null,
  now: Date,
  zone: string | null,
): MeasurementDue {
  const base = { type: schedule.type, schedule, lastAt: lastAt?.toISOString() ?? null };
  if (schedule.kind === 'interval') {
    const from = lastAt ?? setAt;
    const dueAt = lastAt ? new Date(from.getTime() + schedule.everyDays * DAY_MS) : setAt;
    return { ...base, dueAt: dueAt.toISOString(), overdue: dueAt.getTime() <= now.getTime() };
  }
  const all = slots(schedule.times, now, zone);
  const passed = all.filter((slot) => slot.getTime() <= now.getTime() && slot >= setAt);
  const latest = passed[passed.length - 1];
  const covered = (slot: Date) => lastAt !== null && lastAt.getTime() >= slot.getTime() - EARLY_MS;
  if (latest && !covered(latest)) return { ...base, dueAt: latest.toISOString(), overdue: true };
  const next = all.find((slot) => slot.getTime() > now.getTime()) ?? (all[0] as Date);
  return { ...base, dueAt: next.toISOString(), overdue: false };
}
