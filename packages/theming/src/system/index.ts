export {
  createCareSystem,
  createThemeSystem,
  createThemeSystemFor,
  DARK_COLORS,
  DEFAULT_COLORS,
  gradientToCss,
  type CareColorMode,
  type CareSystemOptions,
  type CareThemeColors,
  type ChakraComponentStyles,
} from './create-care-system';
