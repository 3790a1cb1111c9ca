import { BUILT_IN_THEMES, baseTheme } from '../themes/built-in-themes';
import { mergeSections, sanitizeSections } from './shape';
import {
  describeIssues,
  THEME_FILE_FORMAT,
  THEME_FILE_VERSION,
  themeFileSchema,
  type ThemeIssue,
} from './schema';
import type { CareColorMode, CareThemeDefinition } from './theme';

/** Keys that could reach an object's prototype: never kept from any parsed text. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * `JSON.parse` that drops every `__proto__`, `constructor` and `prototype` key at any depth, so
 * nothing parsed can carry a prototype-polluting key further. Throws on text that is not JSON.
 * (`JSON.parse` itself makes such keys plain own properties; they are removed before anything
 * else sees the value. A walk instead of a reviver: the same result, several times faster.)
 */
export function parseJsonSafely(text: string): unknown {
  const value: unknown = JSON.parse(text);
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    for (const key of Object.keys(node)) {
      if (FORBIDDEN_KEYS.has(key)) Reflect.deleteProperty(node, key);
      else pending.push((node as Record<string, unknown>)[key]);
    }
  }
  return value;
}

/** Why a theme document was refused. */
export type ThemeDocumentFailure =
  'notATheme' | 'unsupportedVersion' | 'invalidName' | 'schema' | 'unsafeValue';

/** The outcome of {@link readThemeDocument}. */
export type ThemeDocumentResult =
  | { readonly ok: true; readonly definition: CareThemeDefinition }
  | {
      readonly ok: false;
      readonly reason: ThemeDocumentFailure;
      readonly issues: readonly ThemeIssue[];
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a parsed theme document (a file, or an entry of the stored list): checks `format` and
 * `version`, validates every value against its grammar, drops unknown keys and fills the keys
 * left out from the built-in theme of its colour mode. The definition is built from fresh,
 * frozen objects holding only known keys.
 */
export function readThemeDocument(value: unknown): ThemeDocumentResult {
  if (!isRecord(value) || value.format !== THEME_FILE_FORMAT) {
    const issue = {
      path: 'format',
      message: `expected "${THEME_FILE_FORMAT}"`,
      unsafe: false,
      name: false,
    };
    return { ok: false, reason: 'notATheme', issues: [issue] };
  }
  if (value.version !== THEME_FILE_VERSION) {
    const issue = {
      path: 'version',
      message: `expected ${THEME_FILE_VERSION}`,
      unsafe: false,
      name: false,
    };
    return { ok: false, reason: 'unsupportedVersion', issues: [issue] };
  }
  const parsed = themeFileSchema.safeParse(value);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error);
    const reason = issues.some((issue) => issue.unsafe)
      ? 'unsafeValue'
      : issues.every((issue) => issue.name)
        ? 'invalidName'
        : 'schema';
    return { ok: false, reason, issues };
  }
  const colorMode: CareColorMode = parsed.data.colorMode ?? 'light';
  const definition: CareThemeDefinition = Object.freeze({
    name: parsed.data.name,
    colorMode,
    ...mergeSections(parsed.data, baseTheme(colorMode)),
  });
  return { ok: true, definition };
}

/** A theme file's content: format, version, name, colour mode and every style section. */
export interface ThemeDocument extends CareThemeDefinition {
  readonly format: typeof THEME_FILE_FORMAT;
  readonly version: typeof THEME_FILE_VERSION;
}

/**
 * The document of a theme: only the known keys, every value checked (one outside the grammar
 * is replaced by the base theme's, as the system factory does), no `id`.
 */
export function toThemeDocument(theme: CareThemeDefinition): ThemeDocument {
  const colorMode: CareColorMode = theme.colorMode === 'dark' ? 'dark' : 'light';
  return {
    format: THEME_FILE_FORMAT,
    version: THEME_FILE_VERSION,
    name: theme.name,
    colorMode,
    ...sanitizeSections(theme, baseTheme(colorMode)),
  };
}

/** Names no custom theme may take (compared case-insensitively): the built-in themes'. */
export const RESERVED_THEME_NAMES: readonly string[] = Object.freeze(
  Object.values(BUILT_IN_THEMES).map((theme) => theme.name),
);
