import type { Rgb } from './rgb';

/** An sRGB colour with channels 0–255 and an alpha 0–1. */
export interface Rgba extends Rgb {
  a: number;
}

/** The longest colour text a theme may hold (`rgba(255.0000, 255.0000, 255.0000, 0.5000)` fits). */
export const MAX_COLOR_LENGTH = 64;

/**
 * The named colours a theme may use: CSS's sixteen basic colours, their common aliases and
 * `transparent`. A small, fixed list: anything else is written as hex, rgb() or hsl().
 */
export const NAMED_COLORS: ReadonlyMap<string, Rgba> = new Map<string, Rgba>([
  ['black', { r: 0, g: 0, b: 0, a: 1 }],
  ['silver', { r: 192, g: 192, b: 192, a: 1 }],
  ['gray', { r: 128, g: 128, b: 128, a: 1 }],
  ['grey', { r: 128, g: 128, b: 128, a: 1 }],
  ['white', { r: 255, g: 255, b: 255, a: 1 }],
  ['maroon', { r: 128, g: 0, b: 0, a: 1 }],
  ['red', { r: 255, g: 0, b: 0, a: 1 }],
  ['purple', { r: 128, g: 0, b: 128, a: 1 }],
  ['fuchsia', { r: 255, g: 0, b: 255, a: 1 }],
  ['magenta', { r: 255, g: 0, b: 255, a: 1 }],
  ['green', { r: 0, g: 128, b: 0, a: 1 }],
  ['lime', { r: 0, g: 255, b: 0, a: 1 }],
  ['olive', { r: 128, g: 128, b: 0, a: 1 }],
  ['yellow', { r: 255, g: 255, b: 0, a: 1 }],
  ['orange', { r: 255, g: 165, b: 0, a: 1 }],
  ['navy', { r: 0, g: 0, b: 128, a: 1 }],
  ['blue', { r: 0, g: 0, b: 255, a: 1 }],
  ['teal', { r: 0, g: 128, b: 128, a: 1 }],
  ['aqua', { r: 0, g: 255, b: 255, a: 1 }],
  ['cyan', { r: 0, g: 255, b: 255, a: 1 }],
  ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
]);

// The grammar. Only ASCII digits, a dot, commas, plain spaces, `%`, `/` and the function names
// appear: no quotes, escapes, semicolons, braces or nested functions can get through.
const NUM = String.raw`(\d{1,3}(?:\.\d{1,4})?)`;
const ALPHA = String.raw`(\d{1,3}(?:\.\d{1,4})?%?|\.\d{1,4}%?)`;
const SP = ' *';
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_COMMAS = new RegExp(
  `^rgba?\\(${SP}${NUM}${SP},${SP}${NUM}${SP},${SP}${NUM}${SP}(?:,${SP}${ALPHA}${SP})?\\)$`,
  'i',
);
const RGB_SPACES = new RegExp(
  `^rgba?\\(${SP}${NUM} +${NUM} +${NUM}${SP}(?:/${SP}${ALPHA}${SP})?\\)$`,
  'i',
);
const HSL_COMMAS = new RegExp(
  `^hsla?\\(${SP}${NUM}(?:deg)?${SP},${SP}${NUM}%${SP},${SP}${NUM}%${SP}(?:,${SP}${ALPHA}${SP})?\\)$`,
  'i',
);
const HSL_SPACES = new RegExp(
  `^hsla?\\(${SP}${NUM}(?:deg)? +${NUM}% +${NUM}%${SP}(?:/${SP}${ALPHA}${SP})?\\)$`,
  'i',
);

/** Alpha as 0–1 from `0.5` or `50%`; `undefined` out of range. */
function readAlpha(text: string | undefined): number | undefined {
  if (text === undefined) return 1;
  const percent = text.endsWith('%');
  const value = Number.parseFloat(percent ? text.slice(0, -1) : text);
  const alpha = percent ? value / 100 : value;
  return alpha >= 0 && alpha <= 1 ? alpha : undefined;
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  // CSS Color Module Level 4, section 7.1: hue in degrees, saturation and lightness 0–1.
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return { r: f(0), g: f(8), b: f(4) };
}

/**
 * Parses a colour written in the theme grammar: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`
 * and `hsl()`/`hsla()` with plain numbers (commas or spaces, optional alpha), or one of
 * {@link NAMED_COLORS}. Returns `undefined` for anything else, including out-of-range numbers,
 * surrounding spaces and text longer than {@link MAX_COLOR_LENGTH}.
 */
export function parseCssColor(input: string): Rgba | undefined {
  if (typeof input !== 'string' || input.length > MAX_COLOR_LENGTH) return undefined;
  const hex = HEX.exec(input)?.[1];
  if (hex) {
    const full = hex.length === 3 ? hex.replace(/./g, (d) => d + d) : hex;
    const channel = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return {
      r: channel(0),
      g: channel(2),
      b: channel(4),
      a: full.length === 8 ? channel(6) / 255 : 1,
    };
  }
  const named = NAMED_COLORS.get(input.toLowerCase());
  if (named) return { ...named };
  const rgb = RGB_COMMAS.exec(input) ?? RGB_SPACES.exec(input);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((c) => Number.parseFloat(c ?? ''));
    const a = readAlpha(rgb[4]);
    if (r === undefined || g === undefined || b === undefined || a === undefined) return undefined;
    if (r > 255 || g > 255 || b > 255) return undefined;
    return { r, g, b, a };
  }
  const hsl = HSL_COMMAS.exec(input) ?? HSL_SPACES.exec(input);
  if (hsl) {
    const [h, s, l] = [hsl[1], hsl[2], hsl[3]].map((c) => Number.parseFloat(c ?? ''));
    const a = readAlpha(hsl[4]);
    if (h === undefined || s === undefined || l === undefined || a === undefined) return undefined;
    if (h > 360 || s > 100 || l > 100) return undefined;
    return { ...hslToRgb(h, s / 100, l / 100), a };
  }
  return undefined;
}

/** Whether `value` is a colour in the theme grammar (see {@link parseCssColor}). */
export function isCssColor(value: unknown): value is string {
  return typeof value === 'string' && parseCssColor(value) !== undefined;
}

/** `color` drawn over the opaque `background` (alpha compositing), as an opaque colour. */
export function flattenColor(color: Rgba, background: Rgb): Rgb {
  const { a } = color;
  return {
    r: color.r * a + background.r * (1 - a),
    g: color.g * a + background.g * (1 - a),
    b: color.b * a + background.b * (1 - a),
  };
}
