import { defineFieldType } from '../define-field-type';
import { FORM_CLASSES as c, sized } from '../form-styles';
import type { FieldDefinition, FieldEditProps, FieldViewProps, FormFieldValue } from '../types';
import {
  controlAria,
  FieldFrame,
  FieldTexts,
  inputClass,
  ReadOnlyValue,
  RequiredMark,
} from './field-frame';
import { boundTextProps, TextControl } from './text-control';

/** SWITCH: on or off. Submitted as a boolean, or as `T`/`F` when the server sent `T`/`F`. */
function SwitchEdit({
  field,
  value,
  onChange,
  onBlur,
  id,
  label,
  errorText,
  required,
  env,
}: FieldEditProps<boolean>) {
  return (
    <div className={c.field} data-vip={field.vip || undefined}>
      <label className={`${c.label} ${c.choice} ${sized('text', env.size)}`}>
        <input
          {...controlAria(id, false, errorText)}
          className={c.switch}
          type="checkbox"
          role="switch"
          name={field.fieldName}
          checked={value}
          required={required}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldTexts id={id} errorText={errorText} />
    </div>
  );
}

function isOn(value: FormFieldValue | undefined): boolean {
  return value === true || value === 'T' || value === 'true';
}

export const switchType = defineFieldType<boolean>({
  fromValue: isOn,
  toValue: (on, field) => (typeof field.value === 'string' ? (on ? 'T' : 'F') : on),
  // A required switch must be on (e.g. a consent).
  isEmpty: (on) => !on,
  Edit: SwitchEdit,
  format: (on, _field, env) => (on ? env.messages.yes : env.messages.no),
});

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function colorFromValue(value: FormFieldValue | undefined): string {
  if (typeof value !== 'string' || !HEX_COLOR.test(value.trim())) return '';
  const hex = value.trim().toLowerCase();
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}

function ColorSwatch({ color }: { color: string }) {
  return <span aria-hidden="true" className={c.swatch} style={{ backgroundColor: color }} />;
}

/** COLOR: the browser's colour picker, with the chosen hex code beside it. */
function ColorEdit({
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
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      vip={field.vip}
      size={env.size}
      errorText={errorText}
    >
      <div className={c.row}>
        <input
          {...controlAria(id, false, errorText)}
          className={c.color}
          type="color"
          name={field.fieldName}
          value={value || '#000000'}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {/* The input itself reads out its value; the code is for the eye. */}
        <span aria-hidden="true" className={c.code}>
          {value || env.messages.empty}
        </span>
      </div>
    </FieldFrame>
  );
}

export const colorType = defineFieldType<string>({
  fromValue: colorFromValue,
  toValue: (value) => (value === '' ? null : value),
  isEmpty: (value) => value === '',
  Edit: ColorEdit,
  View: ({ value, env }: FieldViewProps<string>) =>
    value ? (
      <>
        <ColorSwatch color={value} />
        <span className={c.code}>{value}</span>
      </>
    ) : (
      env.messages.empty
    ),
  format: (value) => value,
});

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/;

/** A date or date-time from the server (`2024-05-01`, `2024-05-01T08:30:00Z`) in input form. */
function dateFromValue(value: unknown, withTime: boolean): string {
  if (typeof value !== 'string') return '';
  const match = DATE_PREFIX.exec(value.trim());
  if (!match) return '';
  const [, day, time] = match;
  return withTime ? `${day}T${time ?? '00:00'}` : (day ?? '');
}

function DateEdit({
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
  withTime,
}: FieldEditProps<string> & { withTime: boolean }) {
  const min = dateFromValue(field.min, withTime) || undefined;
  const max = dateFromValue(field.max, withTime) || undefined;
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
        type={withTime ? 'datetime-local' : 'date'}
        min={min}
        max={max}
      />
    </FieldFrame>
  );
}

function dateType(withTime: boolean) {
  return defineFieldType<string>({
    fromValue: (value) => dateFromValue(value, withTime),
    // Year-month-day, and T hour:minute for a date-time (docs/behaviour/forms.md#field-types).
    toValue: (value) => (value === '' ? null : value),
    isEmpty: (value) => value === '',
    validate: (value: string, field: FieldDefinition) => {
      const min = dateFromValue(field.min, withTime);
      const max = dateFromValue(field.max, withTime);
      if (min && field.min !== undefined && value < min) return { rule: 'min', limit: field.min };
      if (max && field.max !== undefined && value > max) return { rule: 'max', limit: field.max };
      return undefined;
    },
    Edit: (props) => <DateEdit {...props} withTime={withTime} />,
    format: (value, _field, env) => (value ? env.formatDate(value, withTime) : ''),
    readOnlyInput: true,
  });
}

/** DATE: `yyyy-MM-dd`, with the browser's date picker. */
export const dateFieldType = dateType(false);
/** DATETIME: `yyyy-MM-ddTHH:mm`, with the browser's date and time picker. */
export const dateTimeFieldType = dateType(true);

function LabelEdit({ field, label, env }: FieldEditProps<string>) {
  return (
    <div className={`${c.field} ${sized('text', env.size)}`} data-vip={field.vip || undefined}>
      <p className={c.strong}>{label}</p>
      {typeof field.value === 'string' && field.value !== '' && (
        <p className={c.value}>{field.value}</p>
      )}
    </div>
  );
}

/** LABEL: text to read (its label, and its value if any); nothing to edit, nothing submitted. */
export const labelType = defineFieldType<string>({
  fromValue: (value) => (typeof value === 'string' ? value : ''),
  toValue: (value) => value,
  isEmpty: () => false,
  Edit: LabelEdit,
  format: (value) => value,
  static: true,
});

function rawText(value: FormFieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return 'fileName' in value ? value.fileName : value.join(', ');
  return String(value);
}

/**
 * A type the registry does not know: its value is shown read-only and submitted unchanged, so
 * that an older client neither loses nor corrupts data of a newer server.
 */
export const unknownType = defineFieldType<FormFieldValue | undefined>({
  fromValue: (value) => value,
  toValue: (value) => value ?? null,
  isEmpty: () => false,
  Edit: ({ field, value, label, env }) => (
    <ReadOnlyValue label={label} size={env.size} vip={field.vip}>
      {rawText(value) || env.messages.empty}
    </ReadOnlyValue>
  ),
  format: rawText,
});
