export {
  baseTheme,
  BUILT_IN_THEMES,
  DARK_THEME,
  DEFAULT_THEME,
  isBuiltInThemeId,
  MAINFRAME_THEME,
  type BuiltInThemeId,
  type CareTheme,
} from './built-in-themes';
