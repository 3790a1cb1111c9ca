import {
  ACTIVITY_CAPACITY_MAX,
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_LEADER_MAX,
  ACTIVITY_PLACE_MAX,
  ACTIVITY_TITLE_MAX,
  ACTIVITY_WEEKDAYS,
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

/** The fields of a new activity: it starts at the next full hour by default, for an hour. */
export function activityFields(now: Date): FieldDefinition[] {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setTime(start.getTime() + HOUR);
  const until = (dependsOn: 'daily' | 'weekly'): FieldDefinition => ({
    fieldName: `until${dependsOn === 'daily' ? 'Daily' : 'Weekly'}`,
    type: 'DATE',
    label: 'activity.form.until',
    required: true,
    value: dayKey(new Date(start.getTime() + 28 * 24 * HOUR)),
    min: dayKey(start),
    dependencies: [{ fieldName: 'recurrence', value: dependsOn }],
  });
  return [
    {
      fieldName: 'title',
      type: 'STRING',
      label: 'activity.form.title',
      required: true,
      maxDigits: ACTIVITY_TITLE_MAX,
      value: '',
    },
    {
      fieldName: 'startsAt',
      type: 'DATETIME',
      label: 'activity.form.startsAt',
      required: true,
      value: localDateTime(start),
    },
    {
      fieldName: 'endsAt',
      type: 'DATETIME',
      label: 'activity.form.endsAt',
      required: true,
      value: localDateTime(new Date(start.getTime() + HOUR)),
    },
    {
      fieldName: 'place',
      type: 'STRING',
      label: 'activity.form.place',
      required: true,
      maxDigits: ACTIVITY_PLACE_MAX,
      value: '',
    },
    {
      fieldName: 'leaderName',
      type: 'STRING',
      label: 'activity.form.leaderName',
      maxDigits: ACTIVITY_LEADER_MAX,
      value: '',
    },
    {
      fieldName: 'capacity',
      type: 'INTEGER',
      label: 'activity.form.capacity',
      min: 1,
      max: ACTIVITY_CAPACITY_MAX,
    },
    {
      fieldName: 'description',
      type: 'DESCRIPTION',
      label: 'activity.form.description',
      maxDigits: ACTIVITY_DESCRIPTION_MAX,
      value: '',
    },
    {
      fieldName: 'recurrence',
      type: 'RADIO_INTL',
      label: 'activity.form.recurrence',
      required: true,
      value: 'none',
      fields: RECURRENCES.map((id) => ({ value: id, label: RECURRENCE_LABELS[id] })),
    },
    {
      fieldName: 'weekdays',
      type: 'CHECKBOX_INTL',
      label: 'activity.form.weekdays',
      required: true,
      fields: ACTIVITY_WEEKDAYS.map((id) => ({ value: id, label: `activity.weekday.${id}` })),
      dependencies: [{ fieldName: 'recurrence', value: 'weekly' }],
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

/** The body of a new activity of group `groupId` from the form's values (instants with offset). */
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
    ...(text(values.leaderName) ? { leaderName: text(values.leaderName) } : {}),
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
