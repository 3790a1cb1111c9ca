/** Pure rules of the built-in field types: e-mail pattern, decimal and integer input. */

/**
 * The e-mail rule (docs/behaviour/forms.md#rules): local part, `@`, domain, and a top-level part of
 * 2–4 letters.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,4}$/;

/**
 * What the user typed into a decimal field, as the field keeps it: a typed `.` becomes the comma
 * (the decimal separator), anything but digits and one comma is dropped (so no minus sign).
 */
export function normaliseDecimalInput(text: string): string {
  const kept = text.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const comma = kept.indexOf(',');
  return comma === -1 ? kept : kept.slice(0, comma + 1) + kept.slice(comma + 1).replace(/,/g, '');
}

/** A decimal as the server sent it (`12.5`, `"12.5"` or `"12,5"`) in the field's comma form. */
export function decimalFromValue(value: unknown): string {
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  if (typeof value === 'string') return value.trim().replace('.', ',');
  return '';
}

/** A complete decimal: digits, optionally a comma and digits (`12`, `12,5`, `0,25`). */
export const DECIMAL_PATTERN = /^\d+(?:,\d+)?$/;

/** The edited decimal tidied for submission: `12,` → `12`, `,5` → `0,5`. */
export function tidyDecimal(text: string): string {
  let out = text.trim();
  if (out.endsWith(',')) out = out.slice(0, -1);
  if (out.startsWith(',')) out = `0${out}`;
  return out;
}

/** The number a comma decimal stands for. */
export function decimalToNumber(text: string): number {
  return Number(tidyDecimal(text).replace(',', '.'));
}

/** Whether the text is a whole number (optionally negative). */
export const INTEGER_PATTERN = /^-?\d+$/;

/** What the user typed into an integer field: digits, and a leading minus where allowed. */
export function normaliseIntegerInput(text: string, negativeAllowed: boolean): string {
  const digits = text.replace(/[^\d]/g, '');
  return negativeAllowed && text.trimStart().startsWith('-') ? `-${digits}` : digits;
}

/** The number of digits in a numeric text. */
export function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** A `min`/`max` bound as a number, or undefined when absent or not numeric. */
export function numericBound(bound: number | string | undefined): number | undefined {
  if (bound === undefined || bound === '') return undefined;
  const n = typeof bound === 'number' ? bound : Number(String(bound).replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}
