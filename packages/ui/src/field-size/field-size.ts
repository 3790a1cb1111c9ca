/** Size of a form field: Chakra's input sizes. `lg` suits touch screens and older eyes. */
export type FieldSize = 'sm' | 'md' | 'lg' | 'xl';

/** The label's text style for a field size (Chakra's field label is `sm` at every size). */
export const LABEL_TEXT_STYLE: Record<FieldSize, 'sm' | 'md'> = {
  sm: 'sm',
  md: 'sm',
  lg: 'md',
  xl: 'md',
};

/** A button inside the field (e.g. show password) for a field size. */
export const INNER_BUTTON_SIZE: Record<FieldSize, 'xs' | 'sm' | 'md'> = {
  sm: 'xs',
  md: 'sm',
  lg: 'md',
  xl: 'md',
};
