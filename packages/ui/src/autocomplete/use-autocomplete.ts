import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  DEFAULT_IDLE_MS,
  DEFAULT_REQUEST_DELAY_MS,
  SearchScheduler,
  type AutocompleteOption,
  type AutocompleteSearch,
  type OptionId,
  type SearchState,
  type SearchStatus,
} from './search-scheduler';

/**
 * Looks up the options of values that arrive without their label (e.g. ids kept by a form).
 * Answer with the options found; ids left out are shown as they are.
 */
export type ResolveValue<T> = (
  ids: OptionId[],
  options: { signal: AbortSignal },
) => Promise<readonly T[]>;

/** What the polite live region says; the component turns it into the translated text. */
export type AutocompleteAnnouncement =
  | { kind: 'none' }
  | { kind: 'searching' }
  | { kind: 'results'; count: number }
  | { kind: 'error' }
  | { kind: 'selected'; label: string }
  | { kind: 'removed'; label: string };

/** Options of {@link useAutocomplete}. */
export interface UseAutocompleteOptions<T extends AutocompleteOption> {
  /** Tags: several values, the list toggles them. */
  multiple: boolean;
  /** The selected options (at most one unless `multiple`). */
  selected: readonly T[];
  /** Called with the new selection (resolved options where known). */
  onSelectedChange: (selected: T[]) => void;
  search: AutocompleteSearch<T>;
  idleMs?: number;
  requestDelayMs?: number;
  /** The option property holding the label. Default `name`. */
  labelField?: string;
  /** Turns an option into its visible label (e.g. translates it). */
  formatLabel?: (option: T) => string;
  resolveValue?: ResolveValue<T>;
  /** False while disabled or read-only: no typing, searching or removing. */
  interactive: boolean;
}

const NONE: AutocompleteAnnouncement = { kind: 'none' };

function readField(option: AutocompleteOption, field: string): unknown {
  return (option as unknown as Record<string, unknown>)[field];
}

/** Whether an option carries its label in `labelField`. */
function hasLabel(option: AutocompleteOption, labelField: string): boolean {
  const label = readField(option, labelField);
  return (typeof label === 'string' && label !== '') || typeof label === 'number';
}

/**
 * The next live-region message for a search state. While typing it keeps the previous one, and a
 * new search says "searching" only if that is not already what it says: an unchanged text is not
 * announced again, so screen readers hear it once per search, never per keystroke.
 */
function announcementFor(
  previous: AutocompleteAnnouncement,
  state: SearchState<unknown>,
): AutocompleteAnnouncement {
  switch (state.status) {
    case 'idle':
      return NONE;
    case 'typing':
      return previous;
    case 'searching':
      return previous.kind === 'searching' ? previous : { kind: 'searching' };
    case 'success':
      return { kind: 'results', count: state.results.length };
    case 'error':
      return { kind: 'error' };
  }
}

/**
 * Labels of the selected values: their own, or looked up once with `resolveValue` for values that
 * arrive without one (rehydration).
 */
function useResolvedValues<T extends AutocompleteOption>(
  selected: readonly T[],
  labelField: string,
  resolveValue: ResolveValue<T> | undefined,
) {
  // id → resolved option, or null when the lookup did not find it (or failed).
  const [known, setKnown] = useState<ReadonlyMap<OptionId, T | null>>(() => new Map());
  const resolveRef = useRef(resolveValue);
  useLayoutEffect(() => {
    resolveRef.current = resolveValue;
  });

  const missing = resolveValue
    ? selected.filter((o) => !hasLabel(o, labelField) && !known.has(o.id)).map((o) => o.id)
    : [];
  // A string key: a new array of the same ids must not start another lookup.
  const missingKey = JSON.stringify(missing);

  useEffect(() => {
    const ids = JSON.parse(missingKey) as OptionId[];
    const resolve = resolveRef.current;
    if (ids.length === 0 || !resolve) return;
    const controller = new AbortController();
    const settle = (found: readonly T[]) => {
      if (controller.signal.aborted) return;
      setKnown((previous) => {
        const next = new Map(previous);
        for (const id of ids) next.set(id, null);
        for (const option of found) if (ids.includes(option.id)) next.set(option.id, option);
        return next;
      });
    };
    resolve(ids, { signal: controller.signal }).then(settle, () => settle([]));
    return () => controller.abort();
  }, [missingKey]);

  /** The option as best known: resolved when it came without a label. */
  const full = (option: T): T =>
    !resolveValue || hasLabel(option, labelField) ? option : (known.get(option.id) ?? option);
  /** Whether its label is still being looked up. */
  const resolving = (option: T): boolean =>
    Boolean(resolveValue) && !hasLabel(option, labelField) && !known.has(option.id);
  return { full, resolving };
}

/**
 * The autocomplete's headless logic: input text, search timing and cancellation (through
 * {@link SearchScheduler}), the open state, the active option for `aria-activedescendant`,
 * keyboard handling (ARIA 1.2 combobox), selection, tags and live-region messages.
 */
