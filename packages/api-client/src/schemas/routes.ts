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
 * Every route the client calls, by endpoint. The reference server registers the same patterns
 * (`{id}` → `:id`), so a path cannot differ between the two. Paths without a leading slash are
 * under the API base; `/meta.json` is at the site root. Trailing slashes are as the original API
 * has them. Routes marked "ours" are our design, with no counterpart in the original API.
 *
 * Not listed, because the caller gives the path: the dismiss call (`PUT {path}?date=&archiveCause=`,
 * `guests.dismiss`) and autocomplete sources (`GET {path}?q=` / `POST {path}`, `autocomplete`),
 * and the product API paths of `PRODUCT_API_PATHS`, whose methods belong to the screens that use
 * them.
 */
export const API_ROUTES = {
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

  /** Ours: a new diary entry for a guest (`{id}` is the personalDataId; docs/behaviour/diary.md). */
  diaryCreate: { method: 'POST', path: 'care/api/v1/diary/guest/{id}/entries', idempotent: true },
  /** Ours: a page of a guest's diary, newest first (`?from=&to=&categories=&…&page=`). */
  diaryList: { method: 'GET', path: 'care/api/v1/diary/guest/{id}/entries' },
  /** Ours: one diary entry with its history (`{id}` is the entry's id). */
  diaryEntry: { method: 'GET', path: 'care/api/v1/diary/entry/{id}' },
  /** Ours: the author's correction within 60 minutes. */
  diaryCorrect: { method: 'PUT', path: 'care/api/v1/diary/entry/{id}/correct', idempotent: true },
  /** Ours: an amendment with its reason. */
  diaryAmend: { method: 'PUT', path: 'care/api/v1/diary/entry/{id}/amend', idempotent: true },
  /** Ours: marks an entry entered in error, with its reason. */
  diaryEnteredInError: {
    method: 'PUT',
    path: 'care/api/v1/diary/entry/{id}/entered-in-error',
    idempotent: true,
  },
  /** Ours: the action taken on a critical entry. */
  diaryAcknowledge: {
    method: 'POST',
    path: 'care/api/v1/diary/entry/{id}/acknowledge',
    idempotent: true,
  },
  /** Ours: attaches a file to an entry (`{id}` the entry's; docs/behaviour/diary.md#attachments). */
  diaryAttach: {
    method: 'POST',
    path: 'care/api/v1/diary/entry/{id}/attachments',
    idempotent: true,
  },
  /** Ours: an entry's attachments, archived ones included. */
  diaryAttachments: { method: 'GET', path: 'care/api/v1/diary/entry/{id}/attachments' },
  /** Ours: an attachment's file, as a download (`{id}` the attachment's). */
  diaryAttachmentFile: { method: 'GET', path: 'care/api/v1/diary/attachment/{id}' },
  /** Ours: archives an attachment (kept, with who and when); nothing is deleted. */
  diaryArchiveAttachment: { method: 'PUT', path: 'care/api/v1/diary/attachment/{id}/archive' },
  /** Ours: marks entries read for the caller. */
  diaryMarkRead: { method: 'POST', path: 'care/api/v1/diary/read' },
  /** Ours: the caller's unread entries of the last 72 hours (the navigation badge). */
  diaryUnreadCount: { method: 'GET', path: 'care/api/v1/diary/unread-count' },
  /** Ours: the diary's categories, in display order. */
  diaryCategories: { method: 'GET', path: 'care/api/v1/diary/categories' },
  /** Ours (administrators): adds a facility's own category, `{ id, labels: { it, en, de, es } }`. */
  diaryCreateCategory: { method: 'POST', path: 'care/api/v1/diary/categories', idempotent: true },
  /** The home widget's critical entries awaiting acknowledgement (`?groupId=`). */
  diaryCriticalEvents: { method: 'GET', path: 'care/api/v1/diary/dashboard/critical-event' },
  /** A guest's significant and critical entries of the last 7 days (the chart's summary). */
  diarySignificantEvents: {
    method: 'GET',
    path: 'care/api/v1/diary/dashboard/significant-events/{id}',
  },
  /** Ours: the manager's overview of the selected group's guests (`?groupId=&quiet=&page=`). */
  diaryFacility: { method: 'GET', path: 'care/api/v1/diary/facility' },
  /** Ours: the entries of the selected group's guests, with the diary's filters (managers). */
  diaryFacilityEntries: { method: 'GET', path: 'care/api/v1/diary/facility/entries' },
  /** Ours: the handover sheet (`?from=&to=&groupId=|guests=|mine=true&mode=summary|full`). */
  diaryHandover: { method: 'GET', path: 'care/api/v1/diary/handover' },
  /** Ours: records that the caller has read the handover up to `{ to }`. */
  diaryHandoverRead: { method: 'POST', path: 'care/api/v1/diary/handover/read' },
  /** Ours: the staff of a group with their latest handover read (`?groupId=`; managers). */
  diaryHandoverReaders: { method: 'GET', path: 'care/api/v1/diary/handover/readers' },
  /** Ours: the handover sheet as a PDF (the handover's query and `lang`). */
  diaryHandoverPdf: { method: 'GET', path: 'care/api/v1/diary/handover/pdf' },

  /** Ours: the key of the caller's form drafts (docs/behaviour/never-losing-work.md#keys). */
  draftKey: { method: 'GET', path: 'care/api/v1/drafts/key' },
  /** Ours: a guest's reading (`{id}` is the personalDataId; docs/behaviour/measurements.md). */
  measurementCreate: {
    method: 'POST',
    path: 'care/api/v1/measurement/guest/{id}/readings',
    idempotent: true,
  },
  /** Ours: a page of a guest's readings, newest first (`?type=&from=&to=&page=`). */
  measurementList: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/readings' },
  /** Ours: a chart series of one type, down-sampled beyond 500 points (`?type=&from=&to=`). */
  measurementSeries: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/series' },
  /** Ours: a guest's daily water balance (`?from=&to=`, local days). */
  measurementWaterBalance: {
    method: 'GET',
    path: 'care/api/v1/measurement/guest/{id}/water-balance',
  },
  /** Ours: a vital-signs round with its NEWS2. */
  measurementVitalSigns: {
    method: 'POST',
    path: 'care/api/v1/measurement/guest/{id}/vital-signs',
    idempotent: true,
  },
  /** Ours: marks a reading entered in error, with its reason (`{id}` is the reading's id). */
  measurementEnteredInError: {
    method: 'PUT',
    path: 'care/api/v1/measurement/reading/{id}/entered-in-error',
  },
  /** Ours: the round sheet, the group's guests with their last value (`?groupId=&type=`). */
  measurementRoundSheet: { method: 'GET', path: 'care/api/v1/measurement/round' },
  /** Ours: one measure across the guests of a group. */
  measurementRound: { method: 'POST', path: 'care/api/v1/measurement/round', idempotent: true },
  /** Ours: the latest values of the group's guests (`?groupId=`). */
  measurementLatest: { method: 'GET', path: 'care/api/v1/measurement/latest' },
  /** Ours: the facility's default thresholds. */
  measurementDefaultThresholds: { method: 'GET', path: 'care/api/v1/measurement/thresholds' },
  /** Ours: a guest's thresholds in force and their history. */
  measurementThresholds: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/thresholds' },
  /** Ours (doctors): a guest's own range of a parameter, or the default restored. */
  measurementSetThreshold: {
    method: 'PUT',
    path: 'care/api/v1/measurement/guest/{id}/thresholds/{parameter}',
  },
  /** Ours: a guest's height and SpO2 scale. */
  measurementProfile: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/profile' },
  /** Ours: changes them (the scale: doctors). */
  measurementSetProfile: { method: 'PUT', path: 'care/api/v1/measurement/guest/{id}/profile' },
  /** Ours: the facility's measurement settings (the glycaemia unit). */
  measurementSettings: { method: 'GET', path: 'care/api/v1/measurement/settings' },
  /** Ours (administrators): changes them. */
  measurementSetSettings: { method: 'PUT', path: 'care/api/v1/measurement/settings' },
  /** Ours: a guest's alerts (`?status=active|actioned`). */
  measurementAlerts: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/alerts' },
  /** Ours: the action taken on an alert, written to the guest's diary. */
  measurementAcknowledge: {
    method: 'POST',
    path: 'care/api/v1/measurement/alert/{id}/acknowledge',
    idempotent: true,
  },
  /** The home widget's active alerts (`?groupId=`). */
  measurementCriticalEvents: {
    method: 'GET',
    path: 'care/api/v1/measurement/dashboard/critical-event',
  },
  /** The home widget's latest values beyond their normal range (`?groupId=`). */
  measurementCriticalValues: {
    method: 'GET',
    path: 'care/api/v1/measurement/dashboard/critical-value',
  },
  /** Ours: a guest's schedules with what is due. */
  measurementSchedules: { method: 'GET', path: 'care/api/v1/measurement/guest/{id}/schedules' },
  /** Ours: replaces them. */
  measurementSetSchedules: { method: 'PUT', path: 'care/api/v1/measurement/guest/{id}/schedules' },
  /** Ours: the group's guests with overdue measures (`?groupId=`). */
  measurementOverdue: { method: 'GET', path: 'care/api/v1/measurement/overdue' },
  /** Ours: the device register (`?groupId=`). */
  deviceList: { method: 'GET', path: 'care/api/v1/measurement/device' },
  /** Ours: a new device; the answer carries its key, once. */
  deviceCreate: { method: 'POST', path: 'care/api/v1/measurement/device', idempotent: true },
  /** Ours: a device's new assignment. */
  deviceUpdate: { method: 'PUT', path: 'care/api/v1/measurement/device/{id}' },
  /** Ours: revokes a device's key. */
  deviceRevoke: { method: 'POST', path: 'care/api/v1/measurement/device/{id}/revoke' },
  /** Ours: a new key for a device (the old one stops working). */
  deviceNewKey: { method: 'POST', path: 'care/api/v1/measurement/device/{id}/key' },
  /** Ours: a device sends readings (its key in `X-Device-Key`, no session). */
  deviceIngest: { method: 'POST', path: 'care/api/v1/measurement/device/readings' },
  /** Ours: the shared devices' readings waiting for a guest (`?groupId=`). */
  deviceQueue: { method: 'GET', path: 'care/api/v1/measurement/device/queue' },
  /** Ours: gives a queued reading its guest. */
  deviceQueueAssign: {
    method: 'POST',
    path: 'care/api/v1/measurement/device/queue/{id}/assign',
    idempotent: true,
  },

  /** Ours: the programme of a period, occurrences expanded (`?groupId=&from=&to=`; docs/behaviour/activities.md). */
  activityRange: { method: 'GET', path: 'care/api/v1/activity' },
  /** Ours: a new activity. */
  activityCreate: { method: 'POST', path: 'care/api/v1/activity', idempotent: true },
  /** Ours: a guest's own programme of a period, with what they take part in. */
  activityMine: { method: 'GET', path: 'care/api/v1/activity/mine' },
  /** Ours: the staff of a group who may lead an activity (`?groupId=&q=`), for its form. */
  activityLeaders: { method: 'GET', path: 'care/api/v1/activity/leaders' },
  /** Ours: one activity with its enrolled guests. */
  activityGet: { method: 'GET', path: 'care/api/v1/activity/{id}' },
  /** Ours: changes an activity. */
  activityUpdate: { method: 'PUT', path: 'care/api/v1/activity/{id}' },
  /** Ours: cancels an activity (kept, marked). */
  activityCancel: { method: 'PUT', path: 'care/api/v1/activity/{id}/cancel' },
  /** Ours: enrols a guest (`{ personalDataId }`). */
  activityEnrol: { method: 'POST', path: 'care/api/v1/activity/{id}/enrolments', idempotent: true },
  /** Ours: unenrols a guest (`{guest}` is the personalDataId). */
  activityUnenrol: { method: 'DELETE', path: 'care/api/v1/activity/{id}/enrolments/{guest}' },
  /** Ours: the attendance of an occurrence (`?start=`). */
  activityAttendance: { method: 'GET', path: 'care/api/v1/activity/{id}/attendance' },
  /** Ours: records the attendance of an occurrence (`{ start, records }`). */
  activityRecordAttendance: {
    method: 'PUT',
    path: 'care/api/v1/activity/{id}/attendance',
    idempotent: true,
  },
  /** Ours: a guest's participation in the last 30 days (`{id}` is the personalDataId). */
  activityParticipation: { method: 'GET', path: 'care/api/v1/activity/guest/{id}/participation' },

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

/** The name of a route of `API_ROUTES`. */
export type ApiRouteName = keyof typeof API_ROUTES;

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
