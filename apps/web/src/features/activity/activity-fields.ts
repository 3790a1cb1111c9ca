import {
  ACTIVITY_ROUTES,
  ACTIVITY_CAPACITY_MAX,
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_LEADER_MAX,
  ACTIVITY_PLACE_MAX,
  ACTIVITY_TITLE_MAX,
  ACTIVITY_WEEKDAYS,
  type Activity,
  type ActivityWeekday,
  type ActivityWrite,
} from '@care/api-client';
import type { FieldDefinition, FormValues } from '@care/ui';
import { localDateTime } from '../diary/entry-fields';
import { dayKey } from './week';

/**
 * The activity form as field definitions of @care/ui's form renderer
 * (docs/behaviour/activities.md#a-new-activity). Labels are i18n keys of `activity.form`.
 */

const HOUR = 3_600_000;
const RECURRENCES = ['none', 'daily', 'weekly'] as const;
const RECURRENCE_LABELS = {
  none: 'activity.form.recurrenceNone',
  daily: 'activity.form.recurrenceDaily',
  weekly: 'activity.form.recurrenceWeekly',
} as const;

/** What the form starts from: a new activity's defaults, or the activity as it is. */
interface FormStart {
  start: Date;
  end: Date;
  title: string;
  place: string;
  /** A staff leader (the autocomplete), or else a leader's name (free text). */
  leader?: { accountId: number; name: string };
  leaderName: string;
  capacity?: number;
  description: string;
  recurrence: (typeof RECURRENCES)[number];
  weekdays?: readonly ActivityWeekday[];
  until?: string;
}

function newActivityStart(now: Date): FormStart {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setTime(start.getTime() + HOUR);
  const end = new Date(start.getTime() + HOUR);
  return { start, end, title: '', place: '', leaderName: '', description: '', recurrence: 'none' };
}

function activityStart(activity: Activity): FormStart {
  const { recurrence } = activity;
  return {
    start: new Date(activity.startsAt),
    end: new Date(activity.endsAt),
    title: activity.title,
    place: activity.place,
    ...(activity.leader?.accountId
      ? { leader: { accountId: activity.leader.accountId, name: activity.leader.name } }
      : {}),
    leaderName: activity.leader?.accountId ? '' : (activity.leader?.name ?? ''),
    ...(activity.capacity === null ? {} : { capacity: activity.capacity }),
    description: activity.description ?? '',
    recurrence: recurrence?.frequency ?? 'none',
    ...(recurrence?.weekdays ? { weekdays: recurrence.weekdays } : {}),
    ...(recurrence ? { until: recurrence.until } : {}),
  };
}

/**
 * The fields of the activity form: a new activity starts at the next full hour by default, for
 * an hour; a change starts from the activity as it is (its first occurrence and recurrence).
 */
