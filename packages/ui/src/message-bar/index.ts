export {
  DEFAULT_MAX_MESSAGES,
  DEFAULT_MESSAGE_DURATION,
  DEFAULT_SUCCESS_DURATION,
  MessageBarProvider,
  type MessageBarProviderProps,
} from './message-bar-provider';
export type {
  MessageBarAction,
  MessageBarApi,
  MessageBarOptions,
  MessageBarType,
  Notify,
  NotificationOptions,
} from './message-bar-types';
export { useMessageBar } from './use-message-bar';
