import type { BrowserActions } from '../shared/browser';
import type { DataLayer } from './data';
import { createSessionDeadline, type SessionDeadline } from './session-deadline';

/** Why a session ends. */
export type SessionEndReason = 'logout' | 'expired' | 'roleNotAllowed';

/**
 * The page reloads this long after the session storage was cleared
 * (docs/behaviour/shell-and-session.md#ending-a-session).
 */
export const SESSION_CLEAR_DELAY_MS = 200;

/**
 * If the in-app navigation to the logged-out page has not finished by then (its chunk cannot
 * load, say), the logged-out page is loaded as a new document instead.
 */
export const SESSION_END_GRACE_MS = 3000;

/**
 * The logged-out page a session end leads to, with the flag the login page shows. An expired
 * session carries where the user was (`returnTo`, when it is a safe logged-in path), so signing
 * in again leads back there; a sign-out does not.
 */
export function loggedOutUrl(reason: SessionEndReason, from?: string): string {
  switch (reason) {
    case 'expired': {
      // The login page checks it strictly before using it (shared/return-to.ts, not in the first
      // load): here only a path of the logged-in area is kept at all.
      const back = from?.startsWith('/loggedIn/') ? `&returnTo=${encodeURIComponent(from)}` : '';
      return `/loggedOut/?sessionExpired=true${back}`;
    }
    case 'roleNotAllowed':
      return '/loggedOut/?roleNotAllowed=true';
    case 'logout':
      return '/loggedOut/';
  }
}

/** What ending a session touches. */
export interface SessionDeps {
  /**
   * A replace-navigation inside the app (so Back cannot return to the logged-in page), settling
   * when the logged-out page is shown.
   */
  navigate(to: string): Promise<unknown>;
  /** The path and query the user is on (where an expired session returns to). */
  currentPath?: () => string | undefined;
  /** Full-page reload (and the fallback: loading the logged-out page as a new document). */
  browser: Pick<BrowserActions, 'reload' | 'replaceDocument'>;
  /** Its query cache (when loaded) is emptied, so no data of the ended session stays in memory. */
  data: Pick<DataLayer, 'current'>;
  /** Default `sessionStorage`. */
  storage?: Pick<Storage, 'clear'>;
  /** Default {@link SESSION_CLEAR_DELAY_MS}. */
  reloadDelayMs?: number;
  /** Default {@link SESSION_END_GRACE_MS}. */
  graceMs?: number;
}

/** Ends the session: one call whatever the cause, however many failing requests report it. */
export interface Session {
  end(reason: SessionEndReason): void;
  /**
   * The user asked to sign out: from now on the session ends as a logout, whatever ends it. The
   * server revokes the token before it answers, so the notification socket (closed with 4401) or
   * another request may report the end first, and the user would read that the session expired.
   */
  signingOut(): void;
  /** True once `end` was called (the page is about to reload). */
  readonly ending: boolean;
  /** When the session ends on its own, as the server's answers tell (the shell's warning). */
  readonly deadline: SessionDeadline;
}

/**
 * On logout, expiry or a disallowed role, session storage is cleared, the user goes to the
 * logged-out page and the page reloads after 200 ms
 * (docs/behaviour/shell-and-session.md#ending-a-session). The first cause wins: several requests
 * failing with 412 at once end the session once.
 */
export function createSession(deps: SessionDeps): Session {
  let ending = false;
  let asked: SessionEndReason | undefined;
  const deadline = createSessionDeadline();
  return {
    get ending() {
      return ending;
    },
    deadline,
    signingOut() {
      asked = 'logout';
    },
    end(cause) {
      if (ending) return;
      ending = true;
      const reason = asked ?? cause;
      try {
        (deps.storage ?? sessionStorage).clear();
      } catch {
        // Storage blocked: there is nothing stored to clear.
      }
      const queryClient = deps.data.current();
      queryClient?.cancelQueries().catch(() => undefined);
      queryClient?.clear();
      deadline.clear();
      const target = loggedOutUrl(reason, deps.currentPath?.());
      // The reload must hit the logged-out URL, not the logged-in one still in the address bar
      // while the logged-out page's chunk loads: reloading /loggedIn/ without a token would
      // lose the notice. So: navigate, then wait the delay, then reload, whichever way first.
      let left = false;
      const leave = (how: () => void) => {
        if (left) return;
        left = true;
        how();
      };
      deps
        .navigate(target)
        .catch(() => undefined)
        .then(() => {
          setTimeout(
            () => leave(() => deps.browser.reload()),
            deps.reloadDelayMs ?? SESSION_CLEAR_DELAY_MS,
          );
        });
      setTimeout(
        () => leave(() => deps.browser.replaceDocument(target)),
        deps.graceMs ?? SESSION_END_GRACE_MS,
      );
    },
  };
}
