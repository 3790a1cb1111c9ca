import { useCallback } from 'react';
import { Autocomplete, type AutocompleteSearch, type OptionId } from '../../autocomplete/index';
import { defineFieldType } from '../define-field-type';
import type {
  AutocompleteSuggestion,
  FieldDefinition,
  FieldEditProps,
  FieldEnvironment,
  FormFieldValue,
} from '../types';
import { hasTranslatedOptions, optionKey, optionsOf, optionValue } from './options';

/**
 * A chosen autocomplete value: `id` for the list (the value as text where it is a boolean), the
 * label as sent (a key for `_INTL` types), and the value submitted.
 */
export interface AutocompleteChoice {
  id: OptionId;
  label: string;
  value: string | number | boolean;
}

function choice(value: string | number | boolean, label: string): AutocompleteChoice {
  return { id: typeof value === 'boolean' ? String(value) : value, label, value };
}

/** A server value (id or option value) as a choice, labelled by its option when there is one. */
function choiceFor(value: string | number | boolean, field: FieldDefinition): AutocompleteChoice {
  const option = optionsOf(field).find((candidate) => optionKey(candidate) === String(value));
  return option
    ? choice(optionValue(option), option.label ?? String(value))
    : choice(value, String(value));
}

/** A search result as a choice: `labelField` (else `label`, else `name`) is its label. */
export function choiceFromSuggestion(
  suggestion: AutocompleteSuggestion,
  field: FieldDefinition,
): AutocompleteChoice {
  const value = suggestion.value ?? suggestion.id ?? '';
  const fromField = field.labelField ? suggestion[field.labelField] : undefined;
  const label =
    typeof fromField === 'string'
      ? fromField
      : (suggestion.label ?? suggestion.name ?? String(value));
  return choice(value, label);
}

/** The label as shown (`_INTL` labels are translated). */
function choiceText(
  chosen: AutocompleteChoice,
  field: FieldDefinition,
  translate: (key: string) => string,
): string {
  return hasTranslatedOptions(field) ? translate(chosen.label) : chosen.label;
}

/**
 * AUTOCOMPLETE fields through `@care/ui`'s {@link Autocomplete}: with `path` and a
 * `searchAutocomplete` function the server is asked (after the autocomplete's pause, or at once on
 * Enter); otherwise the field's own options are filtered as one types.
 */
function AutocompleteEdit({
  field,
  value,
  onChange,
  onBlur,
  id,
  label,
  errorText,
  required,
  env,
  multiple,
}: FieldEditProps<AutocompleteChoice | readonly AutocompleteChoice[] | null> & {
  multiple: boolean;
}) {
  const { messages, translate, searchAutocomplete } = env;
  const remote = Boolean(field.path && searchAutocomplete);
  const search = useCallback<AutocompleteSearch<AutocompleteChoice>>(
    async (query, { signal }) => {
      if (field.path && searchAutocomplete) {
        const suggestions = await searchAutocomplete(field, query, signal);
        return suggestions.map((suggestion) => choiceFromSuggestion(suggestion, field));
      }
      const needle = query.toLowerCase();
      return optionsOf(field)
        .map((option) => choice(optionValue(option), option.label ?? optionKey(option)))
        .filter((candidate) =>
          choiceText(candidate, field, translate).toLowerCase().includes(needle),
        );
    },
    [field, searchAutocomplete, translate],
  );
  const formatLabel = useCallback(
    (option: AutocompleteChoice) => choiceText(option, field, translate),
    [field, translate],
  );
  // The field's own options need no pause: there is no request to spare.
  const timing = remote ? env.autocompleteTiming : { idleMs: 0, requestDelayMs: 0 };
  const common = {
    id,
    label,
    search,
    labelField: 'label',
    formatLabel,
    searchingText: messages.autocompleteSearching,
    noDataFoundText: messages.autocompleteNoResults,
    searchErrorText: messages.autocompleteSearchError,
    resultCountText: messages.autocompleteResultCount,
    errorText,
    invalid: Boolean(errorText),
    required,
    size: env.size,
    onBlur,
    idleMs: timing?.idleMs,
    requestDelayMs: timing?.requestDelayMs,
  };
  if (multiple) {
    return (
      <Autocomplete<AutocompleteChoice>
        {...common}
        multiple
        value={Array.isArray(value) ? value : []}
        onChange={onChange}
        removeTagLabel={messages.autocompleteRemove}
      />
    );
  }
  return (
    <Autocomplete<AutocompleteChoice>
      {...common}
      value={Array.isArray(value) ? (value[0] ?? null) : (value as AutocompleteChoice | null)}
      onChange={onChange}
      clearLabel={messages.autocompleteClear}
    />
  );
}

function choicesFromValue(
  value: FormFieldValue | undefined,
  field: FieldDefinition,
): AutocompleteChoice[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map((item) => choiceFor(item, field));
  if (typeof value === 'object') return [];
  return [choiceFor(value as string | number | boolean, field)];
}

function submitValue(chosen: AutocompleteChoice): string | number {
  return typeof chosen.value === 'boolean' ? String(chosen.value) : chosen.value;
}

function formatChoices(
  choices: readonly AutocompleteChoice[],
  field: FieldDefinition,
  env: FieldEnvironment,
): string {
  return choices.map((chosen) => choiceText(chosen, field, env.translate)).join(', ');
}

/** AUTOCOMPLETE and AUTOCOMPLETE_INTL: one value, submitted as its id (or option value). */
export const autocompleteType = defineFieldType<AutocompleteChoice | null>({
  fromValue: (value, field) => choicesFromValue(value, field)[0] ?? null,
  toValue: (chosen) => (chosen ? chosen.value : null),
  isEmpty: (chosen) => chosen === null,
  Edit: (props) => (
    <AutocompleteEdit
      {...props}
      onChange={(next) =>
        props.onChange(
          Array.isArray(next) ? (next[0] ?? null) : (next as AutocompleteChoice | null),
        )
      }
      multiple={false}
    />
  ),
  format: (chosen, field, env) => (chosen ? formatChoices([chosen], field, env) : ''),
});

/** AUTOCOMPLETE_MULTIPLE(_INTL): several values, submitted as a list of ids (or option values). */
export const autocompleteMultipleType = defineFieldType<readonly AutocompleteChoice[]>({
  fromValue: choicesFromValue,
  toValue: (choices) => choices.map(submitValue),
  isEmpty: (choices) => choices.length === 0,
  Edit: (props) => (
    <AutocompleteEdit
      {...props}
      onChange={(next) =>
        props.onChange(Array.isArray(next) ? next : next ? [next as AutocompleteChoice] : [])
      }
      multiple
    />
  ),
  format: formatChoices,
});
