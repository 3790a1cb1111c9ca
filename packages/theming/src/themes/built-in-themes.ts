import { DARK_COLORS, DEFAULT_COLORS, DEFAULT_FONT } from '../model/defaults';
import type { CareColorMode, CareFontStyles, CareTheme } from '../model/theme';

export type { CareTheme } from '../model/theme';

/** Freezes a theme and everything in it: built-in themes are shared by every caller. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const FONTS: CareFontStyles = {
  family: DEFAULT_FONT,
  headingFamily: DEFAULT_FONT,
  size: 16,
  sizes: { caption: 12, body: 16, subtitle: 20, heading: 24, title: 32 },
};

/**
 * The default theme: Care's colours on Chakra's own light surfaces (white page, `gray.50`
 * quiet areas, black text, `gray.600` secondary text), so Chakra components look as they always
 * did and every text/background pair reaches WCAG AA.
 */
export const DEFAULT_THEME: CareTheme = deepFreeze({
  id: 'default',
  name: 'Default',
  colorMode: 'light',
  colors: { ...DEFAULT_COLORS },
  buttons: {
    primary: { background: '#1976d2', text: '#ffffff' },
    // White on Care's #F23041 is 4.0:1, below AA: black text reads at 5.3:1.
    secondary: { background: '#F23041', text: '#000000' },
    borderRadius: '4px',
  },
  text: {
    body: '#000000',
    muted: '#52525b',
    heading: '#000000',
    link: '#1565c0',
    onHeader: '#ffffff',
    onSidebar: '#000000',
  },
  fonts: FONTS,
  gradients: {
    header: {
      angle: 90,
      stops: [
        { color: '#1976d2', position: 0 },
        { color: '#0d47a1', position: 100 },
      ],
    },
    sidebar: {
      angle: 180,
      stops: [
        { color: '#ffffff', position: 0 },
        { color: '#f4f4f5', position: 100 },
      ],
    },
  },
  backgrounds: { page: '#ffffff', surface: '#ffffff', subtle: '#fafafa' },
  tables: {
    headerBackground: '#f4f4f5',
    headerText: '#000000',
    rowStripe: '#fafafa',
    border: '#e4e4e7',
  },
});

/** The dark theme: lighter tints of Care's colours on Chakra's own dark surfaces. */
export const DARK_THEME: CareTheme = deepFreeze({
  id: 'dark',
  name: 'Dark',
  colorMode: 'dark',
  colors: { ...DARK_COLORS },
  buttons: {
    primary: { background: '#90CAF9', text: '#000000' },
    secondary: { background: '#FF8A95', text: '#000000' },
    borderRadius: '4px',
  },
  text: {
    body: '#fafafa',
    muted: '#a1a1aa',
    heading: '#fafafa',
    link: '#90CAF9',
    onHeader: '#ffffff',
    onSidebar: '#fafafa',
  },
  fonts: FONTS,
  gradients: {
    header: {
      angle: 90,
      stops: [
        { color: '#0d47a1', position: 0 },
        { color: '#1a237e', position: 100 },
      ],
    },
    sidebar: {
      angle: 180,
      stops: [
        { color: '#111111', position: 0 },
        { color: '#18181b', position: 100 },
      ],
    },
  },
  backgrounds: { page: '#000000', surface: '#111111', subtle: '#111111' },
  tables: {
    headerBackground: '#27272a',
    headerText: '#fafafa',
    rowStripe: '#18181b',
    border: '#27272a',
  },
});

/**
 * Mainframe: green (and amber) on black, high contrast. Every text/background pair is at least
 * 7:1 (WCAG AAA for text), message colours are bright enough to read on black.
 */
export const MAINFRAME_THEME: CareTheme = deepFreeze({
  id: 'mainframe',
  name: 'Mainframe',
  colorMode: 'dark',
  colors: {
    primary: '#33FF33',
    secondary: '#FFB000',
    success: '#00E676',
    warning: '#FFD600',
    info: '#40C4FF',
    error: '#FF5252',
  },
  buttons: {
    primary: { background: '#33FF33', text: '#000000' },
    secondary: { background: '#FFB000', text: '#000000' },
    borderRadius: '0',
  },
  text: {
    body: '#33FF33',
    muted: '#22CC22',
    heading: '#66FF66',
    link: '#FFB000',
    onHeader: '#000000',
    onSidebar: '#33FF33',
  },
  fonts: FONTS,
  gradients: {
    header: {
      angle: 90,
      stops: [
        { color: '#33FF33', position: 0 },
        { color: '#00CC00', position: 100 },
      ],
    },
    sidebar: {
      angle: 180,
      stops: [
        { color: '#000000', position: 0 },
        { color: '#001A00', position: 100 },
      ],
    },
  },
  backgrounds: { page: '#000000', surface: '#000000', subtle: '#001A00' },
  tables: {
    headerBackground: '#003300',
    headerText: '#33FF33',
    rowStripe: '#001A00',
    border: '#1F7A1F',
  },
});

/**
 * The themes every user can pick, by id, in the order the Settings picker and Storybook's
 * toolbar offer them. `apps/storybook/vitest.config.ts` lists, at type level, which of them the
 * story tests run under (default and dark) and which they deliberately leave out (mainframe).
 */
export const BUILT_IN_THEMES = Object.freeze({
  default: DEFAULT_THEME,
  dark: DARK_THEME,
  mainframe: MAINFRAME_THEME,
});

/** Identifier of a built-in theme. */
export type BuiltInThemeId = keyof typeof BUILT_IN_THEMES;

/** Whether `id` names a built-in theme (for values read from storage or a URL). */
export function isBuiltInThemeId(id: unknown): id is BuiltInThemeId {
  return typeof id === 'string' && Object.hasOwn(BUILT_IN_THEMES, id);
}

/** The built-in theme a theme of this colour mode starts from and falls back to. */
export function baseTheme(colorMode: CareColorMode): CareTheme {
  return colorMode === 'dark' ? DARK_THEME : DEFAULT_THEME;
}
