import {
  ApiError,
  sessionStorageTokenStore,
  shareRotations,
  type CareClient,
  type DiaryAlertEndpoints,
  type ClientOptions,
  type EndpointContext,
  type FullCareClient,
  type GuestDashboardEndpoints,
  type MeasurementAlertEndpoints,
  type TokenStore,
} from '@care/api-client';
import { createContext, useContext } from 'react';
import { SESSION_TOKEN_KEY } from '../shared/storage-keys';

/** The API the app talks to: the reference server's `/api/`, on the page's own origin. */
export const API_BASE_URL = '/api/';

/** What the app's client is made with; tests point `baseUrl` at their own server. */
export type AppApiOptions = Pick<
  ClientOptions,
  'onSessionExpired' | 'onLongResponse' | 'onAnswer' | 'fetch' | 'networkRetries' | 'retryDelayMs'
> & { baseUrl?: string };

/** The app's client: a `CareClient` whose implementation arrives on first use. */
export interface AppApi
  extends
    CareClient,
    Pick<
      FullCareClient,
      | 'guests'
      | 'personDetail'
      | 'moduleAccess'
      | 'help'
      | 'diary'
      | 'activity'
      | 'drafts'
      | 'measurement'
    > {
  /** Export downloads (the endpoints that answer promises; `exportFileName` names the file). */
  readonly exports: Pick<FullCareClient['exports'], 'download'>;
  /** The API's base address (`/api/`): for the few zod-free reads of the logged-out pages. */
  readonly baseUrl: string;
  /**
   * Starts loading the client's code (zod and the schemas) without making a call; the login
   * page does this as soon as the user starts typing, so signing in never waits for it.
   */
  preload(): void;
  /**
   * Starts loading the code of one endpoint (its module's chunk, or the smaller part that holds
   * it) without calling it: the home page fetches its widgets' endpoints with its own code, so
   * their first calls wait for no download (docs/behaviour/home.md#performance).
   */
  preloadEndpoint<N extends ModuleNamespace>(namespace: N, method: keyof FullCareClient[N]): void;
}

/** The namespaces of the client's core: what every page may need, in the client's own chunk. */
type CoreNamespace = 'auth' | 'personal' | 'documents' | 'site' | 'meta' | 'health';

/**
 * The care modules' namespaces: each one's endpoints and schemas are a chunk of their own
 * (`api-modules/`), loaded on the module's first call, so a module's contract joins the first
 * load only when the first page uses it (apps/web/README.md#budgets).
 */
export type ModuleNamespace =
  | 'guests'
  | 'personDetail'
  | 'exports'
  | 'moduleAccess'
  | 'help'
  | 'diary'
  | 'activity'
  | 'drafts'
  | 'measurement';

/** The namespaces of the client, whose members are all `(...args) => Promise`. */
type Namespace = CoreNamespace | ModuleNamespace;

/** Where each module's endpoint factory is: one dynamic import, one chunk. */
const MODULE_ENDPOINTS: {
  [N in ModuleNamespace]: () => Promise<{
    endpoints: (context: EndpointContext) => FullCareClient[N];
  }>;
} = {
  guests: () => import('./api-modules/guests'),
  personDetail: () => import('./api-modules/person-detail'),
  exports: () => import('./api-modules/exports'),
  moduleAccess: () => import('./api-modules/module-access'),
  help: () => import('./api-modules/help'),
  diary: () => import('./api-modules/diary'),
  activity: () => import('./api-modules/activity'),
  drafts: () => import('./api-modules/drafts'),
  measurement: () => import('./api-modules/measurement'),
};

const isModule = (name: Namespace): name is ModuleNamespace => name in MODULE_ENDPOINTS;

/** A chunk of endpoints: its factory, given the core client's context. */
type EndpointChunk = { endpoints: (context: EndpointContext) => object };

/**
 * Parts of a module that load alone: a call of one of `methods` loads the part's smaller chunk
 * unless the whole module is loaded already. The home page's widgets read the guests' counts, the
 * diary's critical events and the measurement alerts, and the navigation the diary's unread count:
 * their schemas are a fraction of their modules' (apps/web/README.md#budgets).
 */
const MODULE_PARTS: Partial<
  Record<ModuleNamespace, { methods: ReadonlySet<string>; load: () => Promise<EndpointChunk> }>
> = {
  guests: {
    methods: new Set<keyof GuestDashboardEndpoints>(['counts', 'withAllergy', 'birthdays']),
    load: () => import('./api-modules/guest-dashboard'),
  },
  diary: {
    methods: new Set<keyof DiaryAlertEndpoints>(['criticalEvents', 'acknowledge', 'unreadCount']),
    load: () => import('./api-modules/diary-alerts'),
  },
  measurement: {
    methods: new Set<keyof MeasurementAlertEndpoints>([
      'alerts',
      'acknowledge',
      'criticalEvents',
      'criticalValues',
    ]),
    load: () => import('./api-modules/measurement-alerts'),
  },
};

/**
 * The Content-Security-Policy forbids eval. Zod's JIT probes for it with `new Function`, which
 * the browser reports as a policy violation even though zod catches the error. Zod takes its
 * global settings from `globalThis.__zod_globalConfig` when it loads (zod/v4/core), and every
 * schema reads `jitless` when it is made: so set it before any zod code loads, without loading
 * zod here.
 */
function parseWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

/** The channel on which the tabs of one session announce token rotations. */
const SESSION_CHANNEL = 'care.session';

/**
 * The session token in session storage, following the rotations of the tabs that share it: a
 * duplicated tab starts with a copy of the token, which stops working once another tab's request
 * has rotated it and its grace period is over (docs/behaviour/shell-and-session.md).
 */
