/**
 * The few browser actions that leave the single-page app (a full navigation, a reload). They
 * are passed in rather than called on `window.location` directly, so tests can observe them:
 * jsdom does not implement navigation.
 */
export interface BrowserActions {
  /** Loads `url` as a new document, replacing the current history entry. */
  replaceDocument(url: string): void;
  /** Reloads the current document. */
  reload(): void;
}

/** The real thing. */
export const windowBrowserActions: BrowserActions = {
  replaceDocument: (url) => window.location.replace(url),
  reload: () => window.location.reload(),
};
