import { isCssColor } from '../color/index';
import {
  FONT_NAMES,
  FONT_SIZE_RANGE,
  GLOBAL_FONT_SIZE_RANGE,
  GRADIENT_STOPS_RANGE,
  type CareGradient,
  type FontName,
} from './theme';

/**
 * The grammar of theme values. A value that does not match is refused, whatever it is: the
 * grammar is an allow-list, so CSS injection (`url(`, `;}`, comments, escapes, `var()`…) has no
 * way in. Nothing here is ever concatenated into CSS except values that passed these checks and
 * numbers the system formats itself.
 */

/** Upper bounds of a length per unit. */
const LENGTH_MAX: Readonly<Record<string, number>> = Object.freeze({
  px: 256,
  rem: 16,
  em: 16,
  '%': 100,
});
const LENGTH = /^(\d{1,3}(?:\.\d{1,4})?)(px|rem|em|%)$/;

/** Whether `value` is a length: `0`, or a number with `px` (≤ 256), `rem`/`em` (≤ 16) or `%` (≤ 100). */
export function isCssLength(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value === '0') return true;
  const match = LENGTH.exec(value);
  if (!match?.[1] || !match[2]) return false;
  const max = LENGTH_MAX[match[2]];
  return max !== undefined && Number.parseFloat(match[1]) <= max;
}

/** Whether `value` is one of the offered font families ({@link FONT_NAMES}). */
export function isFontName(value: unknown): value is FontName {
  return typeof value === 'string' && (FONT_NAMES as readonly string[]).includes(value);
}

function isNumberIn(value: unknown, range: { min: number; max: number }): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max
  );
}

/** Whether `value` fits a font-size input (0–120). */
export function isFontSize(value: unknown): value is number {
  return isNumberIn(value, FONT_SIZE_RANGE);
}

/** Whether `value` fits the global font size slider (5–30). */
export function isGlobalFontSize(value: unknown): value is number {
  return isNumberIn(value, GLOBAL_FONT_SIZE_RANGE);
}

/**
 * An angle in degrees brought into 0–360: 370 → 10, -10 → 350. Angles already within 0–360
 * (360 included) are kept as they are; anything that is not a finite number becomes 0.
 */
export function normalizeAngle(angle: number): number {
  if (!Number.isFinite(angle)) return 0;
  if (angle >= 0 && angle <= 360) return angle === 0 ? 0 : angle; // 0 also turns -0 into 0
  const wrapped = angle % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped === 0 ? 0 : wrapped;
}

/** Whether `value` is a gradient of valid colours, positions 0–100 and an angle 0–360. */
export function isGradient(value: unknown): value is CareGradient {
  if (typeof value !== 'object' || value === null) return false;
  const { angle, stops } = value as { angle?: unknown; stops?: unknown };
  if (!isNumberIn(angle, { min: 0, max: 360 }) || !Array.isArray(stops)) return false;
  if (stops.length < GRADIENT_STOPS_RANGE.min || stops.length > GRADIENT_STOPS_RANGE.max) {
    return false;
  }
  return stops.every((stop: unknown) => {
    if (typeof stop !== 'object' || stop === null) return false;
    const { color, position } = stop as { color?: unknown; position?: unknown };
    return isCssColor(color) && isNumberIn(position, { min: 0, max: 100 });
  });
}

/**
 * Marks of an attempt to smuggle CSS: used only to tell "unsafe" apart from "mistyped" in import
 * reports. Safety never depends on it: every value is checked against the grammar above.
 */
const INJECTION_MARKS =
  /[;{}<>\\"'`@!]|\/\*|\*\/|url\s*\(|expression\s*\(|javascript:|data:|var\s*\(|attr\s*\(|env\s*\(|image(?:-set)?\s*\(|element\s*\(|calc\s*\(/i;

/**
 * Whether `text` holds a control character (C0, DEL, C1), a line or paragraph separator, an
 * invisible bidirectional override or isolate, or a zero-width character (U+200B–U+200D, U+2060,
 * U+FEFF): each can make a text read as something else, or two names look alike.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (
      code <= 0x1f ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069) ||
      (code >= 0x200b && code <= 0x200d) ||
      code === 0x2060 ||
      code === 0xfeff
    ) {
      return true;
    }
  }
  return false;
}

/** Whether a refused text looks like an injection attempt rather than a typo. */
export function looksLikeInjection(value: string): boolean {
  return INJECTION_MARKS.test(value) || hasControlCharacter(value);
}
