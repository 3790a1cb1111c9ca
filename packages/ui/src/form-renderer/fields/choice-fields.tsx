import { defineFieldType } from '../define-field-type';
import { FORM_CLASSES as c, sized } from '../form-styles';
import type { FieldDefinition, FieldEditProps, FormFieldValue } from '../types';
import { GroupFrame } from './field-frame';
import { optionKey, optionLabel, optionsOf, optionValue } from './options';

/**
 * The separator of a checkbox field's selected values (`"a;b;c"`,
 * docs/behaviour/forms.md#field-types).
 */
export const CHECKBOX_SEPARATOR = ';';

/** The id of a field's i-th control: the first one carries the field's id (focused on error). */
function controlId(id: string, index: number): string {
  return index === 0 ? id : `${id}-${index}`;
}

function RadioEdit({
  field,
  value,
  onChange,
  onBlur,
  id,
  label,
  errorText,
  required,
  env,
}: FieldEditProps<string>) {
  const options = optionsOf(field);
  return (
    <GroupFrame
      id={id}
      label={label}
      required={required}
      vip={field.vip}
      size={env.size}
      errorText={errorText}
    >
      {options.map((option, index) => {
        const key = optionKey(option);
        return (
          <label key={key} className={`${c.choice} ${sized('text', env.size)}`}>
            <input
              className={c.choiceInput}
              type="radio"
              id={controlId(id, index)}
              name={id}
              value={key}
              checked={value === key}
              required={required}
              onChange={() => onChange(key)}
              onBlur={onBlur}
            />
            {optionLabel(option, field, env.translate)}
          </label>
        );
      })}
    </GroupFrame>
  );
}

function radioFromValue(value: FormFieldValue | undefined): string {
  if (value === null || value === undefined || typeof value === 'object') return '';
  return String(value);
}

function choiceLabel(key: string, field: FieldDefinition, translate: (key: string) => string) {
  const option = optionsOf(field).find((candidate) => optionKey(candidate) === key);
  return option ? optionLabel(option, field, translate) : key;
}

/** RADIO and RADIO_INTL: one of the options. Submitted as the option's value (or id). */
export const radioType = defineFieldType<string>({
  fromValue: radioFromValue,
  toValue: (key, field) => {
    if (key === '') return null;
    const option = optionsOf(field).find((candidate) => optionKey(candidate) === key);
    return option ? optionValue(option) : key;
  },
  isEmpty: (key) => key === '',
  Edit: RadioEdit,
  format: (key, field, env) => (key === '' ? '' : choiceLabel(key, field, env.translate)),
});

function CheckboxEdit({
  field,
  value,
  onChange,
  onBlur,
  id,
  label,
  errorText,
  required,
  env,
}: FieldEditProps<readonly string[]>) {
  const options = optionsOf(field);
  return (
    <GroupFrame
      id={id}
      label={label}
      required={required}
      vip={field.vip}
      size={env.size}
      errorText={errorText}
    >
      {options.map((option, index) => {
        const key = optionKey(option);
        const checked = value.includes(key);
        return (
          <label key={key} className={`${c.choice} ${sized('text', env.size)}`}>
            <input
              className={c.choiceInput}
              type="checkbox"
              id={controlId(id, index)}
              name={id}
              value={key}
              checked={checked}
              aria-invalid={errorText ? true : undefined}
              onChange={() =>
                onChange(checked ? value.filter((selected) => selected !== key) : [...value, key])
              }
              onBlur={onBlur}
            />
            {optionLabel(option, field, env.translate)}
          </label>
        );
      })}
    </GroupFrame>
  );
}

function checkboxFromValue(value: FormFieldValue | undefined): readonly string[] {
  if (typeof value === 'string') {
    return value
      .split(CHECKBOX_SEPARATOR)
      .map((part) => part.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.map(String);
  return [];
}

/** The selected keys in the order of the options (then any unknown ones). */
function orderedSelection(keys: readonly string[], field: FieldDefinition): string[] {
  const known = optionsOf(field)
    .map(optionKey)
    .filter((key) => keys.includes(key));
  return [...known, ...keys.filter((key) => !known.includes(key))];
}

/**
 * CHECKBOX and CHECKBOX_INTL: any of the options. Submitted as the options' values joined by `;`
 * in the options' order (`""` when none is chosen).
 */
export const checkboxType = defineFieldType<readonly string[]>({
  fromValue: checkboxFromValue,
  toValue: (keys, field) => orderedSelection(keys, field).join(CHECKBOX_SEPARATOR),
  isEmpty: (keys) => keys.length === 0,
  Edit: CheckboxEdit,
  format: (keys, field, env) =>
    orderedSelection(keys, field)
      .map((key) => choiceLabel(key, field, env.translate))
      .join(', '),
});
