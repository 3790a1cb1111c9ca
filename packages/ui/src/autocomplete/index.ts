export {
  Autocomplete,
  type AutocompleteBaseProps,
  type AutocompleteMultipleProps,
  type AutocompleteProps,
  type AutocompleteSingleProps,
} from './autocomplete';
export {
  DEFAULT_IDLE_MS,
  DEFAULT_REQUEST_DELAY_MS,
  type AutocompleteOption,
  type AutocompleteSearch,
  type OptionId,
} from './search-scheduler';
export type { ResolveValue } from './use-autocomplete';
