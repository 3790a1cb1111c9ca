import { useCallback, useState, type FocusEvent } from 'react';
import { defineFieldType } from '../define-field-type';
import { FORM_CLASSES as c, sized } from '../form-styles';
import type { FieldDefinition, FieldEditProps, FieldIssue, FormFieldValue } from '../types';
import {
  controlAria,
  describedByIds,
  FieldFrame,
  FieldTexts,
  inputClass,
  RequiredMark,
} from './field-frame';
import {
  decimalFromValue,
  decimalToNumber,
  DECIMAL_PATTERN,
  digitCount,
  EMAIL_PATTERN,
  INTEGER_PATTERN,
  normaliseDecimalInput,
  normaliseIntegerInput,
  numericBound,
  tidyDecimal,
} from './rules';
import { FieldCounter } from './field-counter';
import { boundTextProps, TextControl } from './text-control';

function textFromValue(value: FormFieldValue | undefined): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** STRING and DESCRIPTION: a text input or area; with `maxDigits`, the character counter. */
function TextEdit({
  field,
  value,
  onChange,
  onBlur,
  id,
  label,
  errorText,
  required,
  readOnly,
  env,
  multiline,
}: FieldEditProps<string> & { multiline: boolean }) {
  const email = field.validate === 'email';
  const max = field.maxDigits;
  const counterId = `${id}-counter`;
  // The count the description says: frozen while the field has focus (see FieldCounter).
  const [focusCount, setFocusCount] = useState<number | null>(null);
  const onFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => setFocusCount(event.currentTarget.value.length),
    [],
  );
  const onLeave = () => {
    setFocusCount(null);
    onBlur();
  };
  const control = (
    <TextControl
      {...boundTextProps({ field, value, onChange, onBlur: onLeave, required, readOnly })}
      onFocus={max ? onFocus : undefined}
      id={id}
      className={inputClass(env.size, multiline)}
      multiline={multiline}
      rows={multiline ? 4 : undefined}
      type={multiline ? undefined : email ? 'email' : 'text'}
      autoComplete={email ? 'email' : undefined}
      // No native maxLength: it cuts a long paste silently. The text stays whole, the counter
      // says how many characters are too many and the limit is a validation error
      // (docs/behaviour/forms.md#character-counter).
      aria-describedby={describedByIds(id, {
        error: Boolean(errorText),
        extra: max ? counterId : undefined,
      })}
      aria-invalid={errorText ? true : undefined}
    />
  );
  if (!max) {
    return (
      <FieldFrame
        id={id}
        label={label}
        required={required}
        vip={field.vip}
        size={env.size}
        errorText={errorText}
      >
        {control}
      </FieldFrame>
    );
  }
  // With a limit: the counter (alert colours near the limit, a polite announcement when typing
  // pauses) sits beside the error, and is part of the description after it.
  return (
    <div className={c.field} data-vip={field.vip || undefined}>
      <label htmlFor={id} className={`${c.label} ${sized('text', env.size)}`}>
        {label}
        {required && <RequiredMark />}
      </label>
      {control}
      <div className={c.below}>
        <div>
          <FieldTexts id={id} errorText={errorText} />
        </div>
        <FieldCounter
          id={counterId}
          count={value.length}
          describedCount={focusCount ?? value.length}
          max={max}
          remainingLabel={env.messages.remainingCharacters}
          tooManyLabel={env.messages.tooManyCharacters}
        />
      </div>
    </div>
  );
}

function validateText(value: string, field: FieldDefinition): FieldIssue | undefined {
  if (field.maxDigits && value.length > field.maxDigits) {
    return { rule: 'maxDigits', limit: field.maxDigits };
  }
  if (field.validate === 'email' && !EMAIL_PATTERN.test(value.trim())) return { rule: 'email' };
  return undefined;
}

/** STRING: one line of text; `validate: "email"` checks the e-mail pattern. */
export const stringType = defineFieldType<string>({
  fromValue: textFromValue,
  toValue: (value) => value,
  isEmpty: (value) => value.trim() === '',
  validate: validateText,
  Edit: (props) => <TextEdit {...props} multiline={false} />,
  format: (value) => value,
  readOnlyInput: true,
});

