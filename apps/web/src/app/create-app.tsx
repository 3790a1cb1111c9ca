import type { BundledTexts } from '@care/i18n';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppI18n } from '../features/i18n/index';
import { windowBrowserActions, type BrowserActions } from '../shared/browser';
import { LongResponseNotice, createLongResponseTracker } from '../shell/long-response';
import { createAppApi, type AppApiOptions } from './api';
import { createDataLayer } from './data';
import { AppProviders } from './providers';
import { createAppRouter, createRoutes, type AppRouter } from './router';
import { createSession } from './session';

/** The router once it exists; `ready` resolves then (a session can end before it does). */
interface RouterHolder {
  current?: AppRouter;
  ready: Promise<AppRouter>;
  set(router: AppRouter): void;
}

function createRouterHolder(): RouterHolder {
  let resolve: (router: AppRouter) => void = () => undefined;
  const holder: RouterHolder = {
    ready: new Promise<AppRouter>((done) => {
      resolve = done;
    }),
    set(router) {
      holder.current = router;
      resolve(router);
    },
  };
  return holder;
}

/**
 * A replace-navigation that settles once the router is idle again (redirects and lazy chunks
 * included). Deferred by a microtask, and until the router exists: a session can end while the
 * router is being created, or before (main.tsx creates it a task after the API client).
 */
async function navigateAndSettle(holder: RouterHolder, to: string): Promise<void> {
  await Promise.resolve();
  const router = holder.current ?? (await holder.ready);
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

/** How to assemble the app; the defaults are the real page's. */
export interface CreateAppOptions extends Pick<
  AppApiOptions,
  'baseUrl' | 'fetch' | 'networkRetries'
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
}

/** What {@link prepareApp} makes and {@link assembleApp} wires into the router. */
export interface AppParts {
  browser: BrowserActions;
  data: ReturnType<typeof createDataLayer>;
  longResponses: ReturnType<typeof createLongResponseTracker>;
  routerHolder: RouterHolder;
  session: ReturnType<typeof createSession>;
  api: ReturnType<typeof createAppApi>;
  i18n: ReturnType<typeof createAppI18n>;
  initialEntries: string[] | undefined;
}

/** The first half of {@link createApp}: the API client, query cache, session and i18n. */
export function prepareApp(options: CreateAppOptions): AppParts {
  const browser = options.browser ?? windowBrowserActions;
  const data = createDataLayer();
  const longResponses = createLongResponseTracker();
  const routerHolder = createRouterHolder();
  const session = createSession({
    navigate: (to) => navigateAndSettle(routerHolder, to),
    browser,
    data,
  });
  const api = createAppApi({
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.networkRetries === undefined ? {} : { networkRetries: options.networkRetries }),
    onSessionExpired: () => session.end('expired'),
    onLongResponse: longResponses.onLongResponse,
  });
  const i18n = createAppI18n({ api, texts: options.texts });
  return {
    browser,
    data,
    longResponses,
    routerHolder,
    session,
    api,
    i18n,
    initialEntries: options.initialEntries,
  };
}

/** The second half of {@link createApp}: the router (it starts the first navigation) and the element. */
export function assembleApp(parts: AppParts) {
  const { api, data, session, browser, i18n, longResponses, routerHolder } = parts;
  const router = createAppRouter(
    createRoutes({ api, data, session, browser }),
    parts.initialEntries,
  );
  routerHolder.set(router);
  const element = (
    <StrictMode>
      <AppProviders api={api} data={data} i18n={i18n} session={session}>
        <RouterProvider router={router} />
        <LongResponseNotice tracker={longResponses} />
      </AppProviders>
    </StrictMode>
  );
  return { element, router, api, data, i18n, session };
}

/**
 * Assembles the app once per page load: the one API client, query cache, i18n, session and
 * router, wired to each other. main.tsx renders `element` (it runs the two halves,
 * {@link prepareApp} and {@link assembleApp}, in separate tasks); tests render the same thing
 * against their own server.
 */
export function createApp(options: CreateAppOptions) {
  return assembleApp(prepareApp(options));
}
