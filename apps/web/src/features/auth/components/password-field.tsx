import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState, type Ref } from 'react';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  showLabel: string;
  hideLabel: string;
  errorText?: string | undefined;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide button (its name says what it will do). Until @care/ui ships
 * its PasswordInput this lives here; the behaviour is the same.
 */
export function PasswordField({
  label,
  value,
  onChange,
  showLabel,
  hideLabel,
  errorText,
  autoComplete = 'current-password',
  inputRef,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={Boolean(errorText)} required>
      <Field.Label fontSize="md">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup
        endElementProps={{ pe: '1' }}
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="md"
            aria-label={visible ? hideLabel : showLabel}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </IconButton>
        }
      >
        <Input
          ref={inputRef}
          type={visible ? 'text' : 'password'}
          size="lg"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
      </InputGroup>
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
