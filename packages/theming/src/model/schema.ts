import { z } from 'zod/mini';
import { isCssColor, MAX_COLOR_LENGTH } from '../color/index';
import { validateThemeName } from './name';
import { THEME_SHAPE, type ThemeShapeGroup, type ThemeValueKind } from './shape';
import {
  FONT_SIZE_RANGE,
  GLOBAL_FONT_SIZE_RANGE,
  GRADIENT_STOPS_RANGE,
  type CareColorMode,
} from './theme';
import { isCssLength, isFontName, looksLikeInjection, normalizeAngle } from './values';

/** The `format` of a theme file. */
export const THEME_FILE_FORMAT = 'care-theme';
/** The version of the theme file schema this package reads and writes. */
export const THEME_FILE_VERSION = 1;

/** The text values a theme may hold are short: nothing longer is even looked at. */
const MAX_TEXT_VALUE_LENGTH = MAX_COLOR_LENGTH;

/**
 * `text` without the plain spaces around it. Only plain spaces are forgiven: other white space
 * (NBSP, U+2028…) is refused, not trimmed. A loop, not a regular expression: `/ +$/` takes
 * quadratic time on a long run of inner spaces, and a file may hold 64 KiB of them.
 */
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) === 0x20) start += 1;
  while (end > start && text.charCodeAt(end - 1) === 0x20) end -= 1;
  return text.slice(start, end);
}

/**
 * A text value checked against its grammar. Surrounding plain spaces are trimmed; a refused value is
 * reported with `params.unsafe` when it looks like an injection attempt (for the import report).
 */
function grammarString(kind: string, test: (value: string) => boolean) {
  return z.pipe(
    z.string(),
    z.transform((raw, ctx) => {
      const value = trimSpaces(raw);
      if (value.length <= MAX_TEXT_VALUE_LENGTH && test(value)) return value;
      ctx.issues.push({
        code: 'custom',
        input: raw,
        message: `not a ${kind}`,
        params: { unsafe: looksLikeInjection(raw) },
      });
      return z.NEVER;
    }),
  );
}

/** Numbers as JSON gives them, with -0 read as 0. */
function number(range: { min: number; max: number }) {
  return z.pipe(
    z.number().check(z.gte(range.min), z.lte(range.max)),
    z.transform((value) => (value === 0 ? 0 : value)),
  );
}

const colorSchema = grammarString('colour', isCssColor);

const gradientSchema = z.object({
  angle: z.pipe(z.number(), z.transform(normalizeAngle)),
  stops: z
    .array(z.object({ color: colorSchema, position: number({ min: 0, max: 100 }) }))
    .check(z.minLength(GRADIENT_STOPS_RANGE.min), z.maxLength(GRADIENT_STOPS_RANGE.max)),
});

const VALUE_SCHEMAS = {
  color: colorSchema,
  length: grammarString('length (0, px, rem, em or %)', isCssLength),
  font: grammarString('offered font', isFontName),
  fontSize: number(FONT_SIZE_RANGE),
  globalFontSize: number(GLOBAL_FONT_SIZE_RANGE),
  gradient: gradientSchema,
} satisfies Record<ThemeValueKind, z.ZodMiniType>;

/** A section where every key may be left out (a file fills the gaps from its base theme). */
function partialGroup(group: ThemeShapeGroup): z.ZodMiniType {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [key, kind] of Object.entries(group)) {
    shape[key] = z.optional(typeof kind === 'string' ? VALUE_SCHEMAS[kind] : partialGroup(kind));
  }
  // z.object drops unknown keys and builds a new object from the known ones only.
  return z.object(shape);
}

const nameSchema = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const check = validateThemeName(raw);
    if (check.ok) return check.name;
    ctx.issues.push({ code: 'custom', input: raw, message: check.code, params: { name: true } });
    return z.NEVER;
  }),
);

/**
 * The theme file schema, version 1: `format` and `version` (checked first, see
 * `readThemeDocument`), a `name`, an optional `colorMode` and the style sections of
 * {@link THEME_SHAPE}, each key optional. Unknown keys are dropped.
 */
export const themeFileSchema = z.object({
  format: z.literal(THEME_FILE_FORMAT),
  version: z.literal(THEME_FILE_VERSION),
  name: nameSchema,
  colorMode: z.optional(z.enum(['light', 'dark'] satisfies CareColorMode[])),
  ...(partialGroup(THEME_SHAPE) as z.ZodMiniObject).shape,
});

/** A theme file as the schema reads it: the style sections are partial and untyped here. */
export type ThemeFileData = z.output<typeof themeFileSchema>;

/** One problem found in a theme document. */
export interface ThemeIssue {
  /** Where: `buttons.primary.background`, `gradients.header.stops.1.color`, `name`… */
  readonly path: string;
  readonly message: string;
  /** The value looked like an attempt to inject CSS, not like a typo. */
  readonly unsafe: boolean;
  /** The problem is the theme name. */
  readonly name: boolean;
}

/** The issues of a failed parse, as plain data (no input echoed back). */
export function describeIssues(error: z.core.$ZodError): ThemeIssue[] {
  return error.issues.map((issue) => {
    const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
    return {
      path: issue.path.map(String).join('.') || '(root)',
      message: issue.message,
      unsafe: params.unsafe === true,
      name: params.name === true,
    };
  });
}
