// Where the user goes back to after signing in again, when their session expired
// (docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends). It travels in the
// login page's address, which anybody can craft: only a path of the logged-in area is accepted,
// so the login page can never send someone elsewhere (an open redirect).

/** The query parameter of the login page that carries it. */
export const RETURN_TO_PARAM = 'returnTo';

/** The longest address kept; a longer one is dropped. */
const MAX_LENGTH = 512;

/** A path under /loggedIn/ with an optional query, in plain URL characters (no `#`, no `\`). */
const SHAPE = /^\/loggedIn\/[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*$/;

/** Escaped slashes, backslashes and dots, and escaped control characters. */
const ESCAPED_TRICKS = /%(2f|5c|2e|[01][0-9a-f]|7f)/i;

/** A `.` or `..` path segment. */
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/** The place the local origin stands for while checking that a path stays on it. */
const LOCAL = 'https://care.invalid';

/**
 * `value` when it is a safe place to return to: a path of the logged-in area (`/loggedIn/…`,
 * with its query), without `//`, a backslash, a dot segment, escaped slashes or dots, a scheme or
 * a fragment, that stays on this origin once resolved. Null for anything else.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !SHAPE.test(value)) return null;
  const path = value.split('?')[0] ?? '';
  if (value.includes('//') || ESCAPED_TRICKS.test(value) || DOT_SEGMENT.test(path)) return null;
  const resolved = new URL(value, LOCAL);
  if (resolved.origin !== LOCAL || !resolved.pathname.startsWith('/loggedIn/')) return null;
  return `${resolved.pathname}${resolved.search}` === value ? value : null;
}

/** The safe return address in a login page's query string (`?returnTo=…`), or null. */
export function returnToOf(search: string): string | null {
  return safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM));
}
