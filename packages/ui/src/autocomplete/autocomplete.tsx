import {
  Box,
  CloseButton,
  Field,
  Flex,
  Input,
  InputGroup,
  Spinner,
  Tag,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, type Ref } from 'react';
import { LABEL_TEXT_STYLE, type FieldSize } from '../field-size/index';
import type { AutocompleteOption, AutocompleteSearch } from './search-scheduler';
import {
  useAutocomplete,
  type AutocompleteAnnouncement,
  type ResolveValue,
} from './use-autocomplete';

/** Props shared by the single and the multiple {@link Autocomplete}. */
export interface AutocompleteBaseProps<T extends AutocompleteOption> {
  /** Visible label (translated). */
  label: string;
  /**
   * Fetches the suggestions for a trimmed, non-blank query. Pass `signal` to `fetch`: the request
   * is aborted when the query changes (an answer that arrives anyway is dropped).
   */
  search: AutocompleteSearch<T>;
  /** The option property shown as its label (the field definition's `labelField`). Default `name`. */
  labelField?: string;
  /** Turns an option into its visible label, e.g. `(o) => t(o.name)` for translated labels. */
  formatLabel?: (option: T) => string;
  /**
   * Rehydration: looks up the options of values that arrive without their label (no `labelField`
   * property, e.g. `{ id: 7 }` built from a saved id). Called once per set of unknown ids.
   */
  resolveValue?: ResolveValue<T>;
  /** Shown and announced while searching, e.g. "Searching…" (translated). */
  searchingText: string;
  /** Shown and announced when a search finds nothing (`autocomplete.noDataFound`). */
  noDataFoundText: string;
  /** Shown and announced when `search` rejects (translated). Enter tries again. */
  searchErrorText: string;
  /** Announced when suggestions arrive, e.g. ``(n) => `${n} suggestions` ``. */
  resultCountText: (count: number) => string;
  /** Announced after a choice, e.g. ``(label) => `${label} selected` ``. Silent when absent. */
  selectedText?: (label: string) => string;
  /** Announced after a tag is removed, e.g. ``(label) => `${label} removed` ``. */
  removedText?: (label: string) => string;
  /** Shown while a value's label is looked up (`resolveValue`). Default `searchingText`. */
  loadingText?: string;
  /** Idle time after the last keystroke before searching starts. Default 1000 ms. */
  idleMs?: number;
  /** Time from the start of searching to the request. Default 1500 ms. */
  requestDelayMs?: number;
  placeholder?: string;
  /** Hint under the field (translated). */
  helperText?: string;
  /** Error under the field, shown while `invalid` (translated). */
  errorText?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Shows the value(s), focusable, not changeable. */
  readOnly?: boolean;
  /** Id of the input; generated when absent. */
  id?: string;
  /** Field size. Default `md`; `lg` suits touch screens. */
  size?: FieldSize;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** Props of a single-value {@link Autocomplete}. */
export interface AutocompleteSingleProps<
  T extends AutocompleteOption,
> extends AutocompleteBaseProps<T> {
  multiple?: false;
  /** The selected option (controlled). */
  value: NoInfer<T> | null;
  onChange: (value: NoInfer<T> | null) => void;
  /** Accessible name of a clear button (translated); no button when absent. */
  clearLabel?: string;
}

/** Props of a multiple-value (tags) {@link Autocomplete}. */
export interface AutocompleteMultipleProps<
  T extends AutocompleteOption,
> extends AutocompleteBaseProps<T> {
  multiple: true;
  /** The selected options, shown as tags (controlled). */
  value: readonly NoInfer<T>[];
  onChange: (value: NoInfer<T>[]) => void;
  /** Accessible name of a tag's remove button, e.g. ``(label) => `Remove ${label}` ``. */
  removeTagLabel: (label: string) => string;
}

/**
 * Props of {@link Autocomplete}: single (`value: T | null`) or `multiple` (`value: T[]`). The
 * option type `T` is inferred from `search`.
 */
export type AutocompleteProps<T extends AutocompleteOption> =
  AutocompleteSingleProps<T> | AutocompleteMultipleProps<T>;

const OPTION_MIN_HEIGHT: Record<FieldSize, string> = { sm: '9', md: '10', lg: '12', xl: '12' };
const TAG_SIZE: Record<FieldSize, 'md' | 'lg' | 'xl'> = { sm: 'md', md: 'lg', lg: 'xl', xl: 'xl' };
// At least 24 px (WCAG 2.2 target size), more on the touch sizes.
const TAG_BUTTON_SIZE: Record<FieldSize, '2xs' | 'xs'> = {
  sm: '2xs',
  md: '2xs',
  lg: 'xs',
  xl: 'xs',
};
const CLEAR_BUTTON_SIZE: Record<FieldSize, '2xs' | 'xs' | 'sm'> = {
  sm: '2xs',
  md: 'xs',
  lg: 'sm',
  xl: 'sm',
};

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </svg>
  );
}

