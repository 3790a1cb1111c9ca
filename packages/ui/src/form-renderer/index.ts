export { defineFieldType } from './define-field-type';
export { CHECKBOX_SEPARATOR } from './fields/choice-fields';
export {
  controlAria,
  FieldFrame,
  GroupFrame,
  ReadOnlyValue,
  type FieldFrameProps,
  type GroupFrameProps,
  type ReadOnlyValueProps,
} from './fields/field-frame';
export { EMAIL_PATTERN } from './fields/rules';
export type { FieldSnapshot, FormStore } from './form-store';
export { defaultFormatDate, FormRenderer, type FormRendererProps } from './form-renderer';
export { createFieldRegistry, defaultFieldRegistry } from './registry';
export {
  FORM_FIELD_TYPES,
  type AutocompleteSuggestion,
  type FieldDefinition,
  type FieldDependency,
  type FieldEditProps,
  type FieldEnvironment,
  type FieldIssue,
  type FieldOption,
  type FieldRegistry,
  type FieldTypeDefinition,
  type FieldViewProps,
  type FormFieldType,
  type FormFieldValue,
  type FormMode,
  type FormRendererMessages,
  type FormUploadFile,
  type FormValues,
  type SearchAutocomplete,
} from './types';
export {
  useFormRenderer,
  type FormController,
  type FormProblem,
  type UseFormRendererOptions,
} from './use-form-renderer';
