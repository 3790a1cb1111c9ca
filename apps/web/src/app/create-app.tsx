import type { BundledTexts } from '@care/i18n';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppI18n } from '../features/i18n/index';
import { windowBrowserActions, type BrowserActions } from '../shared/browser';
import { LongResponseNotice, createLongResponseTracker } from '../shell/long-response';
import { createAppApi, type AppApiOptions } from './api';
import { createDataLayer } from './data';
import { AppProviders } from './providers';
import { createAppRouter, createRoutes, loggedInRouteDiscovery, type AppRouter } from './router';
import { createSession } from './session';

/**
 * A replace-navigation that settles once the router is idle again (redirects and lazy chunks
 * included). Deferred by a microtask: a session can end while the router is being created.
 */
async function navigateAndSettle(holder: { current?: AppRouter }, to: string): Promise<void> {
  await Promise.resolve();
  const router = holder.current;
  if (!router) throw new Error('the router does not exist yet');
  await router.navigate(to, { replace: true });
  if (router.state.navigation.state === 'idle') return;
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      unsubscribe();
      resolve();
    });
  });
}

/** The path and query the user is on, or is going to while a navigation is under way. */
function currentPathOf(router: AppRouter | undefined): string | undefined {
  const location = router?.state.navigation.location ?? router?.state.location;
  return location ? `${location.pathname}${location.search}` : undefined;
}

/** How to assemble the app; the defaults are the real page's. */
export interface CreateAppOptions extends Pick<
  AppApiOptions,
  'baseUrl' | 'fetch' | 'networkRetries' | 'retryDelayMs'
> {
  /** Use a memory router starting here instead of the browser's address (tests). */
  initialEntries?: string[];
  /** Full navigations and reloads (tests observe them). */
  browser?: BrowserActions;
  /**
   * The bundled texts to start with, in their language: main.tsx loads the page's language only
   * (`loadBundledTexts()`); tests pass `allBundledTexts({ language })`.
   */
  texts: BundledTexts;
  /**
   * How long a session's end waits for the in-app navigation to the logged-out page before it
   * loads that page as a new document (default: the session's own, 3 s).
   */
  sessionEndGraceMs?: number;
}

/**
 * Assembles the app once per page load: the one API client, query cache, i18n, session and
 * router, wired to each other. main.tsx renders `element`; tests render the same thing against
 * their own server.
 */
export function createApp(options: CreateAppOptions) {
  return prepareApp(options).finish();
}

/**
 * {@link createApp} in two steps, which main.tsx runs in two tasks (on a slow tablet each takes
 * tens of milliseconds): the API client, query cache, session and i18n; then `finish()`, the
 * routes and the router, whose creation starts the first page's loaders and their requests.
 */
export function prepareApp(options: CreateAppOptions) {
  const browser = options.browser ?? windowBrowserActions;
  const data = createDataLayer();
  const longResponses = createLongResponseTracker();
  const routerHolder: { current?: AppRouter } = {};
  const session = createSession({
    navigate: (to) => navigateAndSettle(routerHolder, to),
    currentPath: () => currentPathOf(routerHolder.current),
    browser,
    data,
    ...(options.sessionEndGraceMs === undefined ? {} : { graceMs: options.sessionEndGraceMs }),
  });
  const api = createAppApi({
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.networkRetries === undefined ? {} : { networkRetries: options.networkRetries }),
    ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
    onSessionExpired: () => session.end('expired'),
    onLongResponse: longResponses.onLongResponse,
    onAnswer: session.deadline.onAnswer,
  });
  const i18n = createAppI18n({ api, texts: options.texts });
  const finish = () => {
    const deps = { api, data, session, browser, i18n };
    const router = createAppRouter(createRoutes(deps), {
      patchRoutesOnNavigation: loggedInRouteDiscovery(deps),
      ...(options.initialEntries ? { initialEntries: options.initialEntries } : {}),
    });
    routerHolder.current = router;
    const element = (
      <StrictMode>
        <AppProviders api={api} data={data} i18n={i18n} session={session}>
          <RouterProvider router={router} />
          <LongResponseNotice tracker={longResponses} />
        </AppProviders>
      </StrictMode>
    );
    return { element, router, api, data, i18n, session };
  };
  return { finish };
}
