import { z } from 'zod/mini';
import { attendanceStatusSchema } from './activity-attendance';
import { roleSchema } from './auth';
import { envelope } from './common';
import { MAX_RECORD_ID, recordIdSchema } from './text';

/**
 * The activities care module (docs/behaviour/activities.md): the facility's programme of
 * activities, the guests enrolled, and the attendance recorded afterwards. Bodies are strict: a
 * key the route does not take is 400 E016.
 */

/** The longest title of an activity. */
export const ACTIVITY_TITLE_MAX = 120;
/** The longest description of an activity. */
export const ACTIVITY_DESCRIPTION_MAX = 2000;
/** The longest place of an activity. */
export const ACTIVITY_PLACE_MAX = 120;
/** The longest leader's name (free text). */
export const ACTIVITY_LEADER_MAX = 120;
/** The most guests an activity takes. */
export const ACTIVITY_CAPACITY_MAX = 200;
/** How long a recurrence may run after the first occurrence's day, in days (one year). */
export const ACTIVITY_RECURRENCE_MAX_DAYS = 366;
/** The longest note of an attendance. */
export const ACTIVITY_NOTE_MAX = 500;
/** The longest period of the programme in one call, in days. */
export const ACTIVITY_RANGE_MAX_DAYS = 31;
/** A guest's participation covers the last this many days. */
export const ACTIVITY_PARTICIPATION_DAYS = 30;

/** The weekdays of a weekly recurrence, Monday first (ISO order). */
export const ACTIVITY_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** A weekday of a weekly recurrence. */
export const activityWeekdaySchema = z.enum(ACTIVITY_WEEKDAYS);
/** A weekday of a weekly recurrence. */
export type ActivityWeekday = z.infer<typeof activityWeekdaySchema>;

/** How often an activity repeats. */
export const ACTIVITY_FREQUENCIES = ['daily', 'weekly'] as const;

export {
  ATTENDANCE_STATUSES,
  attendanceStatusSchema,
  type AttendanceStatus,
} from './activity-attendance';

const instant = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A recurrence: every day, or every week on the chosen weekdays, until a day (`YYYY-MM-DD`,
 * included) at most a year after the first occurrence.
 */
export const activityRecurrenceSchema = z
  .strictObject({
    frequency: z.enum(ACTIVITY_FREQUENCIES),
    weekdays: z.optional(z.array(activityWeekdaySchema).check(z.minLength(1), z.maxLength(7))),
    until: z.iso.date(),
  })
  .check(
    z.refine(
      (value) => value.frequency === 'daily' || (value.weekdays?.length ?? 0) > 0,
      'a weekly recurrence needs its weekdays',
    ),
    z.refine(
      (value) => new Set(value.weekdays ?? []).size === (value.weekdays ?? []).length,
      'a weekday twice',
    ),
  );
/** A recurrence. */
export type ActivityRecurrence = z.infer<typeof activityRecurrenceSchema>;

/**
 * `POST care/api/v1/activity` and `PUT care/api/v1/activity/{id}`: an activity. `endsAt` after
 * `startsAt`, on the same day or the next; the leader either a name or a staff account (or none).
 */
export const activityWriteSchema = z
  .strictObject({
    groupId: recordIdSchema,
    title: text(ACTIVITY_TITLE_MAX),
    description: z.nullish(z.string().check(z.trim(), z.maxLength(ACTIVITY_DESCRIPTION_MAX))),
    startsAt: instant,
    endsAt: instant,
    place: text(ACTIVITY_PLACE_MAX),
    leaderName: z.nullish(z.string().check(z.trim(), z.maxLength(ACTIVITY_LEADER_MAX))),
    leaderAccountId: z.nullish(recordIdSchema),
    capacity: z.nullish(z.int().check(z.gte(1), z.lte(ACTIVITY_CAPACITY_MAX))),
    recurrence: z.nullish(activityRecurrenceSchema),
  })
  .check(
    z.refine(
      (body) => Date.parse(body.endsAt) > Date.parse(body.startsAt),
      'ends before it starts',
    ),
    z.refine(
      (body) => Date.parse(body.endsAt) - Date.parse(body.startsAt) <= 24 * 3_600_000,
      'longer than a day',
    ),
    z.refine((body) => !(body.leaderName && body.leaderAccountId), 'two leaders'),
  );