/** DESCRIPTION: several lines of text. */
export const descriptionType = defineFieldType<string>({
  fromValue: textFromValue,
  toValue: (value) => value,
  isEmpty: (value) => value.trim() === '',
  validate: validateText,
  Edit: (props) => <TextEdit {...props} multiline />,
  format: (value) => value,
  readOnlyInput: true,
});

function checkBounds(n: number, field: FieldDefinition): FieldIssue | undefined {
  const min = numericBound(field.min);
  const max = numericBound(field.max);
  if (min !== undefined && field.min !== undefined && n < min)
    return { rule: 'min', limit: field.min };
  if (max !== undefined && field.max !== undefined && n > max)
    return { rule: 'max', limit: field.max };
  return undefined;
}

/** A number typed as text: the keyboard's digits, the field's own clean-up. */
function NumberEdit({
  field,
  value,
  onChange,
  onBlur,
  id,
  label,
  errorText,
  required,
  readOnly,
  env,
  normalise,
  inputMode,
}: FieldEditProps<string> & {
  normalise: (text: string) => string;
  inputMode: 'numeric' | 'decimal';
}) {
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      vip={field.vip}
      size={env.size}
      errorText={errorText}
    >
      <TextControl
        {...boundTextProps({ field, value, onChange, onBlur, required, readOnly })}
        {...controlAria(id, false, errorText)}
        className={inputClass(env.size)}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        normalise={normalise}
      />
    </FieldFrame>
  );
}

/** INTEGER: a whole number; negative only when `min` allows it. Submitted as a number. */
export const integerType = defineFieldType<string>({
  fromValue: textFromValue,
  toValue: (value) => (value.trim() === '' ? null : Number(value)),
  isEmpty: (value) => value.trim() === '',
  validate: (value, field) => {
    if (!INTEGER_PATTERN.test(value.trim())) return { rule: 'integer' };
    if (field.maxDigits && digitCount(value) > field.maxDigits) {
      return { rule: 'maxDigits', limit: field.maxDigits };
    }
    return checkBounds(Number(value), field);
  },
  Edit: (props) => {
    const min = numericBound(props.field.min);
    const negativeAllowed = min === undefined || min < 0;
    return (
      <NumberEdit
        {...props}
        inputMode="numeric"
        normalise={(text) => normaliseIntegerInput(text, negativeAllowed)}
      />
    );
  },
  format: (value) => value.trim(),
  readOnlyInput: true,
});

/**
 * DECIMAL: comma as decimal separator (a typed `.` becomes `,`), no negatives. Submitted as the
 * comma text (`"12,5"`), or as a number when the server sent a number.
 */
export const decimalType = defineFieldType<string>({
  fromValue: decimalFromValue,
  toValue: (value, field) => {
    if (value.trim() === '') return null;
    return typeof field.value === 'number' ? decimalToNumber(value) : tidyDecimal(value);
  },
  isEmpty: (value) => value.trim() === '' || value.trim() === ',',
  validate: (value, field) => {
    const tidy = tidyDecimal(value);
    if (!DECIMAL_PATTERN.test(tidy)) return { rule: 'decimal' };
    if (field.maxDigits && digitCount(tidy) > field.maxDigits) {
      return { rule: 'maxDigits', limit: field.maxDigits };
    }
    return checkBounds(decimalToNumber(tidy), field);
  },
  Edit: (props) => (
    <NumberEdit
      {...props}
      inputMode="decimal"
      normalise={normaliseDecimalInput}
      onBlur={() => {
        // "12," and ",5" read better as "12" and "0,5" once the nurse moves on.
        const tidy = tidyDecimal(props.value);
        if (tidy !== props.value && DECIMAL_PATTERN.test(tidy)) props.onChange(tidy);
        props.onBlur();
      }}
    />
  ),
  format: (value) => tidyDecimal(value),
  readOnlyInput: true,
});
