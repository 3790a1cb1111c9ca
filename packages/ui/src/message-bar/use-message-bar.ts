import { createContext, useContext } from 'react';
import type { MessageBarApi } from './message-bar-types';

/** Set by {@link MessageBarProvider}. */
export const MessageBarContext = createContext<MessageBarApi | null>(null);

/**
 * Shows and dismisses message bars: `const { notify, dismiss } = useMessageBar()`, then
 * `notify.success(t('documents.save.snackbar.success'))`. Must be used inside a
 * `MessageBarProvider`. The returned object is stable while the provider's durations stay the same.
 */
export function useMessageBar(): MessageBarApi {
  const api = useContext(MessageBarContext);
  if (!api) throw new Error('useMessageBar() must be used inside a <MessageBarProvider>.');
  return api;
}
