export { createCareSystem, DEFAULT_COLORS, type CareThemeColors } from './create-care-system';
