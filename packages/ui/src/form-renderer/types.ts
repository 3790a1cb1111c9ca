import type { ReactNode } from 'react';
import type { FieldSize } from '../field-size/index';

/**
 * The field types of a server-described form (docs/behaviour/forms.md#field-types). The `_INTL`
 * variants show their option labels through `translate`. Kept equal to `FIELD_TYPES` of
 * `@care/api-client`, which `@care/ui` may not import.
 */
export const FORM_FIELD_TYPES = [
  'STRING',
  'LABEL',
  'DESCRIPTION',
  'DECIMAL',
  'INTEGER',
  'AUTOCOMPLETE',
  'AUTOCOMPLETE_MULTIPLE',
  'AUTOCOMPLETE_INTL',
  'AUTOCOMPLETE_MULTIPLE_INTL',
  'RADIO',
  'RADIO_INTL',
  'CHECKBOX',
  'CHECKBOX_INTL',
  'COLOR',
  'DATE',
  'DATETIME',
  'SWITCH',
  'UPLOAD',
] as const;

/** A built-in field type. */
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** An uploaded file as a form value: base64 content without a data-URL prefix, and its name. */
export interface FormUploadFile {
  data: string;
  fileName: string;
}

/** The value of one field as the server sends and receives it. Checkbox values are `"a;b"`. */
export type FormFieldValue =
  string | number | boolean | null | readonly (string | number)[] | FormUploadFile;

/** The values of a form, by field name. */
export type FormValues = Record<string, FormFieldValue>;

/** An option of a radio, checkbox or autocomplete field: a value and a label, or an id. */
export interface FieldOption {
  value?: string | number | boolean;
  label?: string;
  id?: string | number;
}

/** A condition: the field is shown only while `fieldName` holds `value`. */
export interface FieldDependency {
  fieldName: string;
  value: string | number | boolean | null;
}

/**
 * A field of a server-described form (docs/behaviour/forms.md#a-field-definition). Structurally
 * compatible with `FieldDefinition` of `@care/api-client`: a parsed server answer can be passed as
 * is. `type` may also name a type added through a {@link FieldRegistry}.
 */
export interface FieldDefinition {
  fieldName: string;
  type: FormFieldType | (string & {});
  /** The label, passed through `translate`. Defaults to `fieldName`. */
  label?: string;
  /** The initial value. */
  value?: FormFieldValue;
  required?: boolean;
  readOnly?: boolean;
  /** Not shown, not validated and not submitted. */
  hidden?: boolean;
  /** Maximum length of text (with a character counter) or of a number's digits. */
  maxDigits?: number;
  /** Lower bound of a number, or of a date as an ISO string. */
  min?: number | string;
  /** Upper bound of a number, or of a date as an ISO string. */
  max?: number | string;
  /** Autocomplete source, for `searchAutocomplete`. */
  path?: string;
  /** The suggestion property an autocomplete shows as label (default `label`, then `name`). */
  labelField?: string;
  /** The options. */
  fields?: readonly FieldOption[];
  /** Shown only while every condition holds (and its controlling fields are shown). */
  dependencies?: readonly FieldDependency[];
  /** The section the field belongs to (passed through `translate`). */
  category?: string;
  /** A named validator; `"email"` is built in. */
  validate?: string;
  /** Message (passed through `translate`) shown when the named validator fails. */
  helperText?: string;
  /** Accepted file extensions of an upload, e.g. `".pdf,.png"`. */
  acceptExtension?: string;
  /** A field to highlight. */
  vip?: boolean;
}

/**
 * A validation problem of a field; the text comes from {@link FormRendererMessages}. A `min` or
 * `max` limit is shown as the field's type formats a value (a date as a date).
 */
export type FieldIssue =
  | { rule: 'required' }
  | { rule: 'email'; message?: string }
  | { rule: 'min'; limit: string | number }
  | { rule: 'max'; limit: string | number }
  | { rule: 'maxDigits'; limit: number }
  | { rule: 'decimal' }
  | { rule: 'integer' }
  | { rule: 'custom'; message: string };

/**
 * Every text the renderer shows or announces, already translated. Build it once (e.g. with
 * `useMemo` from i18next's `t`) so that the fields do not re-render on every parent render.
 */
