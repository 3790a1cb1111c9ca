export { TextFieldWithCounter, type TextFieldWithCounterProps } from './text-field-with-counter';