export function activityFields(now: Date, activity?: Activity): FieldDefinition[] {
  const from = activity ? activityStart(activity) : newActivityStart(now);
  const until = (dependsOn: 'daily' | 'weekly'): FieldDefinition => ({
    fieldName: `until${dependsOn === 'daily' ? 'Daily' : 'Weekly'}`,
    type: 'DATE',
    label: 'activity.form.until',
    required: true,
    value: from.until ?? dayKey(new Date(from.start.getTime() + 28 * 24 * HOUR)),
    min: dayKey(from.start),
    dependencies: [{ fieldName: 'recurrence', value: dependsOn }],
  });
  return [
    {
      fieldName: 'title',
      type: 'STRING',
      label: 'activity.form.title',
      required: true,
      maxDigits: ACTIVITY_TITLE_MAX,
      value: from.title,
    },
    {
      fieldName: 'startsAt',
      type: 'DATETIME',
      label: 'activity.form.startsAt',
      required: true,
      value: localDateTime(from.start),
    },
    {
      fieldName: 'endsAt',
      type: 'DATETIME',
      label: 'activity.form.endsAt',
      required: true,
      value: localDateTime(from.end),
    },
    {
      fieldName: 'place',
      type: 'STRING',
      label: 'activity.form.place',
      required: true,
      maxDigits: ACTIVITY_PLACE_MAX,
      value: from.place,
    },
    {
      fieldName: 'leaderAccountId',
      type: 'AUTOCOMPLETE',
      label: 'activity.form.leaderStaff',
      path: ACTIVITY_ROUTES.activityLeaders.path,
      ...(from.leader
        ? {
            value: from.leader.accountId,
            fields: [{ value: from.leader.accountId, label: from.leader.name }],
          }
        : {}),
    },
    {
      fieldName: 'leaderName',
      type: 'STRING',
      label: 'activity.form.leaderName',
      maxDigits: ACTIVITY_LEADER_MAX,
      value: from.leaderName,
    },
    {
      fieldName: 'capacity',
      type: 'INTEGER',
      label: 'activity.form.capacity',
      min: 1,
      max: ACTIVITY_CAPACITY_MAX,
      ...(from.capacity === undefined ? {} : { value: from.capacity }),
    },
    {
      fieldName: 'description',
      type: 'DESCRIPTION',
      label: 'activity.form.description',
      maxDigits: ACTIVITY_DESCRIPTION_MAX,
      value: from.description,
    },
    {
      fieldName: 'recurrence',
      type: 'RADIO_INTL',
      label: 'activity.form.recurrence',
      required: true,
      value: from.recurrence,
      fields: RECURRENCES.map((id) => ({ value: id, label: RECURRENCE_LABELS[id] })),
    },
    {
      fieldName: 'weekdays',
      type: 'CHECKBOX_INTL',
      label: 'activity.form.weekdays',
      required: true,
      fields: ACTIVITY_WEEKDAYS.map((id) => ({ value: id, label: `activity.weekday.${id}` })),
      dependencies: [{ fieldName: 'recurrence', value: 'weekly' }],
      ...(from.weekdays ? { value: [...from.weekdays] } : {}),
    },
    until('daily'),
    until('weekly'),
  ];
}

const text = (value: FormValues[string] | undefined) =>
  typeof value === 'string' ? value.trim() : '';

function weekdays(value: FormValues[string] | undefined): ActivityWeekday[] {
  const ids = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.split(';')
      : [];
  return ACTIVITY_WEEKDAYS.filter((day) => ids.includes(day));
}

/** The staff leader chosen (an account id), else the name typed, else no leader. */
function leaderOf(values: FormValues) {
  const accountId = Number(values.leaderAccountId);
  if (values.leaderAccountId && Number.isInteger(accountId)) return { leaderAccountId: accountId };
  const name = text(values.leaderName);
  return name ? { leaderName: name } : {};
}

/** Whether the form names a staff leader and a leader's name at once (one or the other). */
export function twoLeaders(values: FormValues): boolean {
  return Boolean(values.leaderAccountId) && text(values.leaderName) !== '';
}

/**
 * The body of an activity of group `groupId` from the form's values (instants with offset): the
 * staff leader chosen in the autocomplete, or the name typed (docs/behaviour/activities.md#the-leader).
 */
export function activityBody(values: FormValues, groupId: number): ActivityWrite {
  const capacity =
    values.capacity === '' || values.capacity === null ? NaN : Number(values.capacity);
  const recurrence = values.recurrence;
  return {
    groupId,
    title: text(values.title),
    startsAt: new Date(text(values.startsAt)).toISOString(),
    endsAt: new Date(text(values.endsAt)).toISOString(),
    place: text(values.place),
    ...(text(values.description) ? { description: text(values.description) } : {}),
    ...leaderOf(values),
    ...(Number.isInteger(capacity) ? { capacity } : {}),
    ...(recurrence === 'daily'
      ? { recurrence: { frequency: 'daily', until: text(values.untilDaily).slice(0, 10) } }
      : {}),
    ...(recurrence === 'weekly'
      ? {
          recurrence: {
            frequency: 'weekly',
            weekdays: weekdays(values.weekdays),
            until: text(values.untilWeekly).slice(0, 10),
          },
        }
      : {}),
  };
}
