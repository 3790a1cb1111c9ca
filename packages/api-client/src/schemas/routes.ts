/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API route: method and path pattern relative to the API base (`{name}` = a parameter). */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
  /**
   * Creates a record: the client sends an `Idempotency-Key` and the server answers a retry with
   * the first answer (docs/behaviour/never-losing-work.md#idempotency-keys).
   */
  readonly idempotent?: true;
}

/**
 * The routes of the client's core (sign-in, the profile, documents, the site, the guests and the
 * other screens of the frame), by endpoint; each care module has its own table beside it
 * (`diary-routes.ts`, …), loaded with its endpoints, and `API_ROUTES` (`api-routes.ts`) is all
 * of them. The reference server registers the same patterns
 * (`{id}` → `:id`), so a path cannot differ between the two. Paths without a leading slash are
 * under the API base; `/meta.json` is at the site root. Trailing slashes are as the original API
 * has them. Routes marked "ours" are our design, with no counterpart in the original API.
 *
 * Not listed, because the caller gives the path: the dismiss call (`PUT {path}?date=&archiveCause=`,
 * `guests.dismiss`) and autocomplete sources (`GET {path}?q=` / `POST {path}`, `autocomplete`),
 * and the product API paths of `PRODUCT_API_PATHS`, whose methods belong to the screens that use
 * them.
 */
