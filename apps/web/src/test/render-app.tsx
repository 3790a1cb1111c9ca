import { allBundledTexts, type Language } from '@care/i18n';
import { render } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { createApp } from '../app/create-app';
import type { ApiTestServer } from './api-test-server';
import { trackApp } from './live-apps';

/**
 * Renders the whole app (the real composition of main.tsx) at `path`, talking to `server`. Only
 * the browser's full navigations and reloads are observed instead of performed (jsdom has none).
 */
export function renderApp(path: string, server: ApiTestServer, language: Language = 'en') {
  const browser = { replaceDocument: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };
  const ended = endsWithItsTest();
  const testEnded = new AbortController();
  const withTestEnd = (signal: AbortSignal | null | undefined) =>
    signal ? AbortSignal.any([signal, testEnded.signal]) : testEnded.signal;
  const app = createApp({
    baseUrl: server.baseUrl,
    // An app whose test has ended reaches no server: a late request of its own (a retry, a
    // refetch) could otherwise be answered 401 and end the next test's session, which shares
    // this document's session storage.
    // Its requests still on their way are dropped when the test ends, as a closed tab's are (the
    // transport keeps a cancelled request until its headers, for the token they may carry).
    fetch: (input, init) =>
      ended.current
        ? Promise.reject(new TypeError('the test that rendered this app has ended'))
        : fetch(input, { ...init, signal: withTestEnd(init?.signal) }),
    initialEntries: [path],
    browser,
    texts: allBundledTexts({ language }),
    // The transport's real retries (a failing read is tried 3 times), without its 300/600 ms waits.
    retryDelayMs: 1,
    // The logged-out page's chunk always loads here; on a busy machine it may take longer than
    // the real page's 3 s, and the fallback (a new document) would replace the reload.
    sessionEndGraceMs: 120_000,
  });
  const view = render(app.element);
  const untrack = trackApp({ client: app.data.current, hits: server.hits });
  ended.onEnd = () => {
    testEnded.abort(new TypeError('the test that rendered this app has ended'));
    untrack();
    app.router.dispose();
  };
  /** Where the router is now: path and query. */
  const location = () => {
    const { pathname, search } = app.router.state.location;
    return `${pathname}${search}`;
  };
  return { ...view, app, browser, location };
}

/**
 * Whether the test that is running now has ended (`current`), and what to do then (`onEnd`).
 * Outside a test (a `beforeAll`), never: that app lives for its whole file.
 */
function endsWithItsTest(): { current: boolean; onEnd?: () => void } {
  const state: { current: boolean; onEnd?: () => void } = { current: false };
  try {
    onTestFinished(() => {
      state.current = true;
      state.onEnd?.();
    });
  } catch {
    // Not inside a test.
  }
  return state;
}
