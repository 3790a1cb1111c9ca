import { authEndpoints, type AuthEndpoints } from '../endpoints/auth';
import type { EndpointContext } from '../endpoints/context';
import { documentEndpoints, type DocumentEndpoints } from '../endpoints/documents';
import { healthEndpoints, type HealthEndpoints } from '../endpoints/health';
import { metaEndpoints, type MetaEndpoints } from '../endpoints/meta';
import { personalEndpoints, type PersonalEndpoints } from '../endpoints/personal';
import { siteEndpoints, type SiteEndpoints } from '../endpoints/site';
import { sessionStorageTokenStore, type TokenStore } from '../transport/token-store';
import { createTransport, type RequestFn, type TransportOptions } from '../transport/transport';

/** How a client is set up: the transport's options, with the token store optional. */
export interface ClientOptions extends Omit<TransportOptions, 'tokenStore'> {
  /** Where the session token lives (default: `sessionStorageTokenStore()`). */
  tokenStore?: TokenStore;
}

/** A Care API client: one namespace per API area, plus the raw `request` for anything else. */
export interface CareClient {
  /** Sign-in and sign-out. */
  auth: AuthEndpoints;
  /** The signed-in user's own data, settings, translations and account actions. */
  personal: PersonalEndpoints;
  /** Personal documents and attachments. */
  documents: DocumentEndpoints;
  /** Legal product list and remote configuration (maintenance flag). */
  site: SiteEndpoints;
  /** The deployed web app's `/meta.json` (version check). */
  meta: MetaEndpoints;
  /** The server's health check. */
  health: HealthEndpoints;
  /** The transport: `request(schema, { method, path, body, query, signal })`. */
  request: RequestFn;
  /** The token store in use (e.g. to store a token received in a link). */
  tokenStore: TokenStore;
}

/**
 * Creates the core of a Care API client: the namespaces of `CareClient` (sign-in, the user's own
 * data, documents, site, meta, health), the transport's `request` and the token store. The care
 * modules' endpoints are built on it (`diaryEndpoints(core)`, …), since a `CareClient` is an
 * `EndpointContext`: an app that loads each module's contract with its screens keeps the others
 * out of its first load (docs/architecture.md#the-api-client-in-the-web-app).
 */
export function createCoreClient(options: ClientOptions): CareClient {
  const tokenStore = options.tokenStore ?? sessionStorageTokenStore();
  const { request } = createTransport({ ...options, tokenStore });
  const context: EndpointContext = { request, tokenStore };
  return {
    auth: authEndpoints(context),
    personal: personalEndpoints(context),
    documents: documentEndpoints(context),
    site: siteEndpoints(context),
    meta: metaEndpoints(context),
    health: healthEndpoints(context),
    request,
    tokenStore,
  };
}