/**
 * A labelled search field with server suggestions (ARIA 1.2 combobox with a listbox): single
 * value, or several shown as removable tags. Searching starts after `idleMs` of idle typing and
 * the request goes `requestDelayMs` later (1 s + 1.5 s); Enter searches at once; blank text never
 * searches. Answers to an outdated query are aborted and never shown. A polite live region says
 * "searching" once per search, then the number of suggestions (or no data, or the error).
 */
export function Autocomplete<T extends AutocompleteOption>(props: AutocompleteProps<T>) {
  const {
    label,
    search,
    labelField,
    formatLabel,
    resolveValue,
    searchingText,
    noDataFoundText,
    searchErrorText,
    resultCountText,
    selectedText,
    removedText,
    loadingText = searchingText,
    idleMs,
    requestDelayMs,
    placeholder,
    helperText,
    errorText,
    invalid = false,
    required = false,
    disabled = false,
    readOnly = false,
    id,
    size = 'md',
    onBlur,
    ref,
  } = props;
  const multiple = props.multiple === true;
  const selected: readonly T[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const interactive = !disabled && !readOnly;

  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const listboxId = `${inputId}-listbox`;
  const helperId = `${inputId}-helper`;
  const errorId = `${inputId}-error`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const ac = useAutocomplete<T>({
    multiple,
    selected,
    onSelectedChange: (next) => {
      if (props.multiple) props.onChange(next);
      else props.onChange(next[0] ?? null);
    },
    search,
    idleMs,
    requestDelayMs,
    labelField,
    formatLabel,
    resolveValue,
    interactive,
  });

  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInputRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  // Keeps the active option in view inside the scrolling list.
  const { activeIndex } = ac;
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${inputId}-option-${activeIndex}`)?.scrollIntoView?.({
      block: 'nearest',
    });
  }, [activeIndex, inputId]);

  const announce = (a: AutocompleteAnnouncement): string => {
    switch (a.kind) {
      case 'none':
        return '';
      case 'searching':
        return searchingText;
      case 'results':
        return a.count > 0 ? resultCountText(a.count) : noDataFoundText;
      case 'error':
        return searchErrorText;
      case 'selected':
        return selectedText?.(a.label) ?? '';
      case 'removed':
        return removedText?.(a.label) ?? '';
    }
  };

  const showError = invalid && Boolean(errorText);
  const describedBy =
    [helperText && helperId, showError && errorId].filter(Boolean).join(' ') || undefined;
  const singleResolving = !multiple && selected[0] !== undefined && ac.isResolving(selected[0]);
  const clearLabel = props.multiple ? undefined : props.clearLabel;
  const showClear = interactive && Boolean(clearLabel) && ac.inputValue !== '';

  const message =
    ac.status === 'searching' ? (
      <Flex alignItems="center" gap="2">
        <Spinner size="xs" aria-hidden="true" />
        {searchingText}
      </Flex>
    ) : ac.status === 'error' ? (
      <Box color="care.error.fg">{searchErrorText}</Box>
    ) : ac.status === 'success' && ac.options.length === 0 ? (
      noDataFoundText
    ) : null;

  const endElement = singleResolving ? (
    <Spinner size="xs" aria-hidden="true" />
  ) : showClear ? (
    <CloseButton
      size={CLEAR_BUTTON_SIZE[size]}
      aria-label={clearLabel}
      onClick={() => {
        ac.clear();
        inputRef.current?.focus();
      }}
    />
  ) : undefined;

  return (
    <Field.Root
      id={inputId}
      ids={{ label: labelId, helperText: helperId, errorText: errorId }}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <Field.Label textStyle={LABEL_TEXT_STYLE[size]}>
        {label}
        {/* Chakra's fg.error (red.500) is under 4:1 on white: the theme's AA-readable red. */}
        <Field.RequiredIndicator color="care.error.fg" />
      </Field.Label>
      <Box position="relative" width="full">
        <InputGroup endElement={endElement} endElementProps={{ paddingEnd: '1' }}>
          <Input
            ref={setInputRef}
            size={size}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={ac.expanded}
            aria-controls={listboxId}
            aria-activedescendant={ac.activeIndex >= 0 ? optionId(ac.activeIndex) : undefined}
            aria-describedby={describedBy}
            aria-busy={singleResolving || undefined}
            autoComplete="off"
            placeholder={singleResolving ? loadingText : placeholder}
            value={ac.inputValue}
            onChange={(event) => ac.changeText(event.target.value)}
            onKeyDown={ac.onKeyDown}
            onClick={ac.onInputClick}
            onBlur={() => {
              ac.onBlur();
              onBlur?.();
            }}
          />
        </InputGroup>
        <Box
          hidden={!ac.open}
          position="absolute"
          top="100%"
          insetX="0"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          boxShadow="md"
          overflow="hidden"
          textStyle={LABEL_TEXT_STYLE[size]}
          // The input keeps focus (and the list stays open) when an option or the scrollbar
          // is pressed: aria-activedescendant, not focus, marks the active option.
          onMouseDown={(event) => event.preventDefault()}
        >
          <Box
            as="ul"
            role="listbox"
            id={listboxId}
            aria-labelledby={labelId}
            aria-multiselectable={multiple || undefined}
            hidden={!ac.expanded}
            maxHeight="60"
            overflowY="auto"
            overscrollBehavior="contain"
            listStyleType="none"
            py="1"
          >
            {ac.options.map((option, index) => {
              const chosen = ac.isSelected(option);
              return (
                <Box
                  as="li"
                  key={`${index}:${String(option.id)}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={chosen}
                  data-highlighted={index === ac.activeIndex ? '' : undefined}
                  display="flex"
                  alignItems="center"
                  justifyContent="space-between"
                  gap="2"
                  minHeight={OPTION_MIN_HEIGHT[size]}
                  px="3"
                  py="1.5"
                  cursor="pointer"
                  _hover={{ bg: 'bg.muted' }}
                  _highlighted={{
                    bg: 'bg.emphasized',
                    boxShadow: 'inset 3px 0 0 0 {colors.care.primary}',
                  }}
                  _selected={{ fontWeight: 'semibold' }}
                  // Keyboard users choose from the input (aria-activedescendant); this is for
                  // pointers and touch.
                  onClick={() => ac.select(option)}
                >
                  <span>{ac.labelOf(option)}</span>
                  {chosen && <CheckIcon />}
                </Box>
              );
            })}
          </Box>
          {message && (
            <Box px="3" py="2" color={ac.status === 'error' ? undefined : 'fg.muted'}>
              {message}
            </Box>
          )}
        </Box>
      </Box>
      {props.multiple && selected.length > 0 && (
        <Flex as="ul" wrap="wrap" gap="2" listStyleType="none">
          {selected.map((option) => {
            const resolving = ac.isResolving(option);
            const optionLabel = ac.valueLabelOf(option);
            return (
              <li key={String(option.id)}>
                <Tag.Root size={TAG_SIZE[size]} variant="surface" maxWidth="full">
                  {resolving ? (
                    <>
                      <Spinner size="xs" aria-hidden="true" />
                      <VisuallyHidden>{loadingText}</VisuallyHidden>
                    </>
                  ) : (
                    <Tag.Label>{optionLabel}</Tag.Label>
                  )}
                  {interactive && !resolving && (
                    <CloseButton
                      size={TAG_BUTTON_SIZE[size]}
                      me="-1"
                      aria-label={props.removeTagLabel(optionLabel)}
                      onClick={() => {
                        ac.remove(option);
                        // The button disappears: focus goes back to the field.
                        inputRef.current?.focus();
                      }}
                    />
                  )}
                </Tag.Root>
              </li>
            );
          })}
        </Flex>
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {showError && <Field.ErrorText color="care.error.fg">{errorText}</Field.ErrorText>}
      {/* Always in the DOM, so that changing its text is what screen readers announce. */}
      <VisuallyHidden role="status">{announce(ac.announcement)}</VisuallyHidden>
    </Field.Root>
  );
}
