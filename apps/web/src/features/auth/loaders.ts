import type { I18n } from '@care/i18n';
import type { TokenStore } from '@care/api-client';
import { replace, type LoaderFunctionArgs } from 'react-router';
import type { DataLayer } from '../../app/data';
import type { LoggedInApi } from './logged-in-area';
import type { Session } from '../../app/session';
import type { BrowserActions } from '../../shared/browser';
import { loginAreaIntent, type LoginNotice } from './login-area';

/** The token check of a link's `token`: the client's schema, loaded only when a link brings one. */
async function loadSessionTokenCheck(): Promise<(token: string) => boolean> {
  const { sessionTokenSchema } = await import('../../app/api-runtime');
  return (token) => sessionTokenSchema.safeParse(token).success;
}

/** What the login area's pages read from their parent route (`useRouteLoaderData('login-area')`). */
export interface LoginAreaData {
  notice: LoginNotice | null;
}

/** The route id of the login area. */
export const LOGIN_AREA_ROUTE_ID = 'login-area';

/**
 * Runs the login-area behaviour (docs/behaviour/shell-and-session.md#arriving-in-the-login-area)
 * before any logged-out page renders.
 */
export function createLoginAreaLoader(deps: {
  tokenStore: TokenStore;
  browser: BrowserActions;
  storage?: Pick<Storage, 'clear'>;
}) {
  return async ({ request }: LoaderFunctionArgs): Promise<LoginAreaData> => {
    const url = new URL(request.url);
    const isSessionToken = url.searchParams.has('token')
      ? await loadSessionTokenCheck()
      : () => false;
    const intent = loginAreaIntent(url, deps.tokenStore.get() !== null, isSessionToken);
    switch (intent.kind) {
      case 'notice':
        (deps.storage ?? sessionStorage).clear();
        return { notice: intent.notice };
      case 'adoptToken':
        deps.tokenStore.set(intent.token);
        // A new document, not a client-side navigation: the reload that storing a token calls for,
        // and the link's token leaves the address bar and the history at once.
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
 * Guards the logged-in area: no token → the login page; otherwise `enterLoggedInArea` (loaded on
 * demand, see there) checks the user and their role.
 */
export function createLoggedInLoader(deps: {
  api: LoggedInApi;
  data: DataLayer;
  session: Session;
  i18n?: I18n;
}) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (deps.api.tokenStore.get() === null) throw replace('/loggedOut/');
    const { enterLoggedInArea } = await import('./logged-in-area');
    const url = new URL(request.url);
    return enterLoggedInArea({ ...deps, from: `${url.pathname}${url.search}` });
  };
}
