import type { FieldDefinition, FormValue } from '@care/api-client/schemas';
import { AppError } from '../errors/app-error';

/** A stored scalar: what a text, number, date or switch field keeps. */
export type StoredValue = string | number | boolean | null;

/**
 * The e-mail pattern (docs/behaviour/forms.md#rules): a local part, @, a domain and a top-level
 * part of 2 to 4 letters. An empty value is not an error (the required flag decides that).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** One field's value, checked against its definition; `undefined` means "not sent". */
function checkedValue(field: FieldDefinition, raw: FormValue | undefined): StoredValue {
  if (raw === undefined || raw === null || raw === '') {
    if (field.required) throw new AppError('E012', { status: 400 });
    return null;
  }
  switch (field.type) {
    case 'STRING':
    case 'DESCRIPTION': {
      if (typeof raw !== 'string') throw new AppError('E016', { status: 400 });
      const text = raw.trim();
      if (text === '' && field.required) throw new AppError('E012', { status: 400 });
      if (field.maxDigits !== undefined && [...text].length > field.maxDigits) {
        throw new AppError('E015', { status: 400 });
      }
      if (field.validate === 'email' && text !== '' && !EMAIL_PATTERN.test(text)) {
        throw new AppError('E016', { status: 400 });
      }
      return text === '' ? null : text;
    }
    case 'DATE': {
      if (typeof raw !== 'string' || !isRealDate(raw)) throw new AppError('E016', { status: 400 });
      if (typeof field.min === 'string' && raw < field.min)
        throw new AppError('E016', { status: 400 });
      if (typeof field.max === 'string' && raw > field.max)
        throw new AppError('E016', { status: 400 });
      return raw;
    }
    case 'SWITCH':
      if (typeof raw !== 'boolean') throw new AppError('E016', { status: 400 });
      return raw;
    case 'RADIO':
    case 'RADIO_INTL': {
      const allowed = (field.fields ?? []).map((option) => option.value ?? option.id);
      if ((typeof raw !== 'string' && typeof raw !== 'number') || !allowed.includes(raw)) {
        throw new AppError('E016', { status: 400 });
      }
      return raw;
    }
    default:
      // A structure of ours only uses the types above; anything else is a programming error.
      throw new AppError('E008', { status: 500 });
  }
}

/**
 * The values a client may write, checked against the form's structure: only fields of the
 * structure that are neither read-only nor hidden are taken (anything else in `values`, such as
 * ids, a status or `__proto__`, is ignored); a field left out keeps its stored value. A required
 * field sent empty is E012, text over `maxDigits` E015, a value of the wrong kind E016.
 */
export function writableValues(
  structure: readonly FieldDefinition[],
  values: Readonly<Record<string, FormValue>>,
): Map<string, StoredValue> {
  const result = new Map<string, StoredValue>();
  for (const field of structure) {
    if (field.readOnly || field.hidden) continue;
    if (!Object.hasOwn(values, field.fieldName)) continue;
    result.set(field.fieldName, checkedValue(field, values[field.fieldName]));
  }
  return result;
}
