import {
  contrastRatio,
  FONT_NAMES,
  FONT_SIZE_RANGE,
  FONT_STACKS,
  GLOBAL_FONT_SIZE_RANGE,
  GRADIENT_STOPS_RANGE,
  gradientToCss,
  isCssColor,
  isCssLength,
  normalizeAngle,
  parseCssColor,
  PRESET_SWATCHES,
  toHex,
  type FontName,
} from '@care/theming';
import type { ThemeValueGrammar } from '@care/ui';

/** Black or white, whichever reads better on `color`. */
function textOn(color: string): string {
  const black = contrastRatio(color, '#000000') ?? 0;
  const white = contrastRatio(color, '#ffffff') ?? 0;
  return black >= white ? '#000000' : '#ffffff';
}

/** @care/theming's value grammar, as @care/ui's theme editor takes it. */
export const THEME_GRAMMAR: ThemeValueGrammar<FontName> = {
  isColor: isCssColor,
  toHex(value) {
    const parsed = parseCssColor(value);
    return parsed ? toHex(parsed) : undefined;
  },
  isLength: isCssLength,
  normalizeAngle,
  gradientToCss,
  textOn,
  fontStack: (font) => FONT_STACKS[font],
  swatches: PRESET_SWATCHES,
  fonts: FONT_NAMES,
  globalFontSize: GLOBAL_FONT_SIZE_RANGE,
  fontSize: FONT_SIZE_RANGE,
  gradientStops: GRADIENT_STOPS_RANGE,
};
