import { z } from 'zod/mini';
import { envelope } from './common';
import { recordIdSchema } from './text';

/**
 * The field types of a server-described form (docs/behaviour/forms.md#field-types). The `_INTL`
 * variants show option labels through i18n keys instead of as given.
 */
export const FIELD_TYPES = [
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
/** A field type. */
export const fieldTypeSchema = z.enum(FIELD_TYPES);
/** A field type. */
export type FieldType = z.infer<typeof fieldTypeSchema>;

/**
 * The separator of a checkbox field's selected values (`"a;b;c"`,
 * docs/behaviour/forms.md#field-types).
 */
export const CHECKBOX_SEPARATOR = ';';

/** An uploaded file as a form value: base64 content without a data-URL prefix, and its name. */
export const uploadFileSchema = z.object({
  data: z.string(),
  fileName: z.string().check(z.minLength(1), z.maxLength(255)),
});
/** An uploaded file as a form value. */
export type UploadFile = z.infer<typeof uploadFileSchema>;

/** The value of one form field. Checkbox values are one string joined by `;`. */
export const formValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
  uploadFileSchema,
]);
/** The value of one form field. */
export type FormValue = z.infer<typeof formValueSchema>;

/** The values of a form, by field name. */
export const formValuesSchema = z.record(z.string(), formValueSchema);
/** The values of a form, by field name. */
export type FormValues = z.infer<typeof formValuesSchema>;

/** An option of a radio, checkbox or autocomplete field: a value and a label, or an id. */
export const fieldOptionSchema = z.object({
  value: z.optional(z.union([z.string(), z.number(), z.boolean()])),
  label: z.optional(z.string()),
  id: z.optional(z.union([z.string(), z.number()])),
});
/** An option of a field. */
export type FieldOption = z.infer<typeof fieldOptionSchema>;

/** A condition: the field is shown only while `fieldName` holds `value`. */
export const fieldDependencySchema = z.object({
  fieldName: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
/** A condition on another field's value. */
export type FieldDependency = z.infer<typeof fieldDependencySchema>;

/**
 * A field of a form described by the server (docs/behaviour/forms.md#a-field-definition).
 *
 * - `maxDigits`: maximum length of text (with a character counter);
 * - `min`/`max`: bounds of numbers, or of dates as ISO strings;
 * - `path`/`labelField`: autocomplete source path and the suggestion property shown as label;
 * - `fields`: the options; `dependencies`: shown only when every condition holds;
 * - `category`: the group the detail page puts the field in;
 * - `validate`: a named validator (`"email"`), with `helperText` as its message key;
 * - `acceptExtension`: accepted file extensions of an upload (`".pdf,.png"`);
 * - `vip`: a field to highlight.
 */
export const fieldDefinitionSchema = z.object({
  fieldName: z.string().check(z.minLength(1)),
  type: fieldTypeSchema,
  label: z.optional(z.string()),
  value: z.optional(formValueSchema),
  required: z.optional(z.boolean()),
  readOnly: z.optional(z.boolean()),
  hidden: z.optional(z.boolean()),
  maxDigits: z.optional(z.int().check(z.positive())),
  min: z.optional(z.union([z.number(), z.string()])),
  max: z.optional(z.union([z.number(), z.string()])),
  path: z.optional(z.string()),
  labelField: z.optional(z.string()),
  fields: z.optional(z.array(fieldOptionSchema)),
  dependencies: z.optional(z.array(fieldDependencySchema)),
  category: z.optional(z.string()),
  validate: z.optional(z.string()),
  helperText: z.optional(z.string()),
  acceptExtension: z.optional(z.string()),
  vip: z.optional(z.boolean()),
});
/** A field of a server-described form. */
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;

/** A list of field definitions, as a structure call answers it. */
export const fieldDefinitionsSchema = z.array(fieldDefinitionSchema);

/**
 * The autocomplete POST body: the query and the caller's group and role ids
 * (docs/behaviour/forms.md#autocomplete).
 */
export const autocompleteQuerySchema = z.object({
  q: z.string(),
  customerGroupDtos: z.array(recordIdSchema),
  customerRoleDtos: z.array(recordIdSchema),
});
/** The autocomplete POST body. */
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

/**
 * An autocomplete suggestion: an id and a name, or another label property named by the field's
 * `labelField` (kept, as are other properties).
 */
export const autocompleteSuggestionSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.optional(z.string()),
});
/** An autocomplete suggestion. */
export type AutocompleteSuggestion = z.infer<typeof autocompleteSuggestionSchema>;

/** The answer of an autocomplete source (`GET {path}?q=` or `POST {path}`): its suggestions. */
export const autocompleteResponseSchema = envelope(z.array(autocompleteSuggestionSchema));
