/** @care/theming: theme model, built-in themes and the Chakra UI system factory. */
export {
  createCareSystem,
  DARK_COLORS,
  DEFAULT_COLORS,
  type CareColorMode,
  type CareSystemOptions,
  type CareThemeColors,
} from './system/index';
export {
  BUILT_IN_THEMES,
  createThemeSystem,
  isBuiltInThemeId,
  type BuiltInThemeId,
  type CareTheme,
} from './themes/index';
export { contrastRatio, parseHexColor, readableOn, toHex, type Rgb } from './color/index';
