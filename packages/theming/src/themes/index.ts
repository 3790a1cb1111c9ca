export {
  BUILT_IN_THEMES,
  createThemeSystem,
  isBuiltInThemeId,
  type BuiltInThemeId,
  type CareTheme,
} from './built-in-themes';
