export {
  createCareSystem,
  createThemeSystem,
  DARK_COLORS,
  DEFAULT_COLORS,
  gradientToCss,
  type CareColorMode,
  type CareSystemOptions,
  type CareThemeColors,
} from './create-care-system';