export const CORE_ROUTES = {
  signIn: { method: 'POST', path: 'auth/sign-in' },
  signOut: { method: 'POST', path: 'auth/sign-out' },
  /** Ours: moves the session's idle expiry and answers the seconds it has left. */
  extendSession: { method: 'POST', path: 'auth/extend-session' },
  /** Ours: mails a reset-password link (the answer never tells whether the username exists). */
  forgotPassword: { method: 'POST', path: 'auth/forgot-password' },
  /** Ours: whether a reset-password or define-credential link still works. */
  checkCredentialToken: { method: 'POST', path: 'auth/check-token' },
  /** Ours: a new password through a reset-password link. */
  resetPassword: { method: 'POST', path: 'auth/reset-password' },
  /** Ours: the first password through a define-credential link. */
  defineCredential: { method: 'POST', path: 'auth/define-credential' },
  /** Ours (administrators): mails an account a define-credential link. */
  credentialInvitation: { method: 'POST', path: 'auth/credential-invitation' },
  health: { method: 'GET', path: 'health' },
  meta: { method: 'GET', path: '/meta.json' },

  myInfo: { method: 'GET', path: 'personal/myInfo' },
  updateMyInfo: { method: 'PUT', path: 'personal/myInfo' },
  uploadMyImage: { method: 'POST', path: 'personal/myInfo' },
  deleteMyImage: { method: 'DELETE', path: 'personal/deleteImageProfile' },
  myInfoStructure: { method: 'GET', path: 'personal/structure/MY_INFO_EDIT/' },
  getConfig: { method: 'GET', path: 'personal/get-config/' },
  setConfig: { method: 'POST', path: 'personal/set-config/' },
  locales: { method: 'GET', path: 'personal/locale/' },
  translation: { method: 'GET', path: 'personal/translation/{locale}' },
  addTerm: { method: 'POST', path: 'personal/addTerm/' },
  legalTerms: { method: 'GET', path: 'personal/legal-terms/{lang}' },
  logo: { method: 'GET', path: 'personal/logo' },
  /** `{action}` is one of `ACCOUNT_ACTIONS`. */
  accountAction: { method: 'PUT', path: 'personal/{action}/{id}' },

  /** Ours: no counterpart in the original API. */
  documentStructure: { method: 'GET', path: 'document/structure' },
  createDocument: { method: 'POST', path: 'document', idempotent: true },
  updateDocument: { method: 'PUT', path: 'document/{id}' },
  getDocument: { method: 'GET', path: 'document/{id}' },
  /** Ours: "POST attachment for document {id}". */
  uploadAttachment: { method: 'POST', path: 'document/{id}/attachment', idempotent: true },
  getAttachment: { method: 'GET', path: 'attachment/{id}' },
  archiveAttachment: { method: 'DELETE', path: 'attachment/{id}' },
  documentsToExpire: { method: 'GET', path: 'document/api/v1/dashboard/to-expire' },
  documentsExpired: { method: 'GET', path: 'document/api/v1/dashboard/expired' },
  /** Ours: one account's documents the caller may read (`?atCustomerAccountId=`). */
  listDocuments: { method: 'GET', path: 'document' },
  /** Ours: a document's uploads and archivings, with who and when. */
  documentHistory: { method: 'GET', path: 'document/{id}/history' },
  /** Ours (administrators): the document audit log (`?documentId=&before=&limit=`). */
  documentAudit: { method: 'GET', path: 'document/audit' },

  /** Ours: the legal product list. */
  legalProducts: { method: 'GET', path: 'product/legal' },
  /** Ours: the remote configuration, `?key=`. */
  remoteConfig: { method: 'GET', path: 'conf/remote-config' },
  /** Ours (administrators): sets a flag of the remote configuration, `{ key, value }`. */
  setRemoteConfig: { method: 'PUT', path: 'conf/remote-config' },
  /**
   * The logged-out locale list (product API `conf/locale`;
   * docs/behaviour/languages.md#server-translations).
   */
  productLocales: { method: 'GET', path: 'care/api/v1/conf/locale' },
  /**
   * The logged-out equivalent of `personal/addTerm/` (product API `conf/addTerm`;
   * docs/behaviour/languages.md#missing-terms).
   */
  productAddTerm: { method: 'POST', path: 'care/api/v1/conf/addTerm' },

  /** Ours: the help index of a language (docs/behaviour/help.md). */
  helpIndex: { method: 'GET', path: 'help/{lang}' },
  /** Ours: one help page of a language. */
  helpPage: { method: 'GET', path: 'help/{lang}/{page}' },

  /** Ours: the caller's level (none, read, write) in every care module. */
  ownModuleAccess: { method: 'GET', path: 'module-access' },
  /** Ours (administrators): every module's level for every role. */
  moduleAccessConfiguration: { method: 'GET', path: 'admin/module-access' },
  /** Ours (administrators): sets levels, `{ levels: { module: { role: level } } }`. */
  setModuleAccessConfiguration: { method: 'PUT', path: 'admin/module-access' },

  /** Ours: one page of a status tab of the guest list (`?status=&q=&page=`). */
  guestList: { method: 'GET', path: 'care/api/v1/guest/complete-list' },
  /** Ours: a guest's status changes (`{id}` is the personalDataId), oldest first. */
  guestHistory: { method: 'GET', path: 'care/api/v1/guest/detail/{id}/history' },
  /** Ours: the guest chart's header (`{id}` is the personalDataId). */
  guestChartHeader: { method: 'GET', path: 'care/api/v1/guest/detail/{id}/chart-header' },
  /** The home dashboard's guest counts by status (`?groupId=`). */
  guestDashboard: { method: 'GET', path: 'care/api/v1/guest/dashboard' },
  /** The home dashboard's admitted guests with an allergy (`?groupId=`). */
  guestsWithAllergy: { method: 'GET', path: 'care/api/v1/guest/with-allergy' },
  /** The home dashboard's birthdays of the coming week (`?groupId=`). */
  guestBirthdays: { method: 'GET', path: 'care/api/v1/guest/birthday' },

  /** Ours: the key of the caller's form drafts (docs/behaviour/never-losing-work.md#keys). */
  draftKey: { method: 'GET', path: 'care/api/v1/drafts/key' },

  /** Ours: a person's detail (`{id}` is the personalDataId) under the personal-data base. */
  personDetail: {
    method: 'GET',
    path: 'personal-data/api/v1/personal-data/specific-personal-data/{id}',
  },
  /** Ours: saves a person's detail form. */
  updatePersonDetail: {
    method: 'PUT',
    path: 'personal-data/api/v1/personal-data/specific-personal-data/{id}',
  },
  /** A form structure of the personal-data service (`PERSONAL_DATA_FIELD_EDIT` for the detail). */
  personDataStructure: {
    method: 'GET',
    path: 'personal-data/api/v1/personal-data/structure/{code}',
  },
  /** Any account's photo as an image (`?compression=0.5`); `{id}` is the customerAccountId. */
  accountImage: {
    method: 'GET',
    path: 'personal-data/api/v1/personal-data/profile-image-account/{id}',
  },
  /** Sets any account's photo. */
  setAccountImage: { method: 'PUT', path: 'personal-data/api/v1/personal-data/profile-image/{id}' },
  /** Removes any account's photo. */
  deleteAccountImage: {
    method: 'DELETE',
    path: 'personal-data/api/v1/personal-data/profile-image/{id}',
  },
  /** Ours: a guest's records of one export type as a CSV or PDF download (`?guestId=&from=&to=&format=&lang=`). */
  exportDownload: { method: 'GET', path: 'exports/{type}' },
  /** Ours: one export type of the guests of a group (the types that allow it). */
  exportGroupDownload: { method: 'GET', path: 'exports/{type}/group' },
} as const satisfies Record<string, ApiRoute>;

/** The name of a route of `CORE_ROUTES`. */
export type CoreRouteName = keyof typeof CORE_ROUTES;

/**
 * Fills a route pattern's `{name}` parameters, each URL-encoded so that a value can never change
 * the path (`../`, `?`, `#`). Throws on a missing parameter.
 */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number>> = {}) {
  return pattern.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined)
      throw new TypeError(`@care/api-client: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
