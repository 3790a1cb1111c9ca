/**
 * Every key Care keeps in the browser's storage, in one place so that nothing collides and a
 * reviewer sees at a glance what is stored where.
 *
 * Session storage is the session: logout, expiry and a disallowed role clear all of it
 * (`sessionStorage.clear()`), so anything kept there ends with the session.
 */
import { DEFAULT_TOKEN_KEY } from '@care/api-client';
import { LANGUAGE_STORAGE_KEY } from '@care/i18n';

/** Session storage: the session token (read and written by the API client's token store). */
export const SESSION_TOKEN_KEY = DEFAULT_TOKEN_KEY;

/**
 * Session storage: the id of the selected group (docs/behaviour/shell-and-session.md#groups:
 * defaults to the first group).
 */
export const SELECTED_GROUP_KEY = 'care.selectedGroupId';

/**
 * Local storage: the chosen language; kept across sessions
 * (docs/behaviour/languages.md#choosing-a-language).
 */
export const LANGUAGE_KEY = LANGUAGE_STORAGE_KEY;

/**
 * Session storage: the version the start-up check last reloaded the page for. A server that keeps
 * announcing a version the page is not (a deployment in progress, a cache in between) gets one
 * reload per session, not a reload loop.
 */
export const RELOADED_FOR_VERSION_KEY = 'care.reloadedForVersion';
