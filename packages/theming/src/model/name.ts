import { MAX_THEME_NAME_LENGTH } from './theme';
import { hasControlCharacter } from './values';

/** Why a theme name is refused. Apps translate these codes. */
export type ThemeNameErrorCode = 'nameRequired' | 'nameTooLong' | 'nameInvalid' | 'nameTaken';

/** The outcome of {@link validateThemeName}: the trimmed name, or why it is refused. */
export type ThemeNameCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly code: ThemeNameErrorCode };

/** The form two names are compared in: Unicode-normalised, case-insensitive. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/**
 * Checks a theme name as the user typed it: trimmed, required, at most 40 characters (UTF-16
 * units, as an input's `maxLength` counts), no control characters, and not already used by any
 * of `takenNames` (compared case-insensitively; pass custom and built-in names).
 */
export function validateThemeName(name: string, takenNames: Iterable<string> = []): ThemeNameCheck {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '') return { ok: false, code: 'nameRequired' };
  if (trimmed.length > MAX_THEME_NAME_LENGTH) return { ok: false, code: 'nameTooLong' };
  if (hasControlCharacter(trimmed)) return { ok: false, code: 'nameInvalid' };
  const key = nameKey(trimmed);
  for (const taken of takenNames) {
    if (nameKey(taken) === key) return { ok: false, code: 'nameTaken' };
  }
  return { ok: true, name: trimmed };
}

/**
 * `name` if it is free, otherwise the first free copy name: "Name (2)", "Name (3)"… shortened
 * where needed so the result keeps to 40 characters.
 */
export function uniqueThemeName(name: string, takenNames: Iterable<string>): string {
  const taken = new Set<string>();
  for (const existing of takenNames) taken.add(nameKey(existing));
  if (!taken.has(nameKey(name))) return name;
  // An earlier copy suffix is replaced, not stacked: "Name (2)" taken gives "Name (3)".
  const stem = name.replace(/ \(\d+\)$/, '');
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${trimToLength(stem, MAX_THEME_NAME_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/** `text` cut to `length` UTF-16 units without splitting a surrogate pair, trailing spaces dropped. */
function trimToLength(text: string, length: number): string {
  if (text.length <= length) return text;
  let cut = text.slice(0, length);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}
