import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldEditProps } from '../types';

type Control = HTMLInputElement & HTMLTextAreaElement;

/**
 * The props of a {@link TextControl} that come straight from a field's edit props: its name,
 * value, change and blur handlers, and the required and read-only flags.
 */
export function boundTextProps({
  field,
  value,
  onChange,
  onBlur,
  required,
  readOnly,
}: Pick<
  FieldEditProps<string>,
  'field' | 'value' | 'onChange' | 'onBlur' | 'required' | 'readOnly'
>): Pick<
  TextControlProps,
  'name' | 'value' | 'onValueChange' | 'onBlur' | 'required' | 'readOnly'
> {
  return { name: field.fieldName, value, onValueChange: onChange, onBlur, required, readOnly };
}

/** Props of {@link TextControl}; other attributes go to the `<input>` or `<textarea>`. */
export interface TextControlProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children'
> {
  /** The field's value; written into the element when it changes from outside (reset, reload). */
  value: string;
  /** Called with every typed value (after `normalise`). */
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** Cleans what was typed (e.g. `.` → `,`); the element shows the cleaned text. */
  normalise?: (text: string) => string;
  /** A `<textarea>` of `rows` rows instead of an `<input>`. */
  multiline?: boolean;
  rows?: number;
}

interface ElementProps extends Omit<TextControlProps, 'value' | 'onValueChange' | 'normalise'> {
  initialValue: string;
  onChange: (event: ChangeEvent<Control>) => void;
  ref: Ref<Control>;
}

/** The element itself: re-rendered only when an attribute changes, never on a keystroke. */
const ControlElement = memo(function ControlElement({
  multiline,
  initialValue,
  ref,
  ...attributes
}: ElementProps) {
  return multiline ? (
    // The attributes a text area shares with an input (events typed for either element).
    <textarea
      ref={ref}
      defaultValue={initialValue}
      {...(attributes as TextareaHTMLAttributes<HTMLTextAreaElement>)}
    />
  ) : (
    <input ref={ref} defaultValue={initialValue} {...attributes} />
  );
});

/**
 * A text input whose typed text lives in the DOM (uncontrolled): a keystroke updates the store and
 * whatever shows the value (a counter), but React does not touch the `<input>` itself. Re-rendering
 * a controlled input makes React rewrite its `name` and `type`, which costs Chromium a scan of the
 * whole form on every keystroke (measured in `bench/form-renderer`).
 */
export function TextControl({
  value,
  onValueChange,
  onBlur,
  normalise,
  ...attributes
}: TextControlProps) {
  const ref = useRef<Control>(null);
  const [initialValue] = useState(value);
  const latest = useRef({ onValueChange, onBlur, normalise });
  useLayoutEffect(() => {
    latest.current = { onValueChange, onBlur, normalise };
  });
  // A value set from outside (reset, reload, setValue) replaces the text.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.value !== value) element.value = value;
  }, [value]);

  const onChange = useCallback((event: ChangeEvent<Control>) => {
    const element = event.currentTarget;
    const typed = element.value;
    const { normalise: clean, onValueChange: report } = latest.current;
    const next = clean ? clean(typed) : typed;
    if (next !== typed) {
      // Keep the caret where it was, less the characters the clean-up removed.
      const caret = Math.max(
        0,
        (element.selectionStart ?? typed.length) - (typed.length - next.length),
      );
      element.value = next;
      element.setSelectionRange(caret, caret);
    }
    report(next);
  }, []);
  const onBlurStable = useCallback(() => latest.current.onBlur?.(), []);

  return (
    <ControlElement
      {...attributes}
      ref={ref}
      initialValue={initialValue}
      onChange={onChange}
      onBlur={onBlurStable}
    />
  );
}
