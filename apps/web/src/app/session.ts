import type { QueryClient } from '@tanstack/react-query';
import type { BrowserActions } from '../shared/browser';

/** Why a session ends. */
export type SessionEndReason = 'logout' | 'expired' | 'roleNotAllowed';

/** Spec 02 §9: the page reloads this long after the session storage was cleared. */
export const SESSION_CLEAR_DELAY_MS = 200;

/** The logged-out page a session end leads to, with the flag the login page shows. */
export function loggedOutUrl(reason: SessionEndReason): string {
  switch (reason) {
    case 'expired':
      return '/loggedOut/?sessionExpired=true';
    case 'roleNotAllowed':
      return '/loggedOut/?roleNotAllowed=true';
    case 'logout':
      return '/loggedOut/';
  }
}

/** What ending a session touches. */
export interface SessionDeps {
  /** A replace-navigation inside the app (so Back cannot return to the logged-in page). */
  navigate(to: string): unknown;
  /** Full-page reload, run after the delay so the logged-out page is what reloads. */
  browser: Pick<BrowserActions, 'reload'>;
  /** Emptied so no data of the ended session stays in memory until the reload. */
  queryClient: QueryClient;
  /** Default `sessionStorage`. */
  storage?: Pick<Storage, 'clear'>;
  /** Default {@link SESSION_CLEAR_DELAY_MS}. */
  reloadDelayMs?: number;
}

/** Ends the session: one call whatever the cause, however many failing requests report it. */
export interface Session {
  end(reason: SessionEndReason): void;
  /** True once `end` was called (the page is about to reload). */
  readonly ending: boolean;
}

/**
 * Spec 02 §4: on logout, expiry or a disallowed role, session storage is cleared, the user goes to
 * the logged-out page and the page reloads after 200 ms. The first cause wins: several requests
 * failing with 412 at once end the session once.
 */
export function createSession(deps: SessionDeps): Session {
  let ending = false;
  return {
    get ending() {
      return ending;
    },
    end(reason) {
      if (ending) return;
      ending = true;
      try {
        (deps.storage ?? sessionStorage).clear();
      } catch {
        // Storage blocked: there is nothing stored to clear.
      }
      deps.queryClient.cancelQueries().catch(() => undefined);
      deps.queryClient.clear();
      deps.navigate(loggedOutUrl(reason));
      setTimeout(() => deps.browser.reload(), deps.reloadDelayMs ?? SESSION_CLEAR_DELAY_MS);
    },
  };
}
