import type { MessageDirection } from './guests';
import { PRODUCT_NAME } from './site';

/**
 * The product API's base path (the product name, like the other services' `{service}/api/v1/`;
 * docs/behaviour/README.md#catalogues-for-the-care-modules), relative to the API base.
 */
export const PRODUCT_API_BASE = `${PRODUCT_NAME}/api/v1/` as const;

/**
 * The product API's path groups (docs/behaviour/README.md#catalogues-for-the-care-modules), each
 * path relative to `PRODUCT_API_BASE`. Only the segments are fixed here, not their methods or
 * payloads; those belong to the screens that use them. A dashboard path such as the diary's
 * critical events is written `{module}/dashboard/{name}`, like the document service's
 * `document/api/v1/dashboard/…`.
 */
export const PRODUCT_API_PATHS = {
  guest: {
    dashboard: 'guest/dashboard',
    actual: 'guest/actual',
    completeList: 'guest/complete-list',
    dismiss: 'guest/dismiss',
    waiting: 'guest/waiting',
    suspend: 'guest/suspend',
    transfer: 'guest/transfer',
    detail: 'guest/detail',
    withAllergy: 'guest/with-allergy',
    birthday: 'guest/birthday',
  },
  diaryDashboard: {
    significantEvents: 'diary/dashboard/significant-events',
    criticalEvent: 'diary/dashboard/critical-event',
  },
  measurementDashboard: {
    criticalEvent: 'measurement/dashboard/critical-event',
    criticalValue: 'measurement/dashboard/critical-value',
  },
  nutritionDashboard: {
    criticalEvent: 'nutrition/dashboard/critical-event',
    criticalFood: 'nutrition/dashboard/critical-food',
    criticalHydration: 'nutrition/dashboard/critical-hydration',
  },
  purgeDashboard: {
    dashboard: 'purge/dashboard',
  },
  drugDashboard: {
    adherence: 'drug/dashboard/adherence',
    adherenceRecap: 'drug/dashboard/adherence-recap',
    adherenceList: 'drug/dashboard/adherence-list',
  },
  meetingRoom: {
    conf: 'meeting-room/conf',
    guest: 'meeting-room/guest',
    meeting: 'meeting-room/meeting',
    search: 'meeting-room/search',
    model: 'meeting-room/model',
    autocomplete: 'meeting-room/autocomplete',
    bookedVisitExportPrint: 'meeting-room/booked/visit/export/print',
  },
  guestAssistance: {
    guest: 'guest-assistance/guest',
    restore: 'guest-assistance/restore',
    actual: 'guest-assistance/actual',
    archived: 'guest-assistance/archived',
    visit: 'guest-assistance/visit',
  },
  guestAssistanceService: {
    availableDays: 'guest-assistance-service/availableDays',
    slot: 'guest-assistance-service/slot',
    past: 'guest-assistance-service/past',
    booked: 'guest-assistance-service/booked',
    bookedGreater: 'guest-assistance-service/booked/greater',
  },
  doctor: {
    guest: 'doctor/guest',
    restore: 'doctor/restore',
    actual: 'doctor/actual',
    archived: 'doctor/archived',
  },
  disease: {
    /** An autocomplete source: `GET …/disease/search?q=`. */
    search: 'disease/search',
    preferred: 'disease/preferred',
    edit: 'disease/edit',
    create: 'disease/create',
  },
  drug: {
    generalPreferred: 'drug/general/preferred',
  },
  communication: {
    domain: 'communication/domain',
    /** Followed by the direction: `search/I` (sent) or `search/R` (received). */
    search: 'communication/search',
    notice: 'communication/notice',
    detail: 'communication/detail',
  },
  conf: {
    locale: 'conf/locale',
    addTerm: 'conf/addTerm',
  },
  customerService: {
    myInfo: 'customer-service/myInfo',
  },
  dashboard: {
    meeting: 'dashboard/meeting',
  },
} as const;

/** A path segment a builder appends: an id, a date, a code. Encoded, never empty. */
export type PathSegment = string | number;

/** Builds a path: the route's path, then each segment URL-encoded (`detail(12)` → `…/detail/12`). */
export type PathBuilder = (...segments: readonly PathSegment[]) => string;

/** A builder per path of `PRODUCT_API_PATHS`, with the direction typed for communication search. */
export type ProductApiPaths = {
  readonly [Group in keyof typeof PRODUCT_API_PATHS]: {
    readonly [Name in keyof (typeof PRODUCT_API_PATHS)[Group]]: Group extends 'communication'
      ? Name extends 'search'
        ? (direction: MessageDirection, ...segments: readonly PathSegment[]) => string
        : PathBuilder
      : PathBuilder;
  };
};

/** Appends URL-encoded segments to a path; an empty segment is a programming error. */
export function joinPath(path: string, segments: readonly PathSegment[]): string {
  let out = path;
  for (const segment of segments) {
    const text = String(segment);
    if (text === '') throw new TypeError(`@care/api-client: empty path segment after ${path}`);
    out += `/${encodeURIComponent(text)}`;
  }
  return out;
}

/**
 * Path builders for the product API under `base` (default `PRODUCT_API_BASE`). Each returns a
 * path relative to the API base, for `api.request`, `api.autocomplete` or `api.guests.dismiss`:
 *
 * @example
 * const paths = productApiPaths();
 * paths.guest.detail(12); // 'care/api/v1/guest/detail/12'
 * paths.communication.search('R'); // 'care/api/v1/communication/search/R'
 */
export function productApiPaths(base: string = PRODUCT_API_BASE): ProductApiPaths {
  const prefix = base === '' || base.endsWith('/') ? base : `${base}/`;
  const groups: Record<string, Record<string, PathBuilder>> = {};
  for (const [group, names] of Object.entries(PRODUCT_API_PATHS)) {
    const builders: Record<string, PathBuilder> = {};
    for (const [name, path] of Object.entries(names)) {
      builders[name] = (...segments) => joinPath(`${prefix}${path}`, segments);
    }
    groups[group] = Object.freeze(builders);
  }
  return Object.freeze(groups) as unknown as ProductApiPaths;
}

/** The product API's path builders under `PRODUCT_API_BASE`. */
export const PRODUCT_API: ProductApiPaths = /* @__PURE__ */ productApiPaths();
