/** @care/theming: theme model, built-in themes and the Chakra UI system factory. */
export { createCareSystem, DEFAULT_COLORS, type CareThemeColors } from './system/index';