export interface FormRendererMessages {
  /** A required field is empty. */
  required: string;
  /** An email field does not match and has no `helperText` of its own. */
  email: string;
  /** Below the minimum (number or formatted date). */
  min: (min: string) => string;
  /** Above the maximum (number or formatted date). */
  max: (max: string) => string;
  /** Longer than `maxDigits`. */
  maxDigits: (max: number) => string;
  /** Not a positive decimal number with a comma, e.g. "Enter a number such as 12,5". */
  decimal: string;
  /** Not a whole number. */
  integer: string;
  /** The counter's announcement near the limit, e.g. ``(n) => `${n} characters left` ``. */
  remainingCharacters: (remaining: number) => string;
  /**
   * Past the limit (a long paste is kept whole, never cut): shown under the field and announced,
   * e.g. ``(n) => `${n} characters too many` ``. Without it the counter says 0 characters left.
   */
  tooManyCharacters?: (excess: number) => string;
  /** Shown in view mode for an empty field, e.g. "Not given". */
  empty: string;
  /** A switch in view mode. */
  yes: string;
  no: string;
  /** Upload: the button that opens the file picker, e.g. "Choose a file". */
  uploadChoose: string;
  /** Upload: the button that removes the chosen file, e.g. "Remove the file". */
  uploadRemove: string;
  /** Upload: the label of the file-name field, e.g. "File name". */
  uploadFileName: string;
  /** Upload: help under the field, e.g. "PDF or image". */
  uploadHelp: string;
  /** Upload: the maximum size, e.g. "The file may not exceed the maximum size" (no number). */
  uploadMaxSize: string;
  /** Upload: the chosen file is larger than `maxUploadBytes`. */
  uploadTooLarge: string;
  /** Autocomplete: shown and announced while searching, e.g. "Searching…". */
  autocompleteSearching: string;
  /** Autocomplete: no suggestion matches (`autocomplete.noDataFound`). */
  autocompleteNoResults: string;
  /** Autocomplete: the search failed (Enter tries again). */
  autocompleteSearchError: string;
  /** Autocomplete: announced when suggestions arrive, e.g. ``(n) => `${n} suggestions` ``. */
  autocompleteResultCount: (count: number) => string;
  /** Autocomplete: name of the button removing a chosen value, e.g. ``(l) => `Remove ${l}` ``. */
  autocompleteRemove: (label: string) => string;
  /** Autocomplete: name of the button clearing a single value; no such button when absent. */
  autocompleteClear?: string;
}

/** View shows the values as text; edit shows the inputs. */
export type FormMode = 'view' | 'edit';

/** A suggestion of an autocomplete search: an option, or an object with `id` and a label. */
export interface AutocompleteSuggestion {
  id?: string | number;
  value?: string | number | boolean;
  label?: string;
  name?: string;
  [key: string]: unknown;
}

/** Searches the suggestions of an autocomplete field (e.g. POST to its `path`). */
export type SearchAutocomplete = (
  field: FieldDefinition,
  query: string,
  signal: AbortSignal,
) => Promise<readonly AutocompleteSuggestion[]>;

/** What every field renderer receives besides its value. */
export interface FieldEnvironment {
  messages: FormRendererMessages;
  /** Translates a key sent by the server (labels, categories, `_INTL` options, helper texts). */
  translate: (key: string) => string;
  /** Formats a date (`yyyy-MM-dd`) or date-time (`yyyy-MM-ddTHH:mm`) for reading. */
  formatDate: (iso: string, withTime: boolean) => string;
  searchAutocomplete?: SearchAutocomplete;
  /** Pauses before a server search (default 1000 + 1500 ms; Enter searches at once). */
  autocompleteTiming?: { idleMs: number; requestDelayMs: number };
  /** Largest accepted upload in bytes; no limit when absent. */
  maxUploadBytes?: number;
  size: FieldSize;
}

/** Props of the component that edits one field (a {@link FieldTypeDefinition}'s `Edit`). */
export interface FieldEditProps<T> {
  field: FieldDefinition;
  value: T;
  onChange: (value: T) => void;
  /** Call when focus leaves the field: errors of a changed field show from then on. */
  onBlur: () => void;
  /** Id of the control (or of the first control of a group): the label's target, focused on error. */
  id: string;
  /** Translated label. */
  label: string;
  /** Translated error text, present while the error is to be shown. */
  errorText?: string;
  required: boolean;
  readOnly: boolean;
  env: FieldEnvironment;
}

/** Props of the component that shows one field's value in view mode. */
export interface FieldViewProps<T> {
  field: FieldDefinition;
  value: T;
  label: string;
  env: FieldEnvironment;
}

/**
 * A field type: how a server value becomes the edited value and back, how it validates, and the
 * components that edit and show it. `T` is the value while editing (e.g. `string[]` for a
 * checkbox, joined with `;` on submit).
 */
export interface FieldTypeDefinition<T = unknown> {
  /** The edited value from the definition's `value` (absent: the empty value). */
  fromValue: (value: FormFieldValue | undefined, field: FieldDefinition) => T;
  /** The submitted value. */
  toValue: (value: T, field: FieldDefinition) => FormFieldValue;
  /** Whether the value counts as empty for `required`. */
  isEmpty: (value: T) => boolean;
  /** A problem other than `required` (checked only when not empty). */
  validate?: (value: T, field: FieldDefinition) => FieldIssue | undefined;
  Edit: (props: FieldEditProps<T>) => ReactNode;
  /** View mode. Absent: `format` as text. */
  View?: (props: FieldViewProps<T>) => ReactNode;
  /** The value as text in view mode. */
  format?: (value: T, field: FieldDefinition, env: FieldEnvironment) => string;
  /** The type carries no value (e.g. LABEL): nothing validated, nothing submitted. */
  static?: boolean;
  /**
   * `Edit` shows a `readOnly` field itself (a read-only input, focusable and announced as such).
   * Otherwise a read-only field shows its view-mode value in edit mode.
   */
  readOnlyInput?: boolean;
}

/** Field types by name. */
export type FieldRegistry = Readonly<Record<string, FieldTypeDefinition>>;
