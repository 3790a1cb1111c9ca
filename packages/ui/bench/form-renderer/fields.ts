/**
 * The benchmark's form: 200 fields of mixed types, described once for Care's renderer and once
 * as the equivalent JSON schema + uiSchema for react-jsonschema-form.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldDefinition } from '../../src/form-renderer/index';

export const FIELD_COUNT = 200;
/** The text field typed into: in the middle of the form, with a character counter. */
export const TYPED_FIELD = 'f100';

const KINDS = [
  'STRING',
  'STRING_MAX',
  'DESCRIPTION',
  'INTEGER',
  'DECIMAL',
  'DATE',
  'RADIO',
  'STRING_REQUIRED',
  'CHECKBOX',
  'SWITCH',
  'EMAIL',
  'AUTOCOMPLETE',
  'DATETIME',
  'COLOR',
  'UPLOAD',
] as const;
type Kind = (typeof KINDS)[number];

const OPTIONS = [
  { value: 'a', label: 'Morning' },
  { value: 'b', label: 'Afternoon' },
  { value: 'c', label: 'Evening' },
];

function kindAt(index: number): Kind {
  if (`f${index}` === TYPED_FIELD) return 'STRING_MAX';
  return KINDS[index % KINDS.length] ?? 'STRING';
}

function definition(index: number): FieldDefinition {
  const fieldName = `f${index}`;
  const label = `Field ${index}`;
  const kind = kindAt(index);
  switch (kind) {
    case 'STRING':
      return { fieldName, label, type: 'STRING' };
    case 'STRING_MAX':
      return { fieldName, label, type: 'STRING', maxDigits: 80 };
    case 'STRING_REQUIRED':
      return { fieldName, label, type: 'STRING', required: true };
    case 'EMAIL':
      return { fieldName, label, type: 'STRING', validate: 'email' };
    case 'DESCRIPTION':
      return { fieldName, label, type: 'DESCRIPTION' };
    case 'INTEGER':
      return { fieldName, label, type: 'INTEGER', min: 0, max: 100 };
    case 'DECIMAL':
      return { fieldName, label, type: 'DECIMAL' };
    case 'DATE':
      return { fieldName, label, type: 'DATE' };
    case 'DATETIME':
      return { fieldName, label, type: 'DATETIME' };
    case 'RADIO':
      return { fieldName, label, type: 'RADIO', fields: OPTIONS };
    case 'CHECKBOX':
      return { fieldName, label, type: 'CHECKBOX', fields: OPTIONS };
    case 'SWITCH':
      return { fieldName, label, type: 'SWITCH' };
    case 'COLOR':
      return { fieldName, label, type: 'COLOR' };
    case 'AUTOCOMPLETE':
      return { fieldName, label, type: 'AUTOCOMPLETE', fields: OPTIONS };
    case 'UPLOAD':
      return { fieldName, label, type: 'UPLOAD' };
  }
}

/** The 200 definitions for Care's renderer. */
export const careFields: readonly FieldDefinition[] = Array.from({ length: FIELD_COUNT }, (_, i) =>
  definition(i),
);

const optionsSchema = OPTIONS.map((option) => ({ const: option.value, title: option.label }));

/** The same 200 fields for react-jsonschema-form. */
export function rjsfForm(): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  const required: string[] = [];
  for (let i = 0; i < FIELD_COUNT; i++) {
    const name = `f${i}`;
    const title = `Field ${i}`;
    switch (kindAt(i)) {
      case 'STRING':
        properties[name] = { type: 'string', title };
        break;
      case 'STRING_MAX':
        properties[name] = { type: 'string', title, maxLength: 80 };
        break;
      case 'STRING_REQUIRED':
        properties[name] = { type: 'string', title };
        required.push(name);
        break;
      case 'EMAIL':
        properties[name] = { type: 'string', title, format: 'email' };
        break;
      case 'DESCRIPTION':
        properties[name] = { type: 'string', title };
        uiSchema[name] = { 'ui:widget': 'textarea' };
        break;
      case 'INTEGER':
        properties[name] = { type: 'integer', title, minimum: 0, maximum: 100 };
        break;
      case 'DECIMAL':
        properties[name] = { type: 'number', title, minimum: 0 };
        break;
      case 'DATE':
        properties[name] = { type: 'string', title, format: 'date' };
        break;
      case 'DATETIME':
        properties[name] = { type: 'string', title, format: 'date-time' };
        break;
      case 'RADIO':
        properties[name] = { type: 'string', title, oneOf: optionsSchema };
        uiSchema[name] = { 'ui:widget': 'radio' };
        break;
      case 'CHECKBOX':
        properties[name] = {
          type: 'array',
          title,
          items: { type: 'string', oneOf: optionsSchema },
          uniqueItems: true,
        };
        uiSchema[name] = { 'ui:widget': 'checkboxes' };
        break;
      case 'SWITCH':
        properties[name] = { type: 'boolean', title };
        break;
      case 'COLOR':
        properties[name] = { type: 'string', title };
        uiSchema[name] = { 'ui:widget': 'color' };
        break;
      case 'AUTOCOMPLETE':
        properties[name] = { type: 'string', title, oneOf: optionsSchema };
        break;
      case 'UPLOAD':
        properties[name] = { type: 'string', title, format: 'data-url' };
        break;
    }
  }
  return { schema: { type: 'object', properties, required }, uiSchema };
}
