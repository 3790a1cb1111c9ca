import { activityEndpoints, type ActivityEndpoints } from '../endpoints/activity';
import { autocompleteEndpoints, type AutocompleteEndpoints } from '../endpoints/autocomplete';
import { diaryEndpoints, type DiaryEndpoints } from '../endpoints/diary';
import { draftEndpoints, type DraftEndpoints } from '../endpoints/drafts';
import { measurementEndpoints, type MeasurementEndpoints } from '../endpoints/measurement';
import { exportEndpoints, type ExportEndpoints } from '../endpoints/exports';
import { guestEndpoints, type GuestEndpoints } from '../endpoints/guests';
import { helpEndpoints, type HelpEndpoints } from '../endpoints/help';
import { moduleAccessEndpoints, type ModuleAccessEndpoints } from '../endpoints/module-access';
import { personDetailEndpoints, type PersonDetailEndpoints } from '../endpoints/person-detail';
import { createCoreClient, type CareClient, type ClientOptions } from './create-core-client';

export { createCoreClient, type CareClient, type ClientOptions } from './create-core-client';

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
  /** The key of the caller's form drafts. */
  drafts: DraftEndpoints;
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
  const core = createCoreClient(options);
  return {
    ...core,
    personDetail: personDetailEndpoints(core),
    guests: guestEndpoints(core),
    autocomplete: autocompleteEndpoints(core),
    exports: exportEndpoints(core),
    moduleAccess: moduleAccessEndpoints(core),
    help: helpEndpoints(core),
    diary: diaryEndpoints(core),
    activity: activityEndpoints(core),
    drafts: draftEndpoints(core),
    measurement: measurementEndpoints(core),
  };
}
