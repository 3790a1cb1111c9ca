import type { CareThemeColors, FontName } from './theme';

/** Care's default colours (docs/behaviour/themes.md#default-colours). */
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

/** The font a theme starts with (docs/behaviour/themes.md#limits). */
export const DEFAULT_FONT: FontName = 'Roboto';

/**
 * The CSS font stack of each offered family. This package ships no font files: the app loads
 * the faces it licenses (Care's web app ships Roboto and Rubik; Helvetica Now Text is commercial
 * and falls back to Helvetica, Arial, then Roboto) and every stack ends in Roboto and the
 * system's interface font, so a missing face never breaks the layout (README, "Fonts").
 */
export const FONT_STACKS: Readonly<Record<FontName, string>> = Object.freeze({
  'Helvetica Now Text': '"Helvetica Now Text", Helvetica, Arial, Roboto, system-ui, sans-serif',
  Rubik: 'Rubik, Roboto, system-ui, sans-serif',
  Roboto: 'Roboto, system-ui, sans-serif',
});

/**
 * The 15 preset colour swatches of the Settings colour pickers
 * (docs/behaviour/themes.md#the-settings-page): Care's six colours first, then a spread of hues,
 * greys, black and white.
 */
export const PRESET_SWATCHES: readonly string[] = Object.freeze([
  '#1976d2',
  '#F23041',
  '#43A047',
  '#FFA000',
  '#0659BD',
  '#D32F2F',
  '#00897B',
  '#6A1B9A',
  '#3949AB',
  '#C2185B',
  '#F4511E',
  '#33FF33',
  '#616161',
  '#000000',
  '#FFFFFF',
]);
