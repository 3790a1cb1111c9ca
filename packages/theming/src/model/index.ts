export {
  DARK_COLORS,
  DEFAULT_COLORS,
  DEFAULT_FONT,
  FONT_STACKS,
  PRESET_SWATCHES,
} from './defaults';
export {
  parseJsonSafely,
  readThemeDocument,
  RESERVED_THEME_NAMES,
  toThemeDocument,
  type ThemeDocument,
  type ThemeDocumentFailure,
  type ThemeDocumentResult,
} from './document';
export {
  nameKey,
  uniqueThemeName,
  validateThemeName,
  type ThemeNameCheck,
  type ThemeNameErrorCode,
} from './name';
export {
  THEME_FILE_FORMAT,
  THEME_FILE_VERSION,
  themeFileSchema,
  type ThemeFileData,
  type ThemeIssue,
} from './schema';
export {
  isThemeValue,
  THEME_SHAPE,
  themeValueSlots,
  type ThemeSection,
  type ThemeShapeGroup,
  type ThemeValueKind,
  type ThemeValueSlot,
} from './shape';
export {
  FONT_NAMES,
  FONT_SIZE_RANGE,
  GLOBAL_FONT_SIZE_RANGE,
  GRADIENT_STOPS_RANGE,
  MAX_THEME_NAME_LENGTH,
  type CareBackgrounds,
  type CareButtonStyle,
  type CareButtonStyles,
  type CareColorMode,
  type CareFontSizes,
  type CareFontStyles,
  type CareGradient,
  type CareGradients,
  type CareGradientStop,
  type CareTableStyles,
  type CareTextColors,
  type CareTheme,
  type CareThemeColors,
  type CareThemeDefinition,
  type FontName,
} from './theme';
export {
  isCssLength,
  isFontName,
  isFontSize,
  isGlobalFontSize,
  isGradient,
  normalizeAngle,
} from './values';
