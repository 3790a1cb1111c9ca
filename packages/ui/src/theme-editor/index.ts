export { ContrastWarnings, type ContrastWarningsProps } from './contrast-warnings';
export { GradientField, type GradientFieldProps } from './gradient-field';
export {
  addGradientStop,
  changeGradientStop,
  removeGradientStop,
  scaledFontSize,
} from './gradient-stops';
export { ThemeSectionPreview, type ThemeSectionPreviewProps } from './section-preview';
export { ThemeEditor, ThemeSectionEditor, type ThemeEditorProps } from './theme-editor';
export {
  THEME_EDITOR_SECTIONS,
  type ColorFieldLabels,
  type EditableFontSizes,
  type EditableGradient,
  type EditableGradientStop,
  type EditableTheme,
  type GradientFieldLabels,
  type GradientStopText,
  type NumberRange,
  type ThemeEditorLabels,
  type ThemeEditorSectionId,
  type ThemeValueGrammar,
} from './types';
export {
  CheckedTextField,
  ColorField,
  FontField,
  FontSizeSlider,
  NumberField,
  type CheckedTextFieldProps,
  type ColorFieldProps,
  type FontFieldProps,
  type FontSizeSliderProps,
  type NumberFieldProps,
} from './value-fields';
