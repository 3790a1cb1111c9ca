import {
  DIARY_FALL_CATEGORY,
  DIARY_FALL_FOOTWEAR,
  DIARY_FALL_HELP,
  DIARY_FALL_INJURIES,
  DIARY_FALL_LIGHTING,
  DIARY_FALL_SHORT_MAX,
  DIARY_FALL_TEXT_MAX,
  DIARY_FALL_WALKING_AIDS,
  DIARY_FALL_YES_NO_UNKNOWN,
  type DiaryFall,
} from '@care/api-client';
import type { FieldDefinition, FormValues } from '@care/ui';

/**
 * The fall or incident report of the entry form (docs/behaviour/diary.md#falls-and-incidents):
 * fields of the form renderer shown while the `fallIncident` category is ticked, grouped under
 * the report's heading. Their names start with `fall_`; `fallBody` turns them into the record.
 */

const SHOWN_FOR_FALLS = [{ fieldName: 'categories', value: DIARY_FALL_CATEGORY }];
const REPORT = 'diary.fall.title';
const CONTEXT = 'diary.fall.context';

type Key = keyof DiaryFall;
const name = (key: Key) => `fall_${key}`;

function base(key: Key, type: string, category: string, value: FieldDefinition['value']) {
  return {
    fieldName: name(key),
    type,
    label: `diary.fall.${key}`,
    category,
    dependencies: SHOWN_FOR_FALLS,
    ...(value === undefined ? {} : { value }),
  };
}

function text(key: Key, max: number, fall: DiaryFall | null, required = false): FieldDefinition {
  const type = max === DIARY_FALL_SHORT_MAX ? 'STRING' : 'DESCRIPTION';
  const value = fall?.[key];
  return {
    ...base(key, type, REPORT, typeof value === 'string' ? value : ''),
    maxDigits: max,
    required,
  };
}

function choice(
  key: Key,
  group: string,
  options: readonly string[],
  fall: DiaryFall | null,
  category = CONTEXT,
): FieldDefinition {
  const value = fall?.[key];
  return {
    ...base(key, 'RADIO_INTL', category, typeof value === 'string' ? value : undefined),
    required: true,
    fields: options.map((option) => ({ value: option, label: `diary.fall.${group}.${option}` })),
  };
}

function yesNo(key: 'witnessed' | 'familyInformed', fall: DiaryFall | null): FieldDefinition {
  return base(key, 'SWITCH', REPORT, fall?.[key] ?? false);
}

/** The report's fields, holding `fall` (a correction or an amendment) or empty. */
export function fallFields(fall: DiaryFall | null): FieldDefinition[] {
  return [
    {
      ...base('place', 'LABEL', REPORT, undefined),
      fieldName: 'fall_intro',
      label: 'diary.fall.intro',
    },
    text('place', DIARY_FALL_SHORT_MAX, fall, true),
    yesNo('witnessed', fall),
    text('foundBy', DIARY_FALL_SHORT_MAX, fall),
    text('guestSaid', DIARY_FALL_TEXT_MAX, fall),
    choice('injury', 'injuryValue', DIARY_FALL_INJURIES, fall, REPORT),
    text('injuries', DIARY_FALL_TEXT_MAX, fall),
    {
      ...base('helpCalled', 'CHECKBOX_INTL', REPORT, fall ? [...fall.helpCalled] : []),
      helperText: 'diary.fall.helpCalledHelp',
      fields: DIARY_FALL_HELP.map((who) => ({ value: who, label: `diary.fall.help.${who}` })),
    },
    text('observations', DIARY_FALL_TEXT_MAX, fall),
    text('actions', DIARY_FALL_TEXT_MAX, fall),
    yesNo('familyInformed', fall),
    choice('footwear', 'footwearValue', DIARY_FALL_FOOTWEAR, fall),
    choice('walkingAid', 'walkingAidValue', DIARY_FALL_WALKING_AIDS, fall),
    choice('lighting', 'lightingValue', DIARY_FALL_LIGHTING, fall),
    choice('medicationChange', 'answer', DIARY_FALL_YES_NO_UNKNOWN, fall),
  ];
}

/** One of `options`, or the first. */
function oneOf<T extends string>(options: readonly T[], value: unknown): T {
  return options.find((option) => option === value) ?? (options[0] as T);
}

/** A free text as the record keeps it: trimmed, left out when empty. */
function optional(value: FormValues[string] | undefined): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
}

/** The ids of a checkbox value (`"a;b"` or a list). */
export function checkedIds(value: FormValues[string] | undefined): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(';').filter((id) => id !== '') : [];
}

/** The record from the form's values, when the entry is a fall (its category is ticked). */
export function fallBody(values: FormValues, categories: readonly string[]): DiaryFall | undefined {
  if (!categories.includes(DIARY_FALL_CATEGORY)) return undefined;
  const get = (key: Key) => values[name(key)];
  const help = checkedIds(get('helpCalled'));
  return {
    place: String(get('place') ?? '').trim(),
    witnessed: get('witnessed') === true,
    foundBy: optional(get('foundBy')),
    guestSaid: optional(get('guestSaid')),
    injury: oneOf(DIARY_FALL_INJURIES, get('injury')),
    injuries: optional(get('injuries')),
    helpCalled: DIARY_FALL_HELP.filter((who) => help.includes(who)),
    observations: optional(get('observations')),
    footwear: oneOf(DIARY_FALL_FOOTWEAR, get('footwear')),
    walkingAid: oneOf(DIARY_FALL_WALKING_AIDS, get('walkingAid')),
    lighting: oneOf(DIARY_FALL_LIGHTING, get('lighting')),
    medicationChange: oneOf(DIARY_FALL_YES_NO_UNKNOWN, get('medicationChange')),
    actions: optional(get('actions')),
    familyInformed: get('familyInformed') === true,
  };
}
