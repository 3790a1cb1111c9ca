/** @care/ui: Care's presentational components. Strings arrive translated, through props. */
export {
  Autocomplete,
  DEFAULT_IDLE_MS,
  DEFAULT_REQUEST_DELAY_MS,
  type AutocompleteBaseProps,
  type AutocompleteMultipleProps,
  type AutocompleteOption,
  type AutocompleteProps,
  type AutocompleteSearch,
  type AutocompleteSingleProps,
  type OptionId,
  type ResolveValue,
} from './autocomplete/index';
export {
  CharacterCounter,
  COUNTER_CAUTION_RATIO,
  COUNTER_HIGH_RATIO,
  DEFAULT_ANNOUNCE_DELAY,
  getCounterLevel,
  isNearLimit,
  useLimitAnnouncement,
  type CharacterCounterProps,
  type CounterLevel,
} from './character-counter/index';
export type { FieldSize } from './field-size/index';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay/index';
export {
  DEFAULT_MAX_MESSAGES,
  DEFAULT_MESSAGE_DURATION,
  DEFAULT_SUCCESS_DURATION,
  MessageBarProvider,
  useMessageBar,
  type MessageBarAction,
  type MessageBarApi,
  type MessageBarOptions,
  type MessageBarProviderProps,
  type MessageBarType,
  type NotificationOptions,
  type Notify,
} from './message-bar/index';
export { PasswordInput, type PasswordInputProps } from './password-input/index';
export {
  TextFieldWithCounter,
  type TextFieldWithCounterProps,
} from './text-field-with-counter/index';
