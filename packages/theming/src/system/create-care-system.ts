import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  contrastText,
  mixColors,
  parseHexColor,
  readableOn,
  toHex,
  type Rgb,
} from '../color/index';

/** The colours a Care theme sets; the full theme model grows in the theming issue. */
export interface CareThemeColors {
  primary: string;
  secondary: string;
  success: string;
  warning: string;
  info: string;
  error: string;
}

/** Light or dark: which of Chakra's colour modes the whole page uses. */
export type CareColorMode = 'light' | 'dark';

/** Options of {@link createCareSystem}. */
export interface CareSystemOptions {
  /**
   * `dark` makes Chakra's dark colour mode the page default (no `dark` class needed); a subtree
   * can still opt out with the `light` class. Defaults to `light`.
   */
  colorMode?: CareColorMode;
}

/** Defaults from the spec (01 §9). */
export const DEFAULT_COLORS: CareThemeColors = Object.freeze({
  primary: '#1976d2',
  secondary: '#F23041',
  success: '#43A047',
  warning: '#FFA000',
  info: '#0659BD',
  error: '#D32F2F',
});

/** The built-in dark theme's colours: lighter tints that keep their meaning on a dark page. */
export const DARK_COLORS: CareThemeColors = Object.freeze({
  primary: '#90CAF9',
  secondary: '#FF8A95',
  success: '#81C784',
  warning: '#FFB74D',
  info: '#64B5F6',
  error: '#EF5350',
});

const COLOR_NAMES = ['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const;

/**
 * The hardest surfaces text sits on in each mode (Chakra's `bg.muted`: gray.100 / gray.900).
 * A colour readable there is also readable on `bg`, `bg.subtle` and `bg.panel`.
 */
const LIGHT_SURFACE: Rgb = { r: 0xf4, g: 0xf4, b: 0xf5 };
const DARK_SURFACE: Rgb = { r: 0x18, g: 0x18, b: 0x1b };

type ColorValue = string | { _light: string; _dark: string };

/** Text variants of a colour: AA on light surfaces and on dark ones, whatever the mode. */
function textVariant(rgb: Rgb | undefined, fallback: string): ColorValue {
  if (!rgb) return fallback; // not a hex colour: used as given, no contrast guarantee
  return {
    _light: toHex(readableOn(rgb, LIGHT_SURFACE)),
    _dark: toHex(readableOn(rgb, DARK_SURFACE)),
  };
}

/** The care.* semantic colour tokens for a colour set. */
function careColorTokens(colors: CareThemeColors) {
  const tokens: Record<string, Record<string, { value: ColorValue }>> = {};
  for (const name of COLOR_NAMES) {
    const raw = colors[name];
    const rgb = parseHexColor(raw);
    tokens[name] = {
      // The brand colour itself: fills, borders, icons.
      DEFAULT: { value: raw },
      // Text drawn in this colour on the page.
      fg: { value: textVariant(rgb, raw) },
      // Text drawn on top of a fill of this colour.
      contrast: { value: rgb ? toHex(contrastText(rgb)) : 'white' },
    };
  }
  const warning = parseHexColor(colors.warning);
  const error = parseHexColor(colors.error);
  // Character counter alert levels (spec: above 80 %, above 90 %, at 100 %).
  tokens.counter = {
    caution: { value: textVariant(warning, colors.warning) },
    high: {
      value: textVariant(warning && error ? mixColors(warning, error, 0.5) : error, colors.error),
    },
    limit: { value: textVariant(error, colors.error) },
  };
  return tokens;
}

/**
 * Builds the Chakra UI v3 system for a set of Care colours. It defines the `care.<name>`
 * semantic colour tokens (brand colour), `care.<name>.fg` (AA-readable text in that colour),
 * `care.<name>.contrast` (text on a fill of that colour) and `care.counter.{caution,high,limit}`.
 */
export function createCareSystem(
  colors: CareThemeColors = DEFAULT_COLORS,
  options: CareSystemOptions = {},
): SystemContext {
  const dark = options.colorMode === 'dark';
  const config = defineConfig({
    // Chakra resolves `_dark` values under a `.dark` ancestor. A dark system matches them at the
    // root too, so every Chakra token and `_dark` style is dark without any class on the page.
    conditions: dark
      ? { light: '.light &', dark: ':root &, .dark &, .dark .chakra-theme:not(.light) &' }
      : {},
    globalCss: {
      // Native parts (scrollbars, date pickers, autofill) follow the mode too.
      html: { colorScheme: dark ? 'dark' : 'light' },
    },
    theme: {
      tokens: {
        fonts: {
          heading: { value: 'Roboto, system-ui, sans-serif' },
          body: { value: 'Roboto, system-ui, sans-serif' },
        },
      },
      semanticTokens: {
        colors: { care: careColorTokens(colors) },
      },
    },
  });
  return createSystem(defaultConfig, config);
}
