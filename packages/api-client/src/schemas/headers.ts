// Header names of the contract, without zod: the web app's first load reads them.

/**
 * The answer header of every authenticated call: the whole seconds the session has left before
 * its idle expiry, by the server's clock (so the device's clock does not matter).
 * docs/behaviour/never-losing-work.md#a-warning-before-the-session-ends
 */
export const SESSION_EXPIRES_IN_HEADER = 'Care-Session-Expires-In';

/**
 * A request header (value `true`): the call is not the user's doing (a poll while the page stays
 * open), so it does not move the session's idle expiry.
 */
export const BACKGROUND_REQUEST_HEADER = 'Care-Background';
