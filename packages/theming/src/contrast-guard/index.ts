export {
  checkThemeContrast,
  CONTRAST_MINIMUM,
  type ContrastMinimum,
  type ContrastWarning,
} from './check-theme-contrast';
