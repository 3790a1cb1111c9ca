import { activityEndpoints, type ActivityEndpoints } from '../endpoints/activity';
import { authEndpoints, type AuthEndpoints } from '../endpoints/auth';
import { autocompleteEndpoints, type AutocompleteEndpoints } from '../endpoints/autocomplete';
import { diaryEndpoints, type DiaryEndpoints } from '../endpoints/diary';
import { measurementEndpoints, type MeasurementEndpoints } from '../endpoints/measurement';
import { exportEndpoints, type ExportEndpoints } from '../endpoints/exports';
import { guestEndpoints, type GuestEndpoints } from '../endpoints/guests';
import { personDetailEndpoints, type PersonDetailEndpoints } from '../endpoints/person-detail';
import type { EndpointContext } from '../endpoints/context';
import { documentEndpoints, type DocumentEndpoints } from '../endpoints/documents';
import { helpEndpoints, type HelpEndpoints } from '../endpoints/help';
import { healthEndpoints, type HealthEndpoints } from '../endpoints/health';
import { metaEndpoints, type MetaEndpoints } from '../endpoints/meta';
import { moduleAccessEndpoints, type ModuleAccessEndpoints } from '../endpoints/module-access';
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
 * Everything `createClient` returns: the `CareClient` namespaces plus those added since. They are
 * kept apart so that code implementing `CareClient` itself (a lazy-loading wrapper, a test double)
 * keeps compiling when the client grows; use this type where the new namespaces are needed.
 */
export interface FullCareClient extends CareClient {
  /** Any person's detail and form, and any account's photo (personal-data service). */
  personDetail: PersonDetailEndpoints;
  /** Guest status changes (the dismiss dialog). */
  guests: GuestEndpoints;
  /** Autocomplete sources by path (`GET {path}?q=`, `POST {path}`). */
  autocomplete: AutocompleteEndpoints;
  /** A guest's records as a CSV or PDF download (every care module's export types). */
  exports: ExportEndpoints;
  /** Which care modules the caller reaches, and (administrators) the configuration of all roles. */
  moduleAccess: ModuleAccessEndpoints;
  /** The help pages of each module, in the caller's language. */
  help: HelpEndpoints;
  /** The diary care module: entries, corrections, amendments, read state, critical events. */
  diary: DiaryEndpoints;
  /** The activities care module: the programme, enrolments, attendance. */
  activity: ActivityEndpoints;
  /** The measurements care module: readings, rounds, NEWS2, thresholds, alerts, devices. */
  measurement: MeasurementEndpoints;
}

/**
 * Creates a Care API client. Every call goes through one transport that adds the bearer token
 * and time-zone header, rotates the token, cancels a superseded identical GET, reports long
 * responses, ends the session on 412/417 and parses every answer with its zod schema.
 *
 * @example
 * const api = createClient({ baseUrl: '/api/', onSessionExpired: () => location.assign('/?sessionExpired=true') });
 * const me = await api.personal.myInfo();
 */
export function createClient(options: ClientOptions): FullCareClient {
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
    personDetail: personDetailEndpoints(context),
    guests: guestEndpoints(context),
    autocomplete: autocompleteEndpoints(context),
    exports: exportEndpoints(context),
    moduleAccess: moduleAccessEndpoints(context),
    help: helpEndpoints(context),
    diary: diaryEndpoints(context),
    activity: activityEndpoints(context),
    measurement: measurementEndpoints(context),
    request,
    tokenStore,
  };
}
