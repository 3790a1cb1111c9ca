import { allBundledTexts, type Language } from '@care/i18n';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createApp } from '../app/create-app';
import type { ApiTestServer } from './api-test-server';

/**
 * Renders the whole app (the real composition of main.tsx) at `path`, talking to `server`. Only
 * the browser's full navigations and reloads are observed instead of performed (jsdom has none).
 */
export function renderApp(path: string, server: ApiTestServer, language: Language = 'en') {
  const browser = { replaceDocument: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };
  const app = createApp({
    baseUrl: server.baseUrl,
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
  /** Where the router is now: path and query. */
  const location = () => {
    const { pathname, search } = app.router.state.location;
    return `${pathname}${search}`;
  };
  return { ...view, app, browser, location };
}
