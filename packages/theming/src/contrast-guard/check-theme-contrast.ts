import { contrastRatio, flattenColor, parseCssColor, type Rgb } from '../color/index';
import type { CareThemeDefinition } from '../model/theme';

/** WCAG 2.2 SC 1.4.3 minimums: normal text and large text (≥ 24 px, or ≥ 18.66 px bold). */
export const CONTRAST_MINIMUM = Object.freeze({ text: 4.5, largeText: 3 });

/** Text this size (CSS px, after the global size) or larger counts as large text. */
const LARGE_TEXT_PX = 24;

/** A text colour and the background it is drawn on, by style key. */
export interface ContrastWarning {
  /** Style key of the text colour, e.g. `text.muted`, `buttons.primary.text`. */
  readonly foreground: string;
  /** Style key of the background, e.g. `backgrounds.page`, `gradients.header.stops.1.color`. */
  readonly background: string;
  readonly foregroundColor: string;
  readonly backgroundColor: string;
  /** The WCAG contrast ratio, rounded down to 2 decimals (never shown better than it is). */
  readonly ratio: number;
  /** The minimum this pair needs: 4.5, or 3 for large text (by default). */
  readonly minimum: number;
  readonly largeText: boolean;
}

type Role = 'body' | 'caption' | 'heading';

interface Pair {
  readonly foreground: string;
  readonly background: string;
  readonly role: Role;
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** The text/background pairs the app draws, with the size of the text in each. */
function pairsOf(theme: CareThemeDefinition): Pair[] {
  const pairs: Pair[] = [];
  const on = (foreground: string, backgrounds: string[], role: Role = 'body') => {
    for (const background of backgrounds) pairs.push({ foreground, background, role });
  };
  const surfaces = ['backgrounds.page', 'backgrounds.surface', 'backgrounds.subtle'];
  on('text.body', [...surfaces, 'tables.rowStripe']);
  on('text.muted', surfaces, 'caption');
  on('text.heading', surfaces, 'heading');
  on('text.link', surfaces);
  on('buttons.primary.text', ['buttons.primary.background']);
  on('buttons.secondary.text', ['buttons.secondary.background']);
  on('tables.headerText', ['tables.headerBackground']);
  // A draft being edited may be incomplete: whatever is missing is skipped, never thrown on.
  const stops = (gradient: 'header' | 'sidebar') =>
    (theme.gradients?.[gradient]?.stops ?? []).map(
      (_, i) => `gradients.${gradient}.stops.${i}.color`,
    );
  on('text.onHeader', stops('header'));
  on('text.onSidebar', stops('sidebar'));
  return pairs;
}

/** The value at a dotted path of the theme (array indexes included). */
function valueAt(theme: CareThemeDefinition, path: string): unknown {
  let value: unknown = theme;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A colour drawn over `base`, opaque; `undefined` when the text is not a theme colour. */
function opaqueOver(color: unknown, base: Rgb): Rgb | undefined {
  const parsed = typeof color === 'string' ? parseCssColor(color) : undefined;
  return parsed && flattenColor(parsed, base);
}

/** The minimum ratios to check against (default: WCAG AA, {@link CONTRAST_MINIMUM}). */
export interface ContrastMinimum {
  readonly text: number;
  readonly largeText: number;
}

/**
 * Text/background pairs of `theme` below WCAG AA: 4.5:1, or 3:1 for large text (the heading
 * size, or any size once the global font size makes it ≥ 24 px). Translucent colours are
 * composited over the page. Warnings only: a theme below AA can still be saved and applied
 * (the app shows the warnings); the built-in themes have none. Pass `{ text: 7, largeText: 4.5 }`
 * to check against AAA.
 */
export function checkThemeContrast(
  theme: CareThemeDefinition,
  minimums: ContrastMinimum = CONTRAST_MINIMUM,
): ContrastWarning[] {
  const canvas = theme.colorMode === 'dark' ? BLACK : WHITE;
  const page = opaqueOver(theme.backgrounds?.page, canvas) ?? canvas;
  // Sizes that are not numbers (a field being typed) count as normal text: the stricter minimum.
  const scale = (theme.fonts?.size ?? 16) / 16;
  const sizes: Record<Role, number> = {
    body: (theme.fonts?.sizes?.body ?? 0) * scale,
    caption: (theme.fonts?.sizes?.caption ?? 0) * scale,
    heading: Math.min(theme.fonts?.sizes?.heading ?? 0, theme.fonts?.sizes?.title ?? 0) * scale,
  };
  const warnings: ContrastWarning[] = [];
  for (const pair of pairsOf(theme)) {
    const foregroundColor = valueAt(theme, pair.foreground);
    const backgroundColor = valueAt(theme, pair.background);
    const background = opaqueOver(backgroundColor, page);
    const foreground = background && opaqueOver(foregroundColor, background);
    if (!background || !foreground) continue; // not a colour: the schema reports it, not this
    const largeText = sizes[pair.role] >= LARGE_TEXT_PX;
    const minimum = largeText ? minimums.largeText : minimums.text;
    const ratio = contrastRatio(foreground, background);
    if (ratio < minimum) {
      warnings.push({
        foreground: pair.foreground,
        background: pair.background,
        foregroundColor: String(foregroundColor),
        backgroundColor: String(backgroundColor),
        ratio: Math.floor(ratio * 100) / 100,
        minimum,
        largeText,
      });
    }
  }
  return warnings;
}