export function useAutocomplete<T extends AutocompleteOption>({
  multiple,
  selected,
  onSelectedChange,
  search,
  idleMs = DEFAULT_IDLE_MS,
  requestDelayMs = DEFAULT_REQUEST_DELAY_MS,
  labelField = 'name',
  formatLabel,
  resolveValue,
  interactive,
}: UseAutocompleteOptions<T>) {
  const [searchState, setSearchState] = useState<SearchState<T>>(() => ({
    status: 'idle',
    query: '',
    results: [],
    error: undefined,
    requestSent: false,
  }));
  const [announcement, setAnnouncement] = useState<AutocompleteAnnouncement>(NONE);
  const [scheduler] = useState(
    () =>
      new SearchScheduler<T>({
        search,
        idleMs,
        requestDelayMs,
        onChange: (state) => {
          setSearchState(state);
          setAnnouncement((previous) => announcementFor(previous, state));
        },
      }),
  );
  // The latest props, so an inline `search` arrow does not restart anything.
  useLayoutEffect(() => {
    scheduler.configure({ search, idleMs, requestDelayMs });
  });
  // Unmounting aborts the request under way.
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const [text, setText] = useState('');
  // Single mode: whether the input shows typed text rather than the selected option's label.
  const [editing, setEditing] = useState(false);
  const [dismissed, setDismissed] = useState(true);
  const [activeIndex, setActiveIndex] = useState(-1);

  const { full, resolving } = useResolvedValues(selected, labelField, resolveValue);

  /** The visible label of an option. */
  const labelOf = (option: T): string => {
    if (formatLabel) return formatLabel(option);
    const label = readField(option, labelField);
    return label === undefined || label === null ? '' : String(label);
  };
  /** The visible label of a selected value (rehydrated when needed; its id as a last resort). */
  const valueLabelOf = (option: T): string => {
    if (resolving(option)) return '';
    const resolved = full(option);
    if (resolveValue && !hasLabel(resolved, labelField)) return String(option.id);
    return labelOf(resolved);
  };

  const single = selected[0];
  const inputValue = multiple || editing ? text : single !== undefined ? valueLabelOf(single) : '';

  const status: SearchStatus = searchState.status;
  const hasPanel = status === 'searching' || status === 'success' || status === 'error';
  const open = interactive && !dismissed && hasPanel;
  const options: readonly T[] = status === 'success' ? searchState.results : [];
  const expanded = open && options.length > 0;
  const active = expanded && activeIndex < options.length ? activeIndex : -1;

  const isSelected = (option: T) => selected.some((s) => s.id === option.id);
  const commit = (next: readonly T[]) => onSelectedChange(next.map(full));

  /** Ends the current search and closes the list. */
  const settle = () => {
    scheduler.cancel();
    setDismissed(true);
    setActiveIndex(-1);
  };

  const changeText = (next: string) => {
    if (!interactive) return;
    setText(next);
    setEditing(true);
    setDismissed(false);
    setActiveIndex(-1);
    // Single mode: emptying the field empties the value, so what is seen is what is saved.
    if (!multiple && next.trim() === '' && selected.length > 0) commit([]);
    scheduler.type(next);
  };

  const select = (option: T) => {
    if (!interactive) return;
    settle();
    setText('');
    setEditing(false);
    if (multiple && isSelected(option)) {
      commit(selected.filter((s) => s.id !== option.id));
      setAnnouncement({ kind: 'removed', label: labelOf(option) });
      return;
    }
    commit(multiple ? [...selected, option] : [option]);
    setAnnouncement({ kind: 'selected', label: labelOf(option) });
  };

  const remove = (option: T) => {
    if (!interactive) return;
    const label = valueLabelOf(option);
    commit(selected.filter((s) => s.id !== option.id));
    setAnnouncement({ kind: 'removed', label });
  };

  /** Empties the text and, in single mode, the value. */
  const clear = () => {
    if (!interactive) return;
    settle();
    setText('');
    setEditing(false);
    if (!multiple && selected.length > 0) commit([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!interactive) return;
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (event.altKey) {
          // Alt+Down opens without choosing; Alt+Up closes.
          setDismissed(!down);
          return;
        }
        if (!expanded) {
          setDismissed(false);
          setActiveIndex(down ? 0 : last);
          return;
        }
        setActiveIndex(
          down
            ? active < 0
              ? 0
              : Math.min(active + 1, last)
            : active < 0
              ? last
              : Math.max(active - 1, 0),
        );
        return;
      }
      case 'Home':
      case 'End':
        if (!expanded) return;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter': {
        const option = active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          select(option);
          return;
        }
        // Single mode shows the selected label until the user types: that is not a query.
        if (!multiple && !editing) return;
        if (scheduler.searchNow(text)) {
          event.preventDefault();
          setDismissed(false);
          setActiveIndex(-1);
        }
        return;
      }
      case 'Escape':
        // Handled here, so a drawer or dialog around the field does not close as well.
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setDismissed(true);
        } else if (inputValue !== '') {
          event.preventDefault();
          event.stopPropagation();
          clear();
        }
        return;
      case 'Backspace': {
        const lastValue = selected.at(-1);
        if (multiple && text === '' && lastValue) {
          event.preventDefault();
          remove(lastValue);
        }
        return;
      }
    }
  };

  /** Leaving the field: the search stops and text that is not a value is dropped. */
  const onBlur = () => {
    settle();
    setText('');
    setEditing(false);
  };

  /** A tap or click on the field shows the last answer again. */
  const onInputClick = () => {
    if (interactive && hasPanel) setDismissed(false);
  };

  return {
    inputValue,
    status,
    query: searchState.query,
    options,
    open,
    expanded,
    activeIndex: active,
    announcement,
    labelOf,
    valueLabelOf,
    isResolving: resolving,
    isSelected,
    changeText,
    select,
    remove,
    clear,
    onKeyDown,
    onBlur,
    onInputClick,
  };
}