/** The body of a new or changed activity, as sent. */
export type ActivityWrite = z.input<typeof activityWriteSchema>;

/** A period of the programme: `to` after `from`, at most 31 days. */
function periodLimits<T extends z.ZodMiniType<{ from: string; to: string }>>(schema: T) {
  return schema.check(
    z.refine<{ from: string; to: string }>(
      (query) => Date.parse(query.to) > Date.parse(query.from),
      'a reversed period',
    ),
    z.refine<{ from: string; to: string }>(
      (query) =>
        Date.parse(query.to) - Date.parse(query.from) <= ACTIVITY_RANGE_MAX_DAYS * 86_400_000,
      'a period too long',
    ),
  );
}

/** `GET care/api/v1/activity?groupId=&from=&to=`: the programme of a period (at most 31 days). */
export const activityRangeQuerySchema = periodLimits(
  z.strictObject({
    groupId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_RECORD_ID))),
    from: instant,
    to: instant,
  }),
);
/** The query of the programme. */
export type ActivityRangeQuery = z.input<typeof activityRangeQuerySchema>;

/** One occurrence of an activity in the programme, with how many guests are enrolled. */
export const activityOccurrenceSchema = z.object({
  activityId: z.int(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  place: z.string(),
  groupId: z.int(),
  capacity: z.nullable(z.int()),
  enrolled: z.int(),
  recurring: z.boolean(),
  cancelled: z.boolean(),
});
/** One occurrence of an activity. */
export type ActivityOccurrence = z.infer<typeof activityOccurrenceSchema>;

/** `GET care/api/v1/activity/mine?from=&to=`: a guest's own programme (at most 31 days). */
export const activityMineQuerySchema = periodLimits(z.strictObject({ from: instant, to: instant }));
/** The query of a guest's own programme. */
export type ActivityMineQuery = z.input<typeof activityMineQuerySchema>;

/** An occurrence of a guest's own programme: whether the guest is enrolled in it. */
export const activityMineOccurrenceSchema = z.extend(activityOccurrenceSchema, {
  takingPart: z.boolean(),
});
/** An occurrence of a guest's own programme. */
export type ActivityMineOccurrence = z.infer<typeof activityMineOccurrenceSchema>;

/** A guest enrolled in an activity. */
export const activityGuestSchema = z.object({
  personalDataId: z.int(),
  name: z.string(),
  surname: z.string(),
});
/** A guest enrolled in an activity. */
export type ActivityGuest = z.infer<typeof activityGuestSchema>;

/** An activity with its guests. */
export const activitySchema = z.object({
  id: z.int(),
  groupId: z.int(),
  title: z.string(),
  description: z.nullable(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string(),
  leader: z.nullable(z.object({ name: z.string(), accountId: z.nullable(z.int()) })),
  capacity: z.nullable(z.int()),
  recurrence: z.nullable(activityRecurrenceSchema),
  timeZone: z.string(),
  cancelled: z.boolean(),
  enrolled: z.array(activityGuestSchema),
});
/** An activity with its guests. */
export type Activity = z.infer<typeof activitySchema>;

/** `POST care/api/v1/activity/{id}/enrolments`: enrols a guest of the activity's group. */
export const activityEnrolSchema = z.strictObject({ personalDataId: recordIdSchema });
/** The body of an enrolment. */
export type ActivityEnrol = z.input<typeof activityEnrolSchema>;

/** `GET care/api/v1/activity/{id}/attendance?start=`: the occurrence starting at `start`. */
export const activityOccurrenceQuerySchema = z.strictObject({ start: instant });
/** The query of an occurrence's attendance. */
export type ActivityOccurrenceQuery = z.input<typeof activityOccurrenceQuerySchema>;

/** One guest's attendance as recorded. */
export const attendanceRecordSchema = z.strictObject({
  personalDataId: recordIdSchema,
  status: attendanceStatusSchema,
  note: z.nullish(z.string().check(z.trim(), z.maxLength(ACTIVITY_NOTE_MAX))),
});
/** One guest's attendance as recorded. */
export type AttendanceRecord = z.input<typeof attendanceRecordSchema>;

/**
 * `PUT care/api/v1/activity/{id}/attendance`: the attendance of the occurrence starting at
 * `start`, for one or more enrolled guests (each at most once).
 */
export const activityAttendanceWriteSchema = z.strictObject({
  start: instant,
  records: z.array(attendanceRecordSchema).check(
    z.minLength(1),
    z.maxLength(ACTIVITY_CAPACITY_MAX),
    z.refine(
      (records) => new Set(records.map((r) => r.personalDataId)).size === records.length,
      'a guest twice',
    ),
  ),
});
/** The body of an attendance. */
export type ActivityAttendanceWrite = z.input<typeof activityAttendanceWriteSchema>;

/** The attendance of one occurrence: every enrolled guest (and whoever has a record). */
export const activityAttendanceSchema = z.object({
  activityId: z.int(),
  start: z.string(),
  end: z.string(),
  started: z.boolean(),
  guests: z.array(
    z.extend(activityGuestSchema, {
      status: z.nullable(attendanceStatusSchema),
      note: z.nullable(z.string()),
      diaryEntryId: z.nullable(z.int()),
    }),
  ),
});
/** The attendance of one occurrence. */
export type ActivityAttendance = z.infer<typeof activityAttendanceSchema>;

/** One activity a guest was at (or missed) in the last 30 days. */
export const activityParticipationSchema = z.object({
  activityId: z.int(),
  title: z.string(),
  place: z.string(),
  start: z.string(),
  status: attendanceStatusSchema,
  note: z.nullable(z.string()),
});
/** One activity of a guest's participation. */
export type ActivityParticipation = z.infer<typeof activityParticipationSchema>;

/** The programme of a period. */
export const activityRangeResponseSchema = envelope(z.array(activityOccurrenceSchema));
/** A guest's own programme. */
export const activityMineResponseSchema = envelope(z.array(activityMineOccurrenceSchema));
/** One activity. */
export const activityResponseSchema = envelope(activitySchema);
/** The attendance of an occurrence. */
export const activityAttendanceResponseSchema = envelope(activityAttendanceSchema);
/** A guest's participation, newest first. */
export const activityParticipationResponseSchema = envelope(z.array(activityParticipationSchema));

/** The longest text the leader autocomplete searches. */
export const ACTIVITY_LEADER_SEARCH_MAX = 100;
/** The most staff members the leader autocomplete answers. */
export const ACTIVITY_LEADERS_LIMIT = 20;

/**
 * `GET care/api/v1/activity/leaders?groupId=&q=`: the staff who may lead an activity of the group
 * (docs/behaviour/activities.md#the-leader), whose name contains `q`.
 */
export const activityLeaderQuerySchema = z.strictObject({
  groupId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_RECORD_ID))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(ACTIVITY_LEADER_SEARCH_MAX))),
});
/** The leader autocomplete's query. */
export type ActivityLeaderQuery = z.input<typeof activityLeaderQuerySchema>;

/** A staff member who may lead an activity: an autocomplete suggestion (`id`, `name`) with a role. */
export const activityLeaderSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: z.nullable(roleSchema),
});
/** A staff member who may lead an activity. */
export type ActivityLeader = z.infer<typeof activityLeaderSchema>;
/** The leader autocomplete's answer, by surname. */
export const activityLeadersResponseSchema = envelope(z.array(activityLeaderSchema));
