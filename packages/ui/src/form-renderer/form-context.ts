import { createContext, useContext } from 'react';
import type { FormStore } from './form-store';
import type { FieldEnvironment, FormMode } from './types';

/** What every field of a rendered form shares. Changes rarely (language, mode). */
export interface FormRenderContextValue {
  store: FormStore;
  env: FieldEnvironment;
  mode: FormMode;
  fieldId: (fieldName: string) => string;
}

export const FormRenderContext = createContext<FormRenderContextValue | null>(null);

/** The context of the enclosing {@link FormRenderer}. */
export function useFormRenderContext(): FormRenderContextValue {
  const context = useContext(FormRenderContext);
  if (!context) throw new Error('A form field renders only inside <FormRenderer>');
  return context;
}
