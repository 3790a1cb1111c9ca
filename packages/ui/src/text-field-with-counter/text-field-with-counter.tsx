import { Field, Flex, Input, Textarea } from '@chakra-ui/react';
import { useId, type ChangeEvent, type Ref } from 'react';
import { CharacterCounter } from '../character-counter/index';
import { LABEL_TEXT_STYLE, type FieldSize } from '../field-size/index';

/** Props of {@link TextFieldWithCounter}. */
export interface TextFieldWithCounterProps {
  /** Visible label (translated). */
  label: string;
  /** Current text (controlled). */
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  /** Maximum number of characters; typing stops there. */
  maxLength: number;
  /** Translated remaining-count announcement, e.g. ``(n) => `${n} characters left` ``. */
  remainingLabel: (remaining: number) => string;
  /** Translated reading of the visible "count / max"; see {@link CharacterCounter}. */
  countLabel?: (count: number, max: number) => string;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
  /** Visible rows of the text area. Default 4. */
  rows?: number;
  /** Hint under the field (translated). */
  helperText?: string;
  /** Error under the field, shown while `invalid` (translated). */
  errorText?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  name?: string;
  /** Id of the input; generated when absent. */
  id?: string;
  autoComplete?: string;
  onBlur?: () => void;
  /** Idle time in ms before the remaining count is announced. Default 500. */
  announceDelay?: number;
  /** Field size. Default `md`. */
  size?: FieldSize;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text input or text area with a {@link CharacterCounter}: the counter, the hint and
 * the error are all part of the field's accessible description.
 */
export function TextFieldWithCounter({
  label,
  value,
  onChange,
  maxLength,
  remainingLabel,
  countLabel,
  multiline = false,
  rows = 4,
  helperText,
  errorText,
  invalid = false,
  required = false,
  disabled = false,
  readOnly = false,
  placeholder,
  name,
  id,
  autoComplete,
  onBlur,
  announceDelay,
  size = 'md',
  ref,
}: TextFieldWithCounterProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  const errorId = `${inputId}-error`;
  const counterId = `${inputId}-counter`;
  const showError = invalid && Boolean(errorText);
  const describedBy = [helperText && helperId, showError && errorId, counterId]
    .filter(Boolean)
    .join(' ');

  const controlProps = {
    ref,
    size,
    name,
    value,
    maxLength,
    placeholder,
    autoComplete,
    onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
    'aria-describedby': describedBy,
  };

  return (
    <Field.Root
      id={inputId}
      ids={{ helperText: helperId, errorText: errorId }}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <Field.Label textStyle={LABEL_TEXT_STYLE[size]}>
        {label}
        {/* Chakra's fg.error (red.500) is under 4:1 on white: the theme's AA-readable red. */}
        <Field.RequiredIndicator color="care.error.fg" />
      </Field.Label>
      {multiline ? (
        <Textarea rows={rows} autoresize={false} {...controlProps} />
      ) : (
        <Input {...controlProps} />
      )}
      <Flex width="full" gap="3" alignItems="flex-start" justifyContent="space-between">
        <Flex direction="column" gap="1">
          {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
          {showError && <Field.ErrorText color="care.error.fg">{errorText}</Field.ErrorText>}
        </Flex>
        <CharacterCounter
          id={counterId}
          count={value.length}
          max={maxLength}
          remainingLabel={remainingLabel}
          countLabel={countLabel}
          announceDelay={announceDelay}
        />
      </Flex>
    </Field.Root>
  );
}
