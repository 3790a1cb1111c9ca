export {
  createCareSystem,
  createThemeSystem,
  createThemeSystemFor,
  CHAKRA_COLOR_PALETTES,
  DARK_COLORS,
  DEFAULT_COLORS,
  gradientToCss,
  type CareColorMode,
  type CareSystemOptions,
  type CareThemeColors,
  type ChakraColorPalette,
  type ChakraComponentStyles,
} from './create-care-system';
