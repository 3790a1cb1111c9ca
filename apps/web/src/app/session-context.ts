import { createContext, useContext } from 'react';
import type { Session } from './session';

/** The session of this page load; provided once by `AppProviders`. */
export const SessionContext = createContext<Session | null>(null);

/** Ends the session (logout, expiry, disallowed role). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession: no SessionContext (render inside AppProviders)');
  return session;
}
