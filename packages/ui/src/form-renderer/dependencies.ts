import type { FieldDependency } from './types';

/** A value as dependencies compare it: booleans as the server's `T`/`F`, the rest as text. */
function normalise(value: unknown): string {
  if (value === true || value === 'true') return 'T';
  if (value === false || value === 'false') return 'F';
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'value' in value) return normalise(value.value);
  return '';
}

/**
 * Whether a controlling field's edited value satisfies a dependency. A list (checkbox,
 * multiple autocomplete) satisfies it when it contains the value; `null` means "empty".
 */
export function matchesDependency(value: unknown, expected: FieldDependency['value']): boolean {
  if (Array.isArray(value)) {
    return expected === null
      ? value.length === 0
      : value.some((v) => matchesDependency(v, expected));
  }
  return normalise(value) === normalise(expected);
}
