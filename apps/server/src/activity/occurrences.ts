import rrulePackage from 'rrule';
import type { StoredRecurrence } from '../db/schema';
import { localToInstant, zoneOffsetMs } from '../time/local-time';

/**
 * The occurrences of an activity (docs/behaviour/activities.md#recurrence): a single one, or those
 * of its recurrence, expanded with the rrule library in the wall-clock time of the activity's zone
 * so that a 10:00 class stays at 10:00 across a change of daylight saving time. An occurrence is
 * addressed by its activity and its start.
 */

// rrule ships a UMD bundle: Node's ESM loader sees only its default export.
const { RRule } = rrulePackage;

const DAY = 86_400_000;

/** What the expansion needs of an activity. */
export interface Schedule {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  recurrence: StoredRecurrence | null;
}

/** One occurrence: its start and end. */
export interface Occurrence {
  start: Date;
  end: Date;
}

/** The wall-clock time of `instant` in `zone`, as a Date whose UTC fields are that wall time. */
function wallClock(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + zoneOffsetMs(zone, instant.getTime()));
}

/** The instant of a wall-clock time (a Date whose UTC fields are the wall time) in `zone`. */
function fromWallClock(wall: Date, zone: string): Date {
  const instant = localToInstant(wall.toISOString().slice(0, 16), zone);
  // Keep the seconds a start may carry; a wall time that does not exist is taken as UTC's.
  return new Date((instant ?? wall).getTime() + (wall.getTime() % 60_000));
}

/** The recurrence's rule, in wall-clock time. */
function ruleOf(schedule: Schedule, recurrence: StoredRecurrence) {
  return new RRule({
    freq: recurrence.frequency === 'daily' ? RRule.DAILY : RRule.WEEKLY,
    ...(recurrence.frequency === 'weekly'
      ? { byweekday: (recurrence.weekdays ?? []).map((day) => RRule[day]) }
      : {}),
    dtstart: wallClock(schedule.startsAt, schedule.timeZone),
    until: new Date(`${recurrence.until}T23:59:59.999Z`),
  });
}

/** The last instant an occurrence of `schedule` may start. */
export function lastStartOf(schedule: Schedule): Date {
  const { recurrence } = schedule;
  if (!recurrence) return schedule.startsAt;
  const last = ruleOf(schedule, recurrence).before(
    new Date(`${recurrence.until}T23:59:59.999Z`),
    true,
  );
  return last ? fromWallClock(last, schedule.timeZone) : schedule.startsAt;
}

/** The occurrences of `schedule` that overlap [from, to), by start. */
export function occurrencesBetween(schedule: Schedule, from: Date, to: Date): Occurrence[] {
  const duration = schedule.endsAt.getTime() - schedule.startsAt.getTime();
  const { recurrence } = schedule;
  const starts = recurrence
    ? ruleOf(schedule, recurrence)
        .between(
          new Date(wallClock(from, schedule.timeZone).getTime() - duration - DAY),
          new Date(wallClock(to, schedule.timeZone).getTime() + DAY),
          true,
        )
        .map((wall) => fromWallClock(wall, schedule.timeZone))
    : [schedule.startsAt];
  return starts
    .map((start) => ({ start, end: new Date(start.getTime() + duration) }))
    .filter(({ start, end }) => start < to && end > from);
}

/** The occurrence of `schedule` that starts exactly at `start`, if there is one. */
export function occurrenceAt(schedule: Schedule, start: Date): Occurrence | undefined {
  return occurrencesBetween(schedule, start, new Date(start.getTime() + 1)).find(
    (occurrence) => occurrence.start.getTime() === start.getTime(),
  );
}
