/** The warning the login page shows after the session ended on its own. */
export type LoginNotice = 'sessionExpired' | 'roleNotAllowed';

/**
 * What arriving on a logged-out page should do
 * (docs/behaviour/shell-and-session.md#arriving-in-the-login-area).
 */
export type LoginAreaIntent =
  /** Clear session storage and show the notice (`?sessionExpired=true` / `?roleNotAllowed=true`). */
  | { kind: 'notice'; notice: LoginNotice }
  /** Store the token from the link, then go to the logged-in area with a reload. */
  | { kind: 'adoptToken'; token: string }
  /** A session token is stored already: straight to the logged-in area. */
  | { kind: 'enter' }
  /** Show the page. */
  | { kind: 'show' };

/** Pages that receive a `token` for their own purpose (a one-time link), not a session token. */
const PAGES_WITH_OWN_TOKEN = ['resetPassword', 'defineCredential'];

function isOwnTokenPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments[0] === 'loggedOut' && PAGES_WITH_OWN_TOKEN.includes(segments[1] ?? '');
}

function isMaintenancePage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments[0] === 'loggedOut' && segments[1] === 'maintenance';
}

/**
 * Decides what a logged-out URL asks for. The flags win over everything (they end a session);
 * then a token in the query string (except on the reset-password and define-credential pages,
 * whose `token` is a one-time code); then an already stored session. A `token` that cannot be a
 * session token is ignored rather than stored (`isSessionToken`: the client's token schema, which
 * the loader loads only when a link brings a token).
 */
export function loginAreaIntent(
  url: URL,
  hasStoredToken: boolean,
  isSessionToken: (token: string) => boolean,
): LoginAreaIntent {
  const query = url.searchParams;
  if (query.get('sessionExpired') === 'true') return { kind: 'notice', notice: 'sessionExpired' };
  if (query.get('roleNotAllowed') === 'true') return { kind: 'notice', notice: 'roleNotAllowed' };
  const token = query.get('token');
  if (token !== null && !isOwnTokenPage(url.pathname) && isSessionToken(token)) {
    return { kind: 'adoptToken', token };
  }
  // The maintenance page stays put with a session too: the logged-in area would send the user
  // straight back here. It takes them in itself once maintenance is over.
  if (hasStoredToken && !isMaintenancePage(url.pathname)) return { kind: 'enter' };
  return { kind: 'show' };
}
