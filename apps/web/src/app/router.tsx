import {
  createBrowserRouter,
  createMemoryRouter,
  replace,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import {
  LOGIN_AREA_ROUTE_ID,
  createLoggedInLoader,
  createLoginAreaLoader,
  loggedOutRoutes,
} from '../features/auth/index';
import { loggedOutLegalRoutes } from '../features/legal/index';
import { CrashPage } from '../shell/crash-page';
import { LoadError } from '../shell/load-error';
import { LoggedOutLayout } from '../shell/logged-out-layout';
import { StartUpOverlay } from '../shell/start-up-overlay';
import type { BrowserActions } from '../shared/browser';
import type { I18n } from '@care/i18n';
import type { AppApi } from './api';
import type { DataLayer } from './data';
import type { Session } from './session';
import { FEATURE_TEXTS, withTexts } from './texts';

/** A route that only redirects (an `element` of null keeps the router from warning). */
function redirectTo(to: string): Pick<RouteObject, 'loader' | 'element'> {
  return { loader: () => replace(to), element: null };
}

/**
 * Entering the logged-in area: the user, role and maintenance checks (features/auth), and beside
 * them the start-up version check (docs/behaviour/shell-and-session.md#start-up: a newer meta.json
 * clears caches and reloads, the start-up overlay shown meanwhile). Both chunks load on demand,
 * never on the login page.
 */
function loggedInLoader(deps: RouteDeps) {
  const enter = createLoggedInLoader(deps);
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const signedIn = deps.api.tokenStore.get() !== null;
    // The module levels are read on every entry, beside myInfo: their endpoint's code starts
    // loading now, not when the query client is ready (docs/behaviour/home.md#performance).
    if (signedIn) deps.api.preloadEndpoint('moduleAccess', 'mine');
    const versionChecked = !signedIn
      ? undefined
      : import('../shell/version-check').then(
          ({ checkVersionAtStartUp }) => checkVersionAtStartUp(deps),
          () => undefined,
        );
    // A reload for a new version empties the query cache, which can cancel the user's data on its
    // way: that failure waits for the check, so the page goes without flashing the load error.
    const entered = enter(args).catch(async (error: unknown) => {
      await versionChecked;
      throw error;
    });
    const [result] = await Promise.all([entered, versionChecked]);
    return result;
  };
}

/**
 * The logged-in area's loader checks the session, maintenance and the app's version on entering
 * the area, not on each move inside it: React Router would run it again whenever the query string
 * changes (a guest chart's `?tab=`), two requests before the new address could show
 * (docs/behaviour/guest-chart.md#performance). It runs again when asked to (the load error's
 * retry revalidates the same address).
 */
const enteringOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.href === nextUrl.href && defaultShouldRevalidate;

/** What the routes' loaders work with. */
export interface RouteDeps {
  api: AppApi;
  /** The screens' texts load with their chunks (app/texts.ts). */
  i18n: I18n;
  data: DataLayer;
  session: Session;
  browser: BrowserActions;
}

/**
 * The route tree (docs/behaviour/shell-and-session.md#routes): `/loggedOut/` the login area,
 * `/loggedIn/` the logged-in area, anything else to `/loggedOut/`. Layouts and pages are lazy, so
 * each area is its own chunk; loaders are not, so data loads while the chunk downloads.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      hydrateFallbackElement: <StartUpOverlay />,
      errorElement: <CrashPage />,
      children: [
        {
          index: true,
          // Keeps the query, so `/?sessionExpired=true` lands on the login notice.
          loader: ({ request }: LoaderFunctionArgs) =>
            replace(`/loggedOut/${new URL(request.url).search}`),
          element: null,
        },
        {
          id: LOGIN_AREA_ROUTE_ID,
          path: 'loggedOut',
          loader: createLoginAreaLoader({ tokenStore: deps.api.tokenStore, browser: deps.browser }),
          // Not lazy: the frame of the page every session starts on (it and its language picker
          // are in the first load anyway; one request less on the ward's Wi-Fi).
          Component: LoggedOutLayout,
          children: [
            ...loggedOutRoutes,
            ...loggedOutLegalRoutes(deps),
            { path: '*', ...redirectTo('/loggedOut/') },
          ],
        },
        {
          id: LOGGED_IN_ROUTE_ID,
          path: 'loggedIn',
          loader: loggedInLoader(deps),
          shouldRevalidate: enteringOnly,
          errorElement: <LoadError />,
          lazy: async () => ({
            Component: (await import('../shell/logged-in-layout')).LoggedInLayout,
          }),
          // The home is here; the other screens are discovered on the first navigation to one
          // of them (see `loggedInRouteDiscovery`): until then their addresses match the redirect
          // below, whose splat is what makes the router ask.
          children: [
            ...withTexts(deps.i18n, FEATURE_TEXTS.home, [
              {
                index: true,
                loader: async () =>
                  (await import('../features/home/pages/home-page')).prefetchWidgets(deps),
                lazy: async () => {
                  const { HomePage, preloadWidgets } =
                    await import('../features/home/pages/home-page');
                  preloadWidgets(deps.api);
                  return { Component: HomePage };
                },
              },
            ]),
            { path: '*', ...redirectTo('/loggedIn/') },
          ],
        },
        { path: '*', ...redirectTo('/loggedOut/') },
      ],
    },
  ];
}

/** The logged-in area's route: its screens are patched in under it. */
export const LOGGED_IN_ROUTE_ID = 'logged-in';

/**
 * The logged-in area's screens but the home (app/logged-in-routes.tsx) are not in the entry every
 * page loads: the router asks for them on the first navigation to one of them
 * (`patchRoutesOnNavigation`), and they are patched under the area's route once
 * (docs/architecture.md#how-a-care-module-plugs-in). They are in the chunk of the shell's first
 * screen, which index.html preloads for a signed-in start and a sign-in has loaded by then. A
 * failed download is tried again on the next navigation (the load error's retry).
 */
export function loggedInRouteDiscovery(deps: RouteDeps) {
  let loading: Promise<RouteObject[]> | undefined;
  let patched = false;
  const load = () =>
    (loading ??= import('./logged-in-routes').then(
      ({ loggedInScreens }) => loggedInScreens(deps),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return (async ({ path, patch, signal }) => {
    if (patched || !/^\/loggedIn(\/|$)/.test(path)) return;
    const screens = await load();
    // Another navigation may have patched them meanwhile; an aborted one's `patch` does nothing.
    if (patched || signal.aborted) return;
    patch(LOGGED_IN_ROUTE_ID, screens);
    patched = true;
  }) satisfies PatchRoutesOnNavigationFunction;
}

/** How the router is created beyond its routes. */
export interface AppRouterOptions {
  /** A memory router starting here instead of the browser's address (tests). */
  initialEntries?: string[];
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

/** The browser router, or a memory router starting at `initialEntries` (tests). */
export function createAppRouter(routes: RouteObject[], options: AppRouterOptions = {}) {
  const { initialEntries, patchRoutesOnNavigation } = options;
  const discovery = patchRoutesOnNavigation ? { patchRoutesOnNavigation } : {};
  return initialEntries
    ? createMemoryRouter(routes, { initialEntries, ...discovery })
    : createBrowserRouter(routes, discovery);
}

/** The router type of the app. */
export type AppRouter = ReturnType<typeof createAppRouter>;
