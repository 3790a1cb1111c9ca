import {
  createSystem,
  defaultBaseConfig,
  defaultConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss as chakraGlobalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import {
  contrastText,
  mixColors,
  parseCssColor,
  readableOn,
  toHex,
  type Rgb,
} from '../color/index';
import { DEFAULT_COLORS, FONT_STACKS } from '../model/defaults';
import { sanitizeSections } from '../model/shape';
import type {
  CareColorMode,
  CareGradient,
  CareTheme,
  CareThemeColors,
  CareThemeDefinition,
} from '../model/theme';
import { baseTheme } from '../themes/built-in-themes';
import { readableButtonHover } from './readable-button-hover';

export type { CareColorMode, CareThemeColors } from '../model/theme';
export { DARK_COLORS, DEFAULT_COLORS } from '../model/defaults';

/** Options of {@link createCareSystem}. */
export interface CareSystemOptions {
  /**
   * `dark` makes Chakra's dark colour mode the page default (no `dark` class needed); a subtree
   * can still opt out with the `light` class. Defaults to `light`.
   */
  colorMode?: CareColorMode;
}

const COLOR_NAMES = ['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const;

/**
 * The hardest surfaces text sits on in each mode (Chakra's `bg.muted`: gray.100 / gray.900).
 * A colour readable there is also readable on `bg`, `bg.subtle` and `bg.panel`.
 */
const LIGHT_SURFACE: Rgb = { r: 0xf4, g: 0xf4, b: 0xf5 };
const DARK_SURFACE: Rgb = { r: 0x18, g: 0x18, b: 0x1b };

type ColorValue = string | { _light: string; _dark: string };

/** An opaque colour's channels; `undefined` for a translucent or unknown one (used as given). */
function opaque(color: string): Rgb | undefined {
  const parsed = parseCssColor(color);
  return parsed && parsed.a === 1 ? { r: parsed.r, g: parsed.g, b: parsed.b } : undefined;
}

/** Text variants of a colour: AA on light surfaces and on dark ones, whatever the mode. */
function textVariant(rgb: Rgb | undefined, fallback: string): ColorValue {
  if (!rgb) return fallback; // translucent: used as given, no contrast guarantee
  return {
    _light: toHex(readableOn(rgb, LIGHT_SURFACE)),
    _dark: toHex(readableOn(rgb, DARK_SURFACE)),
  };
}

/** The care.<name> colour tokens (and the counter levels) for a colour set. */
function careColorTokens(colors: CareThemeColors) {
  const tokens: Record<string, Record<string, { value: ColorValue }>> = {};
  for (const name of COLOR_NAMES) {
    const raw = colors[name];
    const rgb = opaque(raw);
    tokens[name] = {
      // The brand colour itself: fills, borders, icons.
      DEFAULT: { value: raw },
      // Text drawn in this colour on the page.
      fg: { value: textVariant(rgb, raw) },
      // Text drawn on top of a fill of this colour.
      contrast: { value: rgb ? toHex(contrastText(rgb)) : 'white' },
    };
  }
  const warning = opaque(colors.warning);
  const error = opaque(colors.error);
  // Character counter alert levels (above 80 %, above 90 %, at 100 %:
  // docs/behaviour/forms.md#character-counter).
  tokens.counter = {
    caution: { value: textVariant(warning, colors.warning) },
    high: {
      value: textVariant(warning && error ? mixColors(warning, error, 0.5) : error, colors.error),
    },
    limit: { value: textVariant(error, colors.error) },
  };
  return tokens;
}

/** A number as CSS writes it: at most 4 decimals, no exponent, no -0. */
function cssNumber(value: number): string {
  const rounded = Math.round(value * 10_000) / 10_000;
  return String(rounded === 0 ? 0 : rounded);
}

/** A font size in pixels at the default size (16), as rem so the global size scales it. */
function rem(pixels: number): string {
  return `${cssNumber(pixels / 16)}rem`;
}

/** A theme gradient as a CSS `linear-gradient()`. */
export function gradientToCss(gradient: CareGradient): string {
  const stops = gradient.stops.map((stop) => `${stop.color} ${cssNumber(stop.position)}%`);
  return `linear-gradient(${cssNumber(gradient.angle)}deg, ${stops.join(', ')})`;
}

/**
 * Chakra's own surface and text tokens with the theme's value in the theme's mode; the other
 * mode keeps Chakra's value, so a subtree switched to it (`.light` / `.dark`) still works.
 */
function modeValue(
  mode: CareColorMode,
  value: string,
  chakra: { light: string; dark: string },
): { value: { _light: string; _dark: string } } {
  return {
    value:
      mode === 'dark'
        ? { _light: chakra.light, _dark: value }
        : { _light: value, _dark: chakra.dark },
  };
}

/** A theme with every value checked: anything outside the grammar is replaced by the base's. */
function sanitize(theme: CareThemeDefinition): CareThemeDefinition {
  const mode: CareColorMode = theme.colorMode === 'dark' ? 'dark' : 'light';
  return { name: String(theme.name), colorMode: mode, ...sanitizeSections(theme, baseTheme(mode)) };
}

/** The Chakra system for a complete, sanitized theme. */
function themeConfig(theme: CareThemeDefinition): SystemConfig {
  const mode = theme.colorMode;
  const dark = mode === 'dark';
  const { buttons, text, fonts, gradients, backgrounds, tables } = theme;
  const config = defineConfig({
    // Chakra resolves `_dark` values under a `.dark` ancestor. A dark system matches them at the
    // root too, so every Chakra token and `_dark` style is dark without any class on the page.
    conditions: dark
      ? { light: '.light &', dark: ':root &, .dark &, .dark .chakra-theme:not(.light) &' }
      : {},
    globalCss: {
      html: {
        // Native parts (scrollbars, date pickers, autofill) follow the mode too.
        colorScheme: dark ? 'dark' : 'light',
        // The global size as a share of the browser's own font size: a user who set a larger
        // default in the browser keeps it, scaled by the theme.
        fontSize: `${cssNumber((fonts.size / 16) * 100)}%`,
      },
    },
    theme: {
      tokens: {
        fonts: {
          heading: { value: FONT_STACKS[fonts.headingFamily] },
          body: { value: FONT_STACKS[fonts.family] },
          care: {
            heading: { value: FONT_STACKS[fonts.headingFamily] },
            body: { value: FONT_STACKS[fonts.family] },
          },
        },
        fontSizes: {
          care: {
            caption: { value: rem(fonts.sizes.caption) },
            body: { value: rem(fonts.sizes.body) },
            subtitle: { value: rem(fonts.sizes.subtitle) },
            heading: { value: rem(fonts.sizes.heading) },
            title: { value: rem(fonts.sizes.title) },
          },
        },
        gradients: {
          care: {
            header: { value: gradientToCss(gradients.header) },
            sidebar: { value: gradientToCss(gradients.sidebar) },
          },
        },
        radii: {
          care: { button: { value: buttons.borderRadius } },
        },
      },
      semanticTokens: {
        colors: {
          care: {
            ...careColorTokens(theme.colors),
            button: {
              primary: {
                bg: { value: buttons.primary.background },
                fg: { value: buttons.primary.text },
              },
              secondary: {
                bg: { value: buttons.secondary.background },
                fg: { value: buttons.secondary.text },
              },
            },
            text: {
              body: { value: text.body },
              muted: { value: text.muted },
              heading: { value: text.heading },
              link: { value: text.link },
              onHeader: { value: text.onHeader },
              onSidebar: { value: text.onSidebar },
            },
            bg: {
              page: { value: backgrounds.page },
              surface: { value: backgrounds.surface },
              subtle: { value: backgrounds.subtle },
            },
            table: {
              header: {
                bg: { value: tables.headerBackground },
                fg: { value: tables.headerText },
              },
              stripe: { value: tables.rowStripe },
              border: { value: tables.border },
            },
          },
          // Chakra's components follow the theme's surfaces and text.
          bg: {
            DEFAULT: modeValue(mode, backgrounds.page, {
              light: '{colors.white}',
              dark: '{colors.black}',
            }),
            panel: modeValue(mode, backgrounds.surface, {
              light: '{colors.white}',
              dark: '{colors.gray.950}',
            }),
            subtle: modeValue(mode, backgrounds.subtle, {
              light: '{colors.gray.50}',
              dark: '{colors.gray.950}',
            }),
          },
          fg: {
            DEFAULT: modeValue(mode, text.body, {
              light: '{colors.black}',
              dark: '{colors.gray.50}',
            }),
            muted: modeValue(mode, text.muted, {
              light: '{colors.gray.600}',
              dark: '{colors.gray.400}',
            }),
          },
        },
      },
    },
  });
  return config;
}

/**
 * The Chakra UI v3 system for a theme. Every value is checked against the theme grammar first
 * (a value outside it falls back to the built-in theme of the same colour mode), so even a theme
 * assembled in code cannot inject CSS. Tokens:
 *
 * - `colors.care.<name>` / `.fg` / `.contrast` and `colors.care.counter.*` (see README)
 * - `colors.care.button.{primary,secondary}.{bg,fg}`, `colors.care.text.*`, `colors.care.bg.*`,
 *   `colors.care.table.{header.bg,header.fg,stripe,border}`
 * - `fonts.body` / `fonts.heading` (and `fonts.care.*`), `fontSizes.care.*`,
 *   `gradients.care.{header,sidebar}`, `radii.care.button`
 * - Chakra's `bg`, `bg.panel`, `bg.subtle`, `fg`, `fg.muted` in the theme's colour mode.
 *
 * Create a system once per theme (module scope or `useMemo`): building one computes every token.
 */
export function createThemeSystem(theme: CareTheme | CareThemeDefinition): SystemContext {
  return createSystem(defaultConfig, readableButtonHover, themeConfig(sanitize(theme)));
}

/** Chakra's colour palettes: each brings 27 colour tokens and semantic tokens to a system. */
export const CHAKRA_COLOR_PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
] as const;

/** One of {@link CHAKRA_COLOR_PALETTES}. */
export type ChakraColorPalette = (typeof CHAKRA_COLOR_PALETTES)[number];

/** The component styles (Chakra recipes and slot recipes, by key) a system carries. */
export interface ChakraComponentStyles {
  recipes?: NonNullable<NonNullable<SystemConfig['theme']>['recipes']>;
  slotRecipes?: NonNullable<NonNullable<SystemConfig['theme']>['slotRecipes']>;
  /**
   * Chakra's colour palettes the system carries (default: all ten). Each palette is 27 tokens
   * and semantic tokens that building the system computes and that its CSS declares: building
   * one with the five palettes Chakra's status colours use (gray, red, orange, green, blue)
   * takes about half as long. A palette left out renders uncoloured wherever it is named
   * (a `colorPalette` prop or a token such as `<palette>.500`); `gray` is always kept (Chakra's default palette).
   */
  colorPalettes?: readonly ChakraColorPalette[];
}

/** Chakra's colour tokens or semantic tokens without the palettes not in `keep`. */
function onlyPalettes<T extends Record<string, unknown>>(
  colors: T,
  keep: readonly ChakraColorPalette[] | undefined,
): T {
  if (!keep) return colors;
  const kept = new Set<string>(['gray', ...keep]);
  const palettes = new Set<string>(CHAKRA_COLOR_PALETTES);
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !palettes.has(name) || kept.has(name)),
  ) as T;
}

