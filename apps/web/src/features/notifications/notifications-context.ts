import { createContext, useContext } from 'react';
import type { InboxStore } from './inbox-store';

/** The live connection's state as the inbox shows it. */
export type LiveStatus = 'waiting' | 'connecting' | 'open' | 'closed' | 'refused';

/** What {@link useNotifications} gives. */
export interface NotificationsContextValue {
  store: InboxStore;
  status: LiveStatus;
}

export const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/** The inbox and the connection's state; inside `NotificationsProvider`. */
export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications: render inside <NotificationsProvider>');
  return value;
}
