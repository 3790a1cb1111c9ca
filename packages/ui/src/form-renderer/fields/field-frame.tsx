import type { ReactNode } from 'react';
import type { FieldSize } from '../../field-size/index';
import { FORM_CLASSES as c, sized } from '../form-styles';

/** The ids of a field's description parts, derived from the control's id. */
export function describedByIds(
  id: string,
  parts: { helper?: boolean; error?: boolean; extra?: string },
): string | undefined {
  return (
    [parts.extra, parts.helper && `${id}-helper`, parts.error && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

/** The accessibility attributes of a control inside a {@link FieldFrame}. */
export function controlAria(id: string, helper: boolean, errorText: string | undefined) {
  return {
    id,
    'aria-describedby': describedByIds(id, { helper, error: Boolean(errorText) }),
    'aria-invalid': errorText ? true : undefined,
  } as const;
}

/** The class of a text input (`multiline`: text area) at a field size, in the theme's look. */
export function inputClass(size: FieldSize, multiline = false): string {
  return sized(multiline ? 'textarea' : 'input', size);
}

/** The required marker: decorative, since the control itself is `required`. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={c.required}>
      *
    </span>
  );
}

interface TextsProps {
  id: string;
  helperText?: ReactNode;
  errorText?: string;
}

/** Hint and error under a field, with the ids {@link describedByIds} refers to. */
export function FieldTexts({ id, helperText, errorText }: TextsProps) {
  return (
    <>
      {helperText && (
        <div id={`${id}-helper`} className={c.helper}>
          {helperText}
        </div>
      )}
      {errorText && (
        <p id={`${id}-error`} className={c.error}>
          {errorText}
        </p>
      )}
    </>
  );
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps extends TextsProps {
  label: string;
  required?: boolean;
  /** Highlighted field (`vip`). */
  vip?: boolean;
  size: FieldSize;
  /** The control, wired with {@link controlAria}. */
  children: ReactNode;
}

/**
 * A label above one control, with hint and error below: the building block of a one-control field
 * type (inside a {@link FormRenderer}, which provides the styles).
 */
export function FieldFrame({
  id,
  label,
  required,
  vip,
  size,
  helperText,
  errorText,
  children,
}: FieldFrameProps) {
  return (
    <div className={c.field} data-vip={vip || undefined}>
      <label htmlFor={id} className={`${c.label} ${sized('text', size)}`}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldTexts id={id} helperText={helperText} errorText={errorText} />
    </div>
  );
}

/** Props of {@link GroupFrame}. */
export interface GroupFrameProps extends TextsProps {
  /** Id of the first control; the group's, hint's and error's ids derive from it. */
  id: string;
  label: string;
  required?: boolean;
  vip?: boolean;
  size: FieldSize;
  children: ReactNode;
}

/**
 * A `fieldset` whose `legend` is the label, for fields made of several controls (radio,
 * checkbox, upload). The hint and error describe the group.
 */
export function GroupFrame({
  id,
  label,
  required,
  vip,
  size,
  helperText,
  errorText,
  children,
}: GroupFrameProps) {
  return (
    <fieldset
      id={`${id}-group`}
      className={c.group}
      aria-describedby={describedByIds(id, {
        helper: Boolean(helperText),
        error: Boolean(errorText),
      })}
      data-vip={vip || undefined}
    >
      <legend className={`${c.legend} ${sized('text', size)}`}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {children}
      <FieldTexts id={id} helperText={helperText} errorText={errorText} />
    </fieldset>
  );
}

/** Props of {@link ReadOnlyValue}. */
export interface ReadOnlyValueProps {
  label: string;
  size: FieldSize;
  vip?: boolean;
  children: ReactNode;
}

/** A read-only field in edit mode: its label, then its value as text (nothing to operate). */
export function ReadOnlyValue({ label, size, vip, children }: ReadOnlyValueProps) {
  return (
    <div className={c.field} data-vip={vip || undefined}>
      <span className={`${c.label} ${sized('text', size)}`}>{label}</span>
      <div className={`${c.value} ${sized('value', size)}`}>{children}</div>
    </div>
  );
}
