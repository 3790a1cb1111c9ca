import {
  parseJsonSafely,
  readThemeDocument,
  RESERVED_THEME_NAMES,
  toThemeDocument,
  type ThemeDocumentFailure,
} from '../model/document';
import { uniqueThemeName } from '../model/name';
import type { ThemeIssue } from '../model/schema';
import type { CareThemeDefinition } from '../model/theme';

/** At most this many files per import (docs/behaviour/themes.md#import-and-export). */
export const MAX_IMPORT_FILES = 3;
/** A theme file is a few kilobytes; anything over 64 KiB (UTF-8) is refused unread. */
export const MAX_THEME_FILE_BYTES = 64 * 1024;

/** A file chosen for import: its name, its text and, if known, its size in bytes. */
export interface ThemeFile {
  readonly name: string;
  readonly text: string;
  /** `File.size`: when given and over the limit, the text is not even looked at. */
  readonly size?: number;
}

/** Why a file was not imported. Apps translate these codes. */
export type ThemeImportFailureReason =
  'tooManyFiles' | 'notJson' | 'tooLarge' | 'invalidJson' | ThemeDocumentFailure;

/** A file that was imported: its theme (named as it will be saved). */
export interface ThemeImportSuccess<T extends CareThemeDefinition = CareThemeDefinition> {
  readonly file: string;
  readonly ok: true;
  readonly theme: T;
  /** The name in the file, when it was taken and the theme was named as a copy ("Name (2)"). */
  readonly renamedFrom?: string;
}

/** A file that was refused: nothing of it is imported. */
export interface ThemeImportFailure {
  readonly file: string;
  readonly ok: false;
  readonly reason: ThemeImportFailureReason;
  /** A short English explanation (paths and expectations, never the file's content). */
  readonly details: string;
  readonly issues: readonly ThemeIssue[];
}

/** The outcome for one file. */
export type ThemeImportResult<T extends CareThemeDefinition = CareThemeDefinition> =
  ThemeImportSuccess<T> | ThemeImportFailure;

/** How many issues a failure's `details` names. */
const DETAILS_ISSUES = 5;

function failure(
  file: string,
  reason: ThemeImportFailureReason,
  details: string,
  issues: readonly ThemeIssue[] = [],
): ThemeImportFailure {
  return { file, ok: false, reason, details, issues };
}

function detailsOf(issues: readonly ThemeIssue[]): string {
  const named = issues.slice(0, DETAILS_ISSUES).map((issue) => `${issue.path}: ${issue.message}`);
  const more = issues.length > DETAILS_ISSUES ? `; and ${issues.length - DETAILS_ISSUES} more` : '';
  return `${named.join('; ')}${more}`;
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Reads one file into a definition, or says why not. */
function readFile(file: ThemeFile): { definition: CareThemeDefinition } | ThemeImportFailure {
  const name = typeof file.name === 'string' ? file.name : '';
  if (!/\.json$/i.test(name.trim()) || typeof file.text !== 'string') {
    return failure(name, 'notJson', 'only .json files can be imported');
  }
  const limit = `a theme file is at most ${MAX_THEME_FILE_BYTES / 1024} KiB`;
  // UTF-8 never takes fewer bytes than UTF-16 units: a long text is refused without encoding it.
  if (
    (typeof file.size === 'number' && file.size > MAX_THEME_FILE_BYTES) ||
    file.text.length > MAX_THEME_FILE_BYTES ||
    utf8Length(file.text) > MAX_THEME_FILE_BYTES
  ) {
    return failure(name, 'tooLarge', limit);
  }
  let parsed: unknown;
  try {
    // Editors on some systems start a UTF-8 file with a byte-order mark.
    parsed = parseJsonSafely(file.text.replace(/^\uFEFF/, ''));
  } catch {
    return failure(name, 'invalidJson', 'the file is not valid JSON');
  }
  const read = readThemeDocument(parsed);
  if (!read.ok) return failure(name, read.reason, detailsOf(read.issues), read.issues);
  return { definition: read.definition };
}

/**
 * Imports theme files (the Settings import dialog). Each file is read on its own and either
 * imported whole or refused with a reason: a name not ending in `.json` (`notJson`), over 64 KiB
 * (`tooLarge`), not JSON (`invalidJson`), not a Care theme (`notATheme`), a newer version
 * (`unsupportedVersion`), a bad name (`invalidName`), a value outside the grammar (`schema`) or
 * one that tries to inject CSS (`unsafeValue`). More than 3 files: every file is refused with
 * `tooManyFiles` and none is read. A name already taken (custom or built-in, compared
 * case-insensitively, earlier files of the same import included) gets a copy name, "Name (2)":
 * nothing is ever overwritten. Pure: saves nothing (the store's `importFiles` does).
 */
export function importThemes(
  files: readonly ThemeFile[],
  existingNames: Iterable<string> = [],
): ThemeImportResult[] {
  if (files.length > MAX_IMPORT_FILES) {
    const details = `at most ${MAX_IMPORT_FILES} files can be imported at once`;
    return files.map((file) => failure(String(file.name), 'tooManyFiles', details));
  }
  const taken = [...RESERVED_THEME_NAMES, ...existingNames];
  return files.map((file): ThemeImportResult => {
    const read = readFile(file);
    if ('ok' in read) return read;
    const original = read.definition.name;
    const name = uniqueThemeName(original, taken);
    taken.push(name);
    if (name === original) return { file: file.name, ok: true, theme: read.definition };
    const theme = Object.freeze({ ...read.definition, name });
    return { file: file.name, ok: true, theme, renamedFrom: original };
  });
}

/**
 * A theme as the text of a JSON file (the Settings export): `format: "care-theme"`,
 * `version: 1`, the name, the colour mode and every style section; no id. Importing the text
 * gives back the same definition.
 */
export function exportTheme(theme: CareThemeDefinition): string {
  return `${JSON.stringify(toThemeDocument(theme), null, 2)}\n`;
}

/** A file name for an exported theme: `care-theme-<name in lower-case ASCII>.json`. */
export function themeFileName(theme: Pick<CareThemeDefinition, 'name'>): string {
  const slug = String(theme.name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `care-theme-${slug || 'custom'}.json`;
}
