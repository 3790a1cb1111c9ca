import { chakra, IconButton, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { defineFieldType } from '../define-field-type';
import type {
  AutocompleteSuggestion,
  FieldDefinition,
  FieldEditProps,
  FieldEnvironment,
  FormFieldValue,
} from '../types';
import { describedByIds, FieldFrame } from './field-frame';
import { hasTranslatedOptions, optionKey, optionsOf, optionValue } from './options';

/** A chosen autocomplete value with its label (the label as sent: a key for `_INTL` types). */
export interface AutocompleteChoice {
  value: string | number | boolean;
  label: string;
}

/** Idle typing before a server search starts; Enter searches at once. */
const SEARCH_DELAY_MS = 500;
/** Static options shown at most, so that a long list stays quick to read and render. */
const MAX_SHOWN = 50;

function choiceKey(choice: AutocompleteChoice): string {
  return String(choice.value);
}

/** The label as shown (`_INTL` labels are translated). */
export function choiceText(
  choice: AutocompleteChoice,
  field: FieldDefinition,
  translate: (key: string) => string,
): string {
  return hasTranslatedOptions(field) ? translate(choice.label) : choice.label;
}

/** A server value (id or option value) as a choice, labelled by its option when there is one. */
function choiceFor(value: string | number | boolean, field: FieldDefinition): AutocompleteChoice {
  const option = optionsOf(field).find((candidate) => optionKey(candidate) === String(value));
  return option
    ? { value: optionValue(option), label: option.label ?? String(value) }
    : { value, label: String(value) };
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
  return { value, label };
}

function staticChoices(field: FieldDefinition): AutocompleteChoice[] {
  return optionsOf(field).map((option) => ({
    value: optionValue(option),
    label: option.label ?? optionKey(option),
  }));
}

type Status = 'idle' | 'searching' | 'done';

/**
 * A minimal accessible combobox (ARIA 1.2 list autocomplete): the fallback used until an app
 * registers a richer autocomplete. Static options are filtered as one types; with `path` and a
 * `searchAutocomplete` function the server is asked after a pause, or at once on Enter.
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
  const chosen: readonly AutocompleteChoice[] = Array.isArray(value)
    ? value
    : value
      ? [value as AutocompleteChoice]
      : [];
  const single = multiple ? undefined : chosen[0];
  const text = (choice: AutocompleteChoice) => choiceText(choice, field, env.translate);
  const [query, setQuery] = useState(single ? text(single) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<AutocompleteChoice[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const remote = Boolean(field.path && env.searchAutocomplete);
  const listId = `${id}-listbox`;
  const statusId = `${id}-status`;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const search = (q: string) => {
    clearTimeout(timer.current);
    controller.current?.abort();
    const trimmed = q.trim();
    if (!remote || !env.searchAutocomplete || trimmed === '') {
      setStatus('idle');
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setStatus('searching');
    env.searchAutocomplete(field, trimmed, abort.signal).then(
      (suggestions) => {
        if (abort.signal.aborted) return;
        setResults(suggestions.map((suggestion) => choiceFromSuggestion(suggestion, field)));
        setStatus('done');
        setOpen(true);
        setActive(-1);
      },
      () => {
        if (!abort.signal.aborted) setStatus('idle');
      },
    );
  };

  const needle = query.trim().toLowerCase();
  const candidates = remote
    ? results
    : staticChoices(field)
        .filter(
          (choice) =>
            // A chosen single value shows the whole list again, not only itself.
            needle === '' ||
            (single !== undefined && query === text(single)) ||
            text(choice).toLowerCase().includes(needle),
        )
        .slice(0, MAX_SHOWN);
  const shown = multiple
    ? candidates.filter((choice) => !chosen.some((c) => choiceKey(c) === choiceKey(choice)))
    : candidates;
  const expanded = open && shown.length > 0;
  const noResults = open && shown.length === 0 && (remote ? status === 'done' : needle !== '');

  const select = (choice: AutocompleteChoice) => {
    if (multiple) {
      onChange([...chosen, choice]);
      setQuery('');
    } else {
      onChange(choice);
      setQuery(text(choice));
    }
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((current) => (shown.length === 0 ? -1 : (current + 1) % shown.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((current) =>
          shown.length === 0 ? -1 : (current <= 0 ? shown.length : current) - 1,
        );
        break;
      case 'Enter': {
        // Never submits the form from inside the combobox.
        event.preventDefault();
        const choice = expanded ? shown[active] : undefined;
        if (choice) select(choice);
        else search(query);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      vip={field.vip}
      size={env.size}
      errorText={errorText}
    >
      {multiple && chosen.length > 0 && (
        <chakra.ul
          display="flex"
          flexWrap="wrap"
          gap="2"
          listStyleType="none"
          padding="0"
          margin="0"
        >
          {chosen.map((choice) => (
            <chakra.li
              key={choiceKey(choice)}
              display="inline-flex"
              alignItems="center"
              gap="1"
              paddingStart="3"
              borderRadius="full"
              borderWidth="1px"
              borderColor="border.emphasized"
              textStyle="sm"
            >
              {text(choice)}
              <IconButton
                type="button"
                size="xs"
                variant="ghost"
                borderRadius="full"
                aria-label={env.messages.autocompleteRemove(text(choice))}
                onClick={() => onChange(chosen.filter((c) => choiceKey(c) !== choiceKey(choice)))}
              >
                <span aria-hidden="true">×</span>
              </IconButton>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      <chakra.div position="relative" width="full">
        <Input
          id={id}
          name={field.fieldName}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={describedByIds(id, {
            error: Boolean(errorText),
            extra: noResults ? statusId : undefined,
          })}
          aria-invalid={errorText ? true : undefined}
          aria-required={required || undefined}
          size={env.size}
          value={query}
          onChange={(event) => {
            const next = event.target.value;
            setQuery(next);
            setOpen(true);
            setActive(-1);
            if (!multiple && next.trim() === '' && single) onChange(null);
            if (remote) {
              clearTimeout(timer.current);
              timer.current = setTimeout(() => search(next), SEARCH_DELAY_MS);
            }
          }}
          onFocus={() => {
            if (!remote) setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            // A single field shows its chosen value again when left half-typed.
            if (!multiple) setQuery(single ? text(single) : '');
            onBlur();
          }}
        />
        <chakra.ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          position="absolute"
          zIndex="dropdown"
          insetInline="0"
          top="calc(100% + 4px)"
          maxHeight="64"
          overflowY="auto"
          margin="0"
          padding="1"
          listStyleType="none"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          boxShadow="md"
        >
          {expanded &&
            shown.map((choice, index) => (
              // Options are picked with the keyboard through the combobox (aria-activedescendant).
              <chakra.li
                key={choiceKey(choice)}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                paddingX="3"
                paddingY="2"
                minHeight="10"
                display="flex"
                alignItems="center"
                borderRadius="l1"
                cursor="pointer"
                bg={index === active ? 'bg.emphasized' : undefined}
                _hover={{ bg: 'bg.muted' }}
                // Keeps focus in the input, so that blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => select(choice)}
              >
                {text(choice)}
              </chakra.li>
            ))}
        </chakra.ul>
      </chakra.div>
      <chakra.p id={statusId} role="status" textStyle="sm" color="fg.muted">
        {noResults ? env.messages.autocompleteNoResults : ''}
      </chakra.p>
    </FieldFrame>
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

function submitValue(choice: AutocompleteChoice): string | number {
  return typeof choice.value === 'boolean' ? String(choice.value) : choice.value;
}

function formatChoices(
  choices: readonly AutocompleteChoice[],
  field: FieldDefinition,
  env: FieldEnvironment,
): string {
  return choices.map((choice) => choiceText(choice, field, env.translate)).join(', ');
}

/** AUTOCOMPLETE and AUTOCOMPLETE_INTL: one value, submitted as its id (or option value). */
export const autocompleteType = defineFieldType<AutocompleteChoice | null>({
  fromValue: (value, field) => choicesFromValue(value, field)[0] ?? null,
  toValue: (choice) => (choice ? choice.value : null),
  isEmpty: (choice) => choice === null,
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
  format: (choice, field, env) => (choice ? formatChoices([choice], field, env) : ''),
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
