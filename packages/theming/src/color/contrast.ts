import { flattenColor, parseCssColor } from './css-color';
import type { Rgb } from './rgb';

export type { Rgb } from './rgb';

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb` (the `#` is optional); returns `undefined` for anything else. */
export function parseHexColor(input: string): Rgb | undefined {
  const match = HEX.exec(input.trim());
  const digits = match?.[1];
  if (!digits) return undefined;
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

/** Formats a colour as lower-case `#rrggbb`. */
export function toHex({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** WCAG 2.x relative luminance (0 for black, 1 for white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number;
/**
 * WCAG 2.x contrast ratio between two colours given as theme colour text (`#rrggbb`, `rgb()`,
 * `hsl()`, a named colour…) or channels. A translucent background is taken over white, a
 * translucent foreground over the background. `undefined` when a text is not a theme colour.
 */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number | undefined;
export function contrastRatio(a: Rgb | string, b: Rgb | string): number | undefined {
  const background = toOpaque(b, WHITE);
  const foreground = background && toOpaque(a, background);
  if (!foreground || !background) return undefined;
  const la = relativeLuminance(foreground);
  const lb = relativeLuminance(background);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Channels as given, or a theme colour text parsed and drawn over `base`. */
function toOpaque(color: Rgb | string, base: Rgb): Rgb | undefined {
  if (typeof color !== 'string') return color;
  const parsed = parseCssColor(color);
  return parsed && flattenColor(parsed, base);
}

/** Mixes `from` towards `to` by `amount` (0 keeps `from`, 1 gives `to`). */
export function mixColors(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

/** WCAG AA contrast for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * The colour closest to `color` that reaches `minRatio` contrast on `background`: darkened on a
 * light background, lightened on a dark one. Theme colours are brand colours (Care's warning
 * #FFA000 is 2:1 on white), so text drawn in them needs this readable variant.
 */
export function readableOn(color: Rgb, background: Rgb, minRatio = AA_TEXT_CONTRAST): Rgb {
  if (contrastRatio(color, background) >= minRatio) return color;
  const target =
    contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
  for (let step = 1; step <= 50; step += 1) {
    // Rounded to whole channels first, so the hex that ends up in CSS is the colour measured here.
    const candidate = parseHexColor(toHex(mixColors(color, target, step / 50))) ?? target;
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return target;
}

/** Black or white, whichever reads better on top of `background` (text on a filled button). */
export function contrastText(background: Rgb): Rgb {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}