/**
 * Like {@link createThemeSystem}, with Chakra's tokens, global styles and conditions but only
 * the component styles given (for example `{ recipes: { button: buttonRecipe } }`, the recipes
 * being exported by `@chakra-ui/react`). Chakra's full set of recipes is about 17 KiB gzip of
 * every page's first load; an app that lists the components it uses keeps only those. A
 * component whose recipe is missing renders unstyled: list every one the app uses.
 */
export function createThemeSystemFor(
  theme: CareTheme | CareThemeDefinition,
  components: ChakraComponentStyles,
): SystemContext {
  const chakraTheme = defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: chakraGlobalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: onlyPalettes(tokens.colors, components.colorPalettes) },
      semanticTokens: {
        ...semanticTokens,
        colors: onlyPalettes(semanticTokens.colors, components.colorPalettes),
      },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: components.recipes ?? {},
      slotRecipes: components.slotRecipes ?? {},
    },
  });
  // The hover fix is merged only into a button recipe the app carries, never creates one.
  const hover = components.recipes?.button ? [readableButtonHover] : [];
  return createSystem(defaultBaseConfig, chakraTheme, ...hover, themeConfig(sanitize(theme)));
}

/**
 * Builds the Chakra UI v3 system for a set of Care colours on the built-in theme of the given
 * colour mode (default or dark): the `care.<name>` colour tokens, their `.fg` and `.contrast`
 * variants, `care.counter.*`, and the primary and secondary buttons filled with the primary and
 * secondary colours. For a whole theme, use {@link createThemeSystem}.
 */
export function createCareSystem(
  colors: CareThemeColors = DEFAULT_COLORS,
  options: CareSystemOptions = {},
): SystemContext {
  const base = baseTheme(options.colorMode === 'dark' ? 'dark' : 'light');
  const onFill = (color: string, fallback: string) => {
    const rgb = opaque(color);
    return rgb ? toHex(contrastText(rgb)) : fallback;
  };
  return createThemeSystem({
    ...base,
    colors,
    buttons: {
      ...base.buttons,
      primary: {
        background: colors.primary,
        text: onFill(colors.primary, base.buttons.primary.text),
      },
      secondary: {
        background: colors.secondary,
        text: onFill(colors.secondary, base.buttons.secondary.text),
      },
    },
  });
}
