export {
  createCareSystem,
  DARK_COLORS,
  DEFAULT_COLORS,
  type CareColorMode,
  type CareSystemOptions,
  type CareThemeColors,
} from './create-care-system';
