import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LABEL_TEXT_STYLE, type FieldSize } from '../../field-size/index';

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

/** The required marker: decorative, since the control itself is `required`. */
export function RequiredMark() {
  // Chakra's fg.error (red.500) is under 4:1 on white: the theme's AA-readable red.
  return (
    <chakra.span aria-hidden="true" color="care.error.fg" lineHeight="1">
      *
    </chakra.span>
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
        <chakra.div id={`${id}-helper`} textStyle="sm" color="fg.muted">
          {helperText}
        </chakra.div>
      )}
      {errorText && (
        <chakra.p id={`${id}-error`} textStyle="sm" fontWeight="medium" color="care.error.fg">
          {errorText}
        </chakra.p>
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
 * type. Plain elements rather than Chakra's `Field`, which watches its subtree for every field.
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
    <chakra.div
      display="flex"
      flexDirection="column"
      gap="1.5"
      width="full"
      data-vip={vip || undefined}
    >
      <chakra.label
        htmlFor={id}
        display="flex"
        alignItems="center"
        gap="1"
        textStyle={LABEL_TEXT_STYLE[size]}
        fontWeight={vip ? 'bold' : 'medium'}
      >
        {label}
        {required && <RequiredMark />}
      </chakra.label>
      {children}
      <FieldTexts id={id} helperText={helperText} errorText={errorText} />
    </chakra.div>
  );
}

/** Props of {@link GroupFrame}. */
export interface GroupFrameProps extends TextsProps {
  /** Id of the group; hint and error ids derive from it. */
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
  const groupId = `${id}-group`;
  return (
    <chakra.fieldset
      id={groupId}
      aria-describedby={describedByIds(id, {
        helper: Boolean(helperText),
        error: Boolean(errorText),
      })}
      display="flex"
      flexDirection="column"
      gap="1.5"
      width="full"
      minWidth="0"
      data-vip={vip || undefined}
    >
      <chakra.legend
        display="flex"
        alignItems="center"
        gap="1"
        marginBottom="1.5"
        textStyle={LABEL_TEXT_STYLE[size]}
        fontWeight={vip ? 'bold' : 'medium'}
      >
        {label}
        {required && <RequiredMark />}
      </chakra.legend>
      {children}
      <FieldTexts id={id} helperText={helperText} errorText={errorText} />
    </chakra.fieldset>
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
    <chakra.div
      display="flex"
      flexDirection="column"
      gap="1.5"
      width="full"
      data-vip={vip || undefined}
    >
      <chakra.span textStyle={LABEL_TEXT_STYLE[size]} fontWeight={vip ? 'bold' : 'medium'}>
        {label}
      </chakra.span>
      <chakra.div textStyle={size === 'lg' || size === 'xl' ? 'lg' : 'md'} overflowWrap="anywhere">
        {children}
      </chakra.div>
    </chakra.div>
  );
}
