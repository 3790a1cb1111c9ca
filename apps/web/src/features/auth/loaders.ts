import { isApiError, type CareClient, type TokenStore } from '@care/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { loggedOutUrl, type Session } from '../../app/session';
import type { BrowserActions } from '../../shared/browser';
import { isAllowedRole, isUnknownRoleError } from '../../shared/roles';
import { authQueries } from './api/auth.queries';
import { loginAreaIntent, type LoginNotice } from './login-area';

/** What the login area's pages read from their parent route (`useRouteLoaderData('login-area')`). */
export interface LoginAreaData {
  notice: LoginNotice | null;
}

/** The route id of the login area. */
export const LOGIN_AREA_ROUTE_ID = 'login-area';

/** Runs the login-area behaviour of spec 01 §2 before any logged-out page renders. */
export function createLoginAreaLoader(deps: {
  tokenStore: TokenStore;
  browser: BrowserActions;
  storage?: Pick<Storage, 'clear'>;
}) {
  return ({ request }: LoaderFunctionArgs): LoginAreaData | Promise<never> => {
    const intent = loginAreaIntent(new URL(request.url), deps.tokenStore.get() !== null);
    switch (intent.kind) {
      case 'notice':
        (deps.storage ?? sessionStorage).clear();
        return { notice: intent.notice };
      case 'adoptToken':
        deps.tokenStore.set(intent.token);
        // A new document, not a client-side navigation: the reload the spec asks for, and the
        // link's token leaves the address bar and the history at once.
        deps.browser.replaceDocument('/loggedIn/');
        // The page is being replaced; never render the login form meanwhile.
        return new Promise<never>(() => undefined);
      case 'enter':
        throw replace('/loggedIn/');
      case 'show':
        return { notice: null };
    }
  };
}

/**
 * Guards the logged-in area: no token → the login page; then loads `myInfo` (into the query
 * cache the shell reads) and refuses a role this app does not serve. An ended session (412/417,
 * already handled by the client's `onSessionExpired`) or a token the server no longer knows
 * (E005) leads to the login page with the session-expired notice.
 */
export function createLoggedInLoader(deps: {
  api: CareClient;
  queryClient: QueryClient;
  session: Session;
}) {
  return async (): Promise<null> => {
    if (deps.api.tokenStore.get() === null) throw replace('/loggedOut/');
    let roleAllowed: boolean;
    try {
      const me = await deps.queryClient.ensureQueryData(authQueries.myInfo(deps.api));
      roleAllowed = isAllowedRole(me.roleIdentifier) && isAllowedRole(me.customerRoleDto.role);
    } catch (error) {
      if (isUnknownRoleError(error)) {
        roleAllowed = false;
      } else if (isApiError(error) && (error.status === 412 || error.status === 417)) {
        deps.session.end('expired');
        throw replace(loggedOutUrl('expired'));
      } else if (isApiError(error) && error.code === 'E005') {
        deps.session.end('expired');
        throw replace(loggedOutUrl('expired'));
      } else {
        throw error;
      }
    }
    if (!roleAllowed) {
      deps.session.end('roleNotAllowed');
      throw replace(loggedOutUrl('roleNotAllowed'));
    }
    return null;
  };
}