function tabSharedTokenStore() {
  const store = sessionStorageTokenStore(SESSION_TOKEN_KEY);
  if (typeof BroadcastChannel === 'undefined') return store;
  return shareRotations(store, new BroadcastChannel(SESSION_CHANNEL));
}

/** A session token is stored in this tab (main.tsx starts a signed-in page in another order). */
export function hasStoredSession(): boolean {
  return sessionStorageTokenStore(SESSION_TOKEN_KEY).get() !== null;
}

/** A network error for code that could not be downloaded, like a request that cannot leave. */
function unreachable(method: string, path: string, cause: unknown): ApiError {
  return new ApiError({
    code: 'FEE003',
    status: 0,
    method,
    path,
    detail: 'the API client code could not be loaded',
    cause,
  });
}

/**
 * Loads the client's core chunk once, and each module's chunk on its first call; a chunk that
 * could not be downloaded fails that call (FEE003) and is tried again by the next.
 */
function clientLoader(options: AppApiOptions, tokenStore: TokenStore) {
  let core: Promise<CareClient> | undefined;
  const load = (method: string, path: string): Promise<CareClient> => {
    core ??= import('./api-runtime').then(
      ({ createCoreClient }) =>
        createCoreClient({ ...options, baseUrl: options.baseUrl ?? API_BASE_URL, tokenStore }),
      (cause: unknown) => {
        core = undefined;
        throw unreachable(method, path, cause);
      },
    );
    return core;
  };
  const chunks = new Map<string, Promise<object>>();
  const loadChunk = (key: string, importer: () => Promise<EndpointChunk>, path: string) => {
    let loading = chunks.get(key);
    if (!loading) {
      const code = importer().catch((cause: unknown) => {
        throw unreachable('CALL', path, cause);
      });
      loading = Promise.all([load('CALL', path), code]).then(([client, { endpoints }]) =>
        endpoints(client),
      );
      loading.catch(() => chunks.delete(key));
      chunks.set(key, loading);
    }
    return loading;
  };
  const loadModule = (name: ModuleNamespace, method: string, path: string): Promise<object> => {
    const part = MODULE_PARTS[name];
    if (part?.methods.has(method) && !chunks.has(name))
      return loadChunk(`${name}.part`, part.load, path);
    return loadChunk(name, MODULE_ENDPOINTS[name], path);
  };
  const endpointsOf = (name: Namespace, method: string): Promise<object> => {
    const path = `${name}.${method}`;
    return isModule(name)
      ? loadModule(name, method, path)
      : load('CALL', path).then((client) => client[name]);
  };
  return { load, endpointsOf };
}

/**
 * Creates the app's one API client (main.tsx makes exactly one per page load): the session token
 * in session storage under `care.sessionToken`, base URL `/api/`.
 *
 * The token store is ready at once (the routes' guards read it synchronously); the rest of the
 * client, which validates every answer with zod, is a separate chunk loaded by the first call
 * or by `preload()`. That keeps zod (about 25 KB gzip) out of the login page's first load
 * (docs/architecture.md#testing, budgets in e2e/budget.spec.ts). Every endpoint returns a promise,
 * so a call made before the chunk is there simply waits for it. Each care module's endpoints
 * and schemas are a further chunk, loaded by the module's first call (`MODULE_ENDPOINTS`). When a
 * chunk cannot be downloaded, the call fails like any request that cannot reach the server
 * (FEE003), and the next call tries again.
 */
export function createAppApi(options: AppApiOptions = {}): AppApi {
  parseWithoutEval();
  const tokenStore = tabSharedTokenStore();
  const { load, endpointsOf } = clientLoader(options, tokenStore);

  const namespace = <N extends Namespace>(name: N): FullCareClient[N] =>
    new Proxy({} as FullCareClient[N], {
      get(_, method) {
        // Not a thenable, and nothing but endpoint names.
        if (typeof method !== 'string' || method === 'then') return undefined;
        return (...args: unknown[]) =>
          endpointsOf(name, method).then((endpoints) => {
            const endpoint = (endpoints as Record<string, unknown>)[method];
            if (typeof endpoint !== 'function')
              throw new TypeError(`no endpoint ${name}.${method}`);
            return (endpoint as (...rest: unknown[]) => Promise<unknown>)(...args);
          });
      },
    });

  return {
    auth: namespace('auth'),
    personal: namespace('personal'),
    documents: namespace('documents'),
    site: namespace('site'),
    meta: namespace('meta'),
    health: namespace('health'),
    guests: namespace('guests'),
    personDetail: namespace('personDetail'),
    exports: namespace('exports'),
    moduleAccess: namespace('moduleAccess'),
    help: namespace('help'),
    diary: namespace('diary'),
    activity: namespace('activity'),
    drafts: namespace('drafts'),
    measurement: namespace('measurement'),
    request: (schema, requestOptions) =>
      load(requestOptions.method ?? 'GET', requestOptions.path).then((api) =>
        api.request(schema, requestOptions),
      ),
    tokenStore,
    baseUrl: options.baseUrl ?? API_BASE_URL,
    preload() {
      load('LOAD', 'api-client').catch(() => undefined);
    },
    preloadEndpoint(namespace, method) {
      endpointsOf(namespace, String(method)).catch(() => undefined);
    },
  };
}

/** The client for components; provided once by `AppProviders`. */
export const ApiContext = createContext<AppApi | null>(null);

/** The app's API client. */
export function useApi(): AppApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi: no ApiContext (render inside AppProviders)');
  return api;
}
