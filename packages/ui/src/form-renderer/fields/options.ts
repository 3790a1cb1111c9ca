import type { FieldDefinition, FieldOption } from '../types';

/** An option's identity as text (its `value`, else its `id`): what inputs and dependencies use. */
export function optionKey(option: FieldOption): string {
  return String(option.value ?? option.id ?? option.label ?? '');
}

/** The value an option stands for when submitted. */
export function optionValue(option: FieldOption): string | number | boolean {
  return option.value ?? option.id ?? option.label ?? '';
}

/** Whether the field's option labels are i18n keys (the `_INTL` types). */
export function hasTranslatedOptions(field: FieldDefinition): boolean {
  return field.type.endsWith('_INTL');
}

/** An option's label as shown. */
export function optionLabel(
  option: FieldOption,
  field: FieldDefinition,
  translate: (key: string) => string,
): string {
  const raw = option.label ?? optionKey(option);
  return hasTranslatedOptions(field) ? translate(raw) : raw;
}

/** The field's options (none when absent). */
export function optionsOf(field: FieldDefinition): readonly FieldOption[] {
  return field.fields ?? [];
}
