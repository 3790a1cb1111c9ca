import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormStore } from './form-store';
import { defaultFieldRegistry } from './registry';
import type {
  FieldDefinition,
  FieldIssue,
  FieldRegistry,
  FormFieldValue,
  FormValues,
} from './types';

/** A field that stops the form from being submitted. */
export interface FormProblem {
  fieldName: string;
  issue: FieldIssue;
}

/** Options of {@link useFormRenderer}. */
export interface UseFormRendererOptions {
  /** The server's definitions. A new array is a reload: changed values replace what was typed. */
  fields: readonly FieldDefinition[];
  /** The field types; {@link defaultFieldRegistry} by default. */
  fieldRegistry?: FieldRegistry;
  /** Called with the values of the visible fields once every visible field is valid. */
  onSubmit?: (values: FormValues) => void | Promise<void>;
  /** Called after a submit attempt with problems (focus is already on the first one). */
  onInvalid?: (problems: readonly FormProblem[]) => void;
}

/** The handle of a rendered form, for buttons and flows outside it (save, cancel, confirm). */
export interface FormController {
  /** The `<form>` element's id: an outside button submits with `form={formId}`. */
  readonly formId: string;
  /** The state, per field; what {@link FormRenderer} renders from. */
  readonly store: FormStore;
  /** The id of a field's control (the one focused on error). */
  fieldId: (fieldName: string) => string;
  /** The values that would be submitted now (visible fields only, server shapes). */
  getValues: () => FormValues;
  /** Sets a field from a value in the server's shape (e.g. `"a;b"` for a checkbox). */
  setValue: (fieldName: string, value: FormFieldValue) => void;
  /** Shows every visible field's problem and returns them (empty: valid). */
  validate: () => FormProblem[];
  /**
   * Validates; on problems focuses the first and calls `onInvalid`, otherwise calls `onSubmit`.
   * Resolves to whether the values were submitted.
   */
  submit: () => Promise<boolean>;
  /** Back to the definitions' values (cancel), no error shown. */
  reset: () => void;
}

/**
 * The state of a server-described form, kept outside React state: each field subscribes to its
 * own value, so typing re-renders that field only. Pass the result to `<FormRenderer form>`.
 */
export function useFormRenderer({
  fields,
  fieldRegistry = defaultFieldRegistry,
  onSubmit,
  onInvalid,
}: UseFormRendererOptions): FormController {
  const formId = useId();
  const [store] = useState(() => new FormStore(fields, fieldRegistry));
  // A reload (new definitions) updates the store before the fields render from it; the fields
  // that were not re-rendered hear about it once the render is committed.
  store.sync(fields, fieldRegistry);
  useLayoutEffect(() => store.flush());

  const callbacks = useRef({ onSubmit, onInvalid });
  useLayoutEffect(() => {
    callbacks.current = { onSubmit, onInvalid };
  });

  return useMemo<FormController>(() => {
    const fieldId = (fieldName: string) => `${formId}-${fieldName.replace(/[^\w-]/g, '_')}`;
    const validate = () => flushSync(() => store.validateAll());
    return {
      formId,
      store,
      fieldId,
      getValues: () => store.getValues(),
      setValue: (fieldName, value) => {
        const field = store.getField(fieldName);
        if (field) store.change(fieldName, store.typeOf(field).fromValue(value, field));
      },
      validate,
      submit: async () => {
        const problems = validate();
        const first = problems[0];
        if (first) {
          document.getElementById(fieldId(first.fieldName))?.focus();
          callbacks.current.onInvalid?.(problems);
          return false;
        }
        await callbacks.current.onSubmit?.(store.getValues());
        return true;
      },
      reset: () => store.reset(),
    };
  }, [formId, store]);
}
