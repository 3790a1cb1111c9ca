import {
  DIARY_BACKDATE_HOURS,
  DIARY_REASON_MAX,
  DIARY_SIGNIFICANCES,
  DIARY_TEXT_MAX,
  type DiaryAmend,
  type DiaryCorrect,
  type DiaryCreate,
  type DiaryEntry,
  type DiarySignificance,
} from '@care/api-client';
import type { FieldDefinition, FormValues } from '@care/ui';
import { checkedIds, fallBody, fallFields } from './fall-fields';

/**
 * The diary entry form as field definitions of @care/ui's form renderer
 * (docs/behaviour/diary.md#writing-an-entry): the same renderer, validation and (later) drafts as
 * every other form of Care. Labels are i18n keys, passed through the renderer's `translate`.
 */

/** What the form does: write a new entry, the author's correction, or an amendment. */
export type EntryFormKind = 'create' | 'correct' | 'amend';

/** A category as the form offers it: its id and its name in the current language. */
export interface CategoryChoice {
  id: string;
  name: string;
}

const HOUR = 3_600_000;

/** `date` as a `datetime-local` value (`yyyy-MM-ddTHH:mm`) in the browser's time zone. */
export function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * "When it happened": the time the form was opened, up to 72 hours back and up to `now`. `now`
 * moves while the form is open; the value does not, so a new `now` only moves the limits and
 * keeps what the user chose (the renderer replaces a field's value only when its definition's
 * value changes).
 */
function whenField(openedAt: Date, now: Date): FieldDefinition {
  return {
    fieldName: 'occurredAt',
    type: 'DATETIME',
    label: 'diary.form.occurredAt',
    helperText: 'diary.form.occurredAtHelp',
    value: localDateTime(openedAt),
    required: true,
    min: localDateTime(new Date(now.getTime() - DIARY_BACKDATE_HOURS * HOUR)),
    max: localDateTime(now),
  };
}

function contentFields(
  categories: readonly CategoryChoice[],
  entry: DiaryEntry | undefined,
): FieldDefinition[] {
  return [
    {
      fieldName: 'categories',
      type: 'CHECKBOX',
      label: 'diary.form.categories',
      required: true,
      fields: categories.map(({ id, name }) => ({ value: id, label: name })),
      ...(entry ? { value: entry.categories } : {}),
    },
    {
      fieldName: 'text',
      type: 'DESCRIPTION',
      label: 'diary.form.text',
      required: true,
      maxDigits: DIARY_TEXT_MAX,
      value: entry?.text ?? '',
    },
    {
      fieldName: 'significance',
      type: 'RADIO_INTL',
      label: 'diary.form.significance',
      required: true,
      value: entry?.significance ?? 'routine',
      fields: DIARY_SIGNIFICANCES.map((id) => ({ value: id, label: `diary.significance.${id}` })),
    },
    ...fallFields(entry?.fall ?? null),
  ];
}

/**
 * The fields of the form: a new entry asks when it happened (now, up to 72 hours back) and
 * whether it goes into the handover; a correction and an amendment start from the entry as it
 * is, and an amendment asks for its reason.
 */
export function entryFields(
  kind: EntryFormKind,
  categories: readonly CategoryChoice[],
  options: { now: Date; openedAt?: Date | undefined; entry?: DiaryEntry | undefined },
): FieldDefinition[] {
  const content = contentFields(categories, options.entry);
  if (kind === 'create') {
    const handover = {
      fieldName: 'handover',
      type: 'SWITCH',
      label: 'diary.form.handover',
      value: false,
    };
    return [whenField(options.openedAt ?? options.now, options.now), ...content, handover];
  }
  if (kind === 'correct') return content;
  const reason = {
    fieldName: 'reason',
    type: 'STRING',
    label: 'diary.form.reason',
    required: true,
    maxDigits: DIARY_REASON_MAX,
    value: '',
  };
  return [...content, reason];
}

const significance = (value: FormValues[string] | undefined): DiarySignificance =>
  (DIARY_SIGNIFICANCES as readonly unknown[]).includes(value)
    ? (value as DiarySignificance)
    : 'routine';

/** The body of a new entry from the form's values (the time as an instant with its offset). */
export function createBody(values: FormValues): DiaryCreate {
  const when = typeof values.occurredAt === 'string' ? new Date(values.occurredAt) : new Date();
  const categories = checkedIds(values.categories);
  return {
    occurredAt: when.toISOString(),
    categories,
    text: String(values.text ?? ''),
    significance: significance(values.significance),
    handover: values.handover === true,
    fall: fallBody(values, categories),
  };
}

/** The body of a correction: what the author may fix in place. */
export function correctBody(values: FormValues): DiaryCorrect {
  const categories = checkedIds(values.categories);
  return {
    text: String(values.text ?? ''),
    categories,
    significance: significance(values.significance),
    fall: fallBody(values, categories),
  };
}

/** The body of an amendment: the new content and the reason. */
export function amendBody(values: FormValues): DiaryAmend {
  return { ...correctBody(values), text: String(values.text ?? ''), reason: String(values.reason) };
}
