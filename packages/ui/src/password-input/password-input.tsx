import { Box, Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useId, useState, type ComponentProps, type FocusEvent, type KeyboardEvent } from 'react';
import { INNER_BUTTON_SIZE, LABEL_TEXT_STYLE, type FieldSize } from '../field-size/index';
import { EyeIcon, EyeOffIcon } from './eye-icons';

/** Props of {@link PasswordInput}; other props go to the `<input>`. */
export interface PasswordInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'size' | 'children'
> {
  /** Visible label (translated). */
  label: string;
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  showPasswordLabel: string;
  /** Accessible name of the toggle while the password is shown, e.g. "Hide password". */
  hidePasswordLabel: string;
  /** Hint under the field (translated). */
  helperText?: string;
  /** Error under the field, shown while `invalid` (translated). */
  errorText?: string;
  invalid?: boolean;
  /** Warning shown while Caps Lock is on and the field has focus (translated). None when absent. */
  capsLockWarning?: string;
  /** Whether the password is shown (controlled). */
  visible?: boolean;
  /** Whether the password is shown at first (uncontrolled). Default false. */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Field size. Default `md`. */
  size?: FieldSize;
}

/**
 * A labelled password field with a show/hide toggle button (its accessible name says what it
 * will do) and an optional Caps Lock warning. Defaults to `autoComplete="current-password"`.
 */
export function PasswordInput({
  label,
  showPasswordLabel,
  hidePasswordLabel,
  helperText,
  errorText,
  invalid = false,
  capsLockWarning,
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  size = 'md',
  id,
  required,
  disabled,
  readOnly,
  autoComplete = 'current-password',
  onKeyDown,
  onKeyUp,
  onBlur,
  ...inputProps
}: PasswordInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  const errorId = `${inputId}-error`;
  const capsLockId = `${inputId}-caps-lock`;

  const [visibleState, setVisibleState] = useState(defaultVisible);
  const visible = visibleProp ?? visibleState;
  const [capsLock, setCapsLock] = useState(false);

  const showError = invalid && Boolean(errorText);
  const showCapsLock = Boolean(capsLockWarning) && capsLock;
  const describedBy =
    [helperText && helperId, showError && errorId, showCapsLock && capsLockId]
      .filter(Boolean)
      .join(' ') || undefined;

  const toggle = () => {
    setVisibleState(!visible);
    onVisibleChange?.(!visible);
  };
  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    setCapsLock(event.getModifierState('CapsLock'));
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
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size={INNER_BUTTON_SIZE[size]}
            // The name says what pressing does; no aria-pressed, which would contradict it.
            aria-label={visible ? hidePasswordLabel : showPasswordLabel}
            aria-controls={inputId}
            disabled={disabled}
            onClick={toggle}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
        endElementProps={{ paddingEnd: '1' }}
      >
        <Input
          {...inputProps}
          size={size}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          // Never corrected or capitalised, even while shown as text.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={describedBy}
          onKeyDown={(event) => {
            trackCapsLock(event);
            onKeyDown?.(event);
          }}
          onKeyUp={(event) => {
            trackCapsLock(event);
            onKeyUp?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            setCapsLock(false);
            onBlur?.(event);
          }}
        />
      </InputGroup>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {showError && <Field.ErrorText color="care.error.fg">{errorText}</Field.ErrorText>}
      {capsLockWarning && (
        // Polite and always present, so the warning is announced when it appears.
        <Box aria-live="polite" textStyle="sm" color="care.warning.fg">
          {showCapsLock && <span id={capsLockId}>{capsLockWarning}</span>}
        </Box>
      )}
    </Field.Root>
  );
}
