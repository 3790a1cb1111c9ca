import { autocompleteMultipleType, autocompleteType } from './fields/autocomplete-field';
import { checkboxType, radioType } from './fields/choice-fields';
import {
  colorType,
  dateFieldType,
  dateTimeFieldType,
  labelType,
  switchType,
} from './fields/simple-fields';
import { decimalType, descriptionType, integerType, stringType } from './fields/text-fields';
import { uploadType } from './fields/upload-field';
import type { FieldRegistry, FieldTypeDefinition, FormFieldType } from './types';

/** The built-in field types, one per server type (the `_INTL` variants share their base). */
export const defaultFieldRegistry: Readonly<Record<FormFieldType, FieldTypeDefinition>> =
  Object.freeze({
    STRING: stringType,
    LABEL: labelType,
    DESCRIPTION: descriptionType,
    DECIMAL: decimalType,
    INTEGER: integerType,
    AUTOCOMPLETE: autocompleteType,
    AUTOCOMPLETE_MULTIPLE: autocompleteMultipleType,
    AUTOCOMPLETE_INTL: autocompleteType,
    AUTOCOMPLETE_MULTIPLE_INTL: autocompleteMultipleType,
    RADIO: radioType,
    RADIO_INTL: radioType,
    CHECKBOX: checkboxType,
    CHECKBOX_INTL: checkboxType,
    COLOR: colorType,
    DATE: dateFieldType,
    DATETIME: dateTimeFieldType,
    SWITCH: switchType,
    UPLOAD: uploadType,
  });

/**
 * A registry with types added or replaced: `createFieldRegistry({ SIGNATURE: signatureType })`.
 * To change only how a built-in type looks, spread it:
 * `createFieldRegistry({ STRING: { ...defaultFieldRegistry.STRING, Edit: MyInput } })`.
 */
export function createFieldRegistry(
  types: Readonly<Record<string, FieldTypeDefinition>>,
  base: FieldRegistry = defaultFieldRegistry,
): FieldRegistry {
  const registry: Record<string, FieldTypeDefinition> = Object.create(null) as Record<
    string,
    FieldTypeDefinition
  >;
  for (const source of [base, types]) {
    for (const [name, type] of Object.entries(source)) registry[name] = type;
  }
  return Object.freeze(registry);
}
