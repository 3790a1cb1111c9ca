// What the service worker answers (docs/behaviour/never-losing-work.md#starting-without-the-server).
// Plain functions without browser globals: the worker imports them, and so do their unit tests.

/** The cached copy of the app's page, the answer to a page of the app the network cannot give. */
export const APP_PAGE_FALLBACK = '/index.html';

/** The app's pages (docs/behaviour/shell-and-session.md#routes): `/`, `/loggedIn/…`, `/loggedOut/…`. */
const APP_PAGE = /^\/(?:|index\.html|loggedIn(?:\/.*)?|loggedOut(?:\/.*)?)$/;

/**
 * True for the address of one of the app's pages: a navigation there is asked of the network
 * first and answered from the cache only when the network fails. Everything the server owns
 * (`/api/…`: every call, upload, download and the notification socket; `/docs`; `/meta.json`,
 * the version the app compares with its own) is never a page, and never answered by the worker.
 */
export function isAppPage(pathname: string): boolean {
  return APP_PAGE.test(pathname);
}

/**
 * The built files the worker keeps on the device (vite.config.ts, `injectManifest`): the app's
 * JavaScript, styles, fonts, its page and its own static files. Never the compressed copies the
 * build writes beside them (the server picks one by the request's Accept-Encoding), nor the source
 * maps or Vite's manifest.
 */
export const PRECACHED_FILES = ['**/*.{js,css,html,svg,woff2}'];
export const NEVER_PRECACHED = ['**/*.map', '**/*.br', '**/*.gz', '.vite/**', 'meta.json'];
