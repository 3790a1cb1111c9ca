export { INNER_BUTTON_SIZE, LABEL_TEXT_STYLE, type FieldSize } from './field-size';
