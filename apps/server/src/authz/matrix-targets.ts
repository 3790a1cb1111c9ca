/**
 * The authorization matrix's third dimension: whose record a route acts on. Every route that
 * names a person (an `:id` that is a customerAccountId or a personalDataId, an account id in the
 * body) has an entry here, and `matrix-targets.test.ts` calls each of them as anonymous and as
 * every role, on a fresh account of every role, on the caller's own record and on an id that does
 * not exist, and checks the outcomes `targetOutcome` derives from the entry and the role
 * hierarchy. A route with a parameter or an account id in its example body must be listed here or
 * in `NOT_A_PERSON`: a new account route cannot ship without a decision.
 */
import {
  PEOPLE_MANAGERS,
  ROLES,
  STAFF_ROLES,
  type Role,
  type ServerErrorCode,
} from '@care/api-client/schemas';
import type { TargetRule } from '../people/targets';
import {
  ALERT_READERS,
  DIARY_STAFF_READERS,
  DIARY_WRITERS,
  MEASUREMENT_STAFF_READERS,
  MEASUREMENT_WRITERS,
  forbidden,
  ok,
  unauthenticated,
  type Caller,
  type Outcome,
  type RouteKey,
} from './matrix';

/** Whose record a call names: an account of a role, the caller's own, or an id nobody has. */
export const TARGETS = [...ROLES, 'self', 'missing'] as const;
/** A target of the matrix. */
export type TargetKind = (typeof TARGETS)[number];

/**
 * The role hierarchy spelled out, role by role: whom a caller of each role may act on at most (the
 * route decides whether the role may act on others at all). The administrator is over everyone,
 * the secretary over everyone but administrators, care staff over care staff and guests, a guest
 * over guests. `outranksOrEquals` of @care/api-client must agree (checked by the test).
 */
const CARE_STAFF: readonly Role[] = ['RA_OSS', 'RA_DOCTOR', 'RA_NURSE', 'RA_GUEST_ASSISTANCE'];
export const MAY_ACT_ON: Readonly<Record<Role, readonly Role[]>> = {
  RA_ADMIN: ROLES,
  RA_SECRETARY: ['RA_SECRETARY', ...CARE_STAFF, 'RA_GUEST'],
  RA_OSS: [...CARE_STAFF, 'RA_GUEST'],
  RA_DOCTOR: [...CARE_STAFF, 'RA_GUEST'],
  RA_NURSE: [...CARE_STAFF, 'RA_GUEST'],
  RA_GUEST_ASSISTANCE: [...CARE_STAFF, 'RA_GUEST'],
  RA_GUEST: ['RA_GUEST'],
};

/** A route that acts on one person's record. */
export interface TargetEntry {
  /** Where the route takes the person: `:id` in the path, a query parameter, or a body key. */
  id:
    | { kind: 'accountId' | 'personalDataId'; in: 'path' }
    | { kind: 'personalDataId'; query: string }
    | { kind: 'accountId'; key: string };
  /** Its rule, as `authorizeTarget` (src/people/targets.ts) applies it. */
  rule: TargetRule;
  /** Only accounts of these roles are the route's business (a guest's status): others, `missing`. */
  only?: readonly Role[];
  /** The account status the target starts in (default A, with credentials but no password yet). */
  status?: 'A' | 'S';
  /** What an allowed call answers (default 200). */
  success?: Outcome;
}

const MANAGERS_ON_OTHERS: TargetRule = {
  others: PEOPLE_MANAGERS,
  self: 'refused',
  ranked: true,
  missing: 'E003',
};
const ACCOUNT_ACTION: TargetEntry = {
  id: { kind: 'accountId', in: 'path' },
  rule: { ...MANAGERS_ON_OTHERS, missing: 'E017' },
};
const GUEST_STATUS: TargetEntry = {
  id: { kind: 'personalDataId', in: 'path' },
  rule: { others: PEOPLE_MANAGERS, self: 'likeOthers', ranked: false, missing: 'E017' },
  only: ['RA_GUEST'],
};

/** Every route that acts on one person's record. */
export const TARGET_MATRIX: Readonly<Partial<Record<RouteKey, TargetEntry>>> = {
  // account actions (src/routes/people.ts)
  'PUT /api/personal/delete-subscription/:id': ACCOUNT_ACTION,
  'PUT /api/personal/restore-subscription/:id': ACCOUNT_ACTION,
  'PUT /api/personal/generate-subscription/:id': ACCOUNT_ACTION,
  'PUT /api/personal/reset-subscription/:id': ACCOUNT_ACTION,
  'PUT /api/personal/reset-password/:id': ACCOUNT_ACTION,
  'POST /api/auth/credential-invitation': {
    id: { kind: 'accountId', key: 'accountId' },
    rule: { others: ['RA_ADMIN'], self: 'refused', ranked: true, missing: 'E017' },
  },

  // person detail and photos (src/routes/people.ts)
  'GET /api/personal-data/api/v1/personal-data/specific-personal-data/:id': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: STAFF_ROLES, self: 'likeOthers', ranked: false, missing: 'E003' },
  },
  'PUT /api/personal-data/api/v1/personal-data/specific-personal-data/:id': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: MANAGERS_ON_OTHERS,
  },
  'GET /api/personal-data/api/v1/personal-data/profile-image-account/:id': {
    id: { kind: 'accountId', in: 'path' },
    rule: { others: STAFF_ROLES, self: 'allowed', ranked: false, missing: 'E003' },
    success: ok(204),
  },
  'PUT /api/personal-data/api/v1/personal-data/profile-image/:id': {
    id: { kind: 'accountId', in: 'path' },
    rule: MANAGERS_ON_OTHERS,
  },
  'DELETE /api/personal-data/api/v1/personal-data/profile-image/:id': {
    id: { kind: 'accountId', in: 'path' },
    rule: MANAGERS_ON_OTHERS,
  },

  // guests (src/routes/guests.ts): only guests, who rank lowest, are their business
  'GET /api/care/api/v1/guest/detail/:id/history': {
    ...GUEST_STATUS,
    rule: { ...GUEST_STATUS.rule, others: STAFF_ROLES },
  },
  'GET /api/care/api/v1/guest/detail/:id/chart-header': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: STAFF_ROLES, self: 'likeOthers', ranked: false, missing: 'E003' },
    only: ['RA_GUEST'],
  },
  'PUT /api/care/api/v1/guest/dismiss/:id': GUEST_STATUS,
  // exports (src/routes/exports.ts): the guest in `?guestId=`, as for the history
  'GET /api/exports/:type': {
    ...GUEST_STATUS,
    id: { kind: 'personalDataId', query: 'guestId' },
    rule: { ...GUEST_STATUS.rule, others: STAFF_ROLES },
  },
  'PUT /api/care/api/v1/guest/suspend/:id': GUEST_STATUS,
  'PUT /api/care/api/v1/guest/actual/:id': { ...GUEST_STATUS, status: 'S' },

  // diary (src/routes/diary.ts): a guest's diary; a guest reads their own
  'POST /api/care/api/v1/diary/guest/:id/entries': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: DIARY_WRITERS, self: 'likeOthers', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'GET /api/care/api/v1/diary/guest/:id/entries': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: DIARY_STAFF_READERS, self: 'allowed', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'GET /api/care/api/v1/diary/dashboard/significant-events/:id': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: DIARY_STAFF_READERS, self: 'allowed', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },

  // activities (src/routes/activity.ts): a guest's participation, for staff
  'GET /api/care/api/v1/activity/guest/:id/participation': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: STAFF_ROLES, self: 'likeOthers', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },

  // measurements (src/routes/measurement*.ts): a guest's measurements; a guest reads their own
  'POST /api/care/api/v1/measurement/guest/:id/readings': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: MEASUREMENT_WRITERS, self: 'likeOthers', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'GET /api/care/api/v1/measurement/guest/:id/readings': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: MEASUREMENT_STAFF_READERS, self: 'allowed', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'GET /api/care/api/v1/measurement/guest/:id/series': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: MEASUREMENT_STAFF_READERS, self: 'allowed', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'GET /api/care/api/v1/measurement/guest/:id/water-balance': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: MEASUREMENT_STAFF_READERS, self: 'allowed', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'POST /api/care/api/v1/measurement/guest/:id/vital-signs': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: MEASUREMENT_WRITERS, self: 'likeOthers', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'GET /api/care/api/v1/measurement/guest/:id/thresholds': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: MEASUREMENT_STAFF_READERS, self: 'allowed', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'PUT /api/care/api/v1/measurement/guest/:id/thresholds/:parameter': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: ['RA_DOCTOR'], self: 'likeOthers', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'GET /api/care/api/v1/measurement/guest/:id/profile': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: MEASUREMENT_STAFF_READERS, self: 'allowed', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'PUT /api/care/api/v1/measurement/guest/:id/profile': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: MEASUREMENT_WRITERS, self: 'likeOthers', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'GET /api/care/api/v1/measurement/guest/:id/alerts': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: ALERT_READERS, self: 'likeOthers', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'GET /api/care/api/v1/measurement/guest/:id/schedules': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: MEASUREMENT_STAFF_READERS, self: 'allowed', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },
  'PUT /api/care/api/v1/measurement/guest/:id/schedules': {
    id: { kind: 'personalDataId', in: 'path' },
    rule: { others: MEASUREMENT_WRITERS, self: 'likeOthers', ranked: false, missing: 'E017' },
    only: ['RA_GUEST'],
  },

  // documents (src/routes/documents/): a new document for an account
  'POST /api/document': {
    id: { kind: 'accountId', key: 'atCustomerAccountId' },
    rule: {
      others: ROLES.filter((role) => role !== 'RA_GUEST'),
      self: 'allowed',
      ranked: false,
      missing: 'E017',
    },
  },
};

/** Routes with a parameter or an account id in the body that do not act on a person's record. */
export const NOT_A_PERSON: Readonly<Partial<Record<RouteKey, string>>> = {
  'GET /api/document/:id': 'a document id: src/authz/documents.ts',
  'PUT /api/document/:id': 'a document id: src/authz/documents.ts',
  'GET /api/document/:id/history': 'a document id: src/authz/documents.ts',
  'POST /api/document/:id/attachment': 'a document id: src/authz/documents.ts',
  'GET /api/attachment/:id': 'an attachment id: src/authz/documents.ts',
  'DELETE /api/attachment/:id': 'an attachment id: src/authz/documents.ts',
  'GET /api/personal-data/api/v1/personal-data/structure/:code': 'a form structure code',
  'GET /api/personal/translation/:locale': 'a language',
  'PUT /api/personal/translation/:locale': 'a language',
  'GET /api/personal/legal-terms/:lang': 'a language',
  'GET /api/help/:lang': 'a language',
  'GET /api/help/:lang/:page': 'a language and a help page id',
  'GET /*': 'a file of the web app',
  'PUT /api/care/api/v1/measurement/reading/:id/entered-in-error':
    'a reading id: its guest is checked',
  'POST /api/care/api/v1/measurement/alert/:id/acknowledge': 'an alert id: its guest is checked',
  'PUT /api/care/api/v1/measurement/device/:id': 'a device id: its group or guest is checked',
  'POST /api/care/api/v1/measurement/device/:id/revoke': 'a device id',
  'POST /api/care/api/v1/measurement/device/:id/key': 'a device id',
  'POST /api/care/api/v1/measurement/device/queue/:id/assign':
    'a queued reading id; the body’s guest is checked as the diary’s',
  'POST /api/care/api/v1/measurement/round': 'guests in the entries, each checked as the diary’s',
  'POST /api/care/api/v1/measurement/device':
    'a device; the assignment’s guest or group is checked as the diary’s',
  'GET /api/care/api/v1/diary/entry/:id': 'a diary entry id: its guest is checked as the diary’s',
  'PUT /api/care/api/v1/diary/categories/:id': 'a diary category id, no person',
  'PUT /api/care/api/v1/diary/entry/:id/correct': 'a diary entry id',
  'PUT /api/care/api/v1/diary/entry/:id/amend': 'a diary entry id',
  'PUT /api/care/api/v1/diary/entry/:id/entered-in-error': 'a diary entry id',
  'POST /api/care/api/v1/diary/entry/:id/acknowledge': 'a diary entry id',
  'POST /api/care/api/v1/diary/entry/:id/attachments': 'a diary entry id',
  'GET /api/care/api/v1/diary/entry/:id/attachments': 'a diary entry id',
  'GET /api/care/api/v1/diary/attachment/:id': 'an attachment id: its entry’s guest is checked',
  'PUT /api/care/api/v1/diary/attachment/:id/archive': 'an attachment id',
  'POST /api/notifications': 'a message to an account (administrators), not a change of it',
  'GET /api/care/api/v1/activity/:id': 'an activity id: its group is checked',
  'GET /api/exports/:type/group': 'an export type; the group is checked (matrix-groups.ts)',
  'PUT /api/care/api/v1/activity/:id': 'an activity id',
  'PUT /api/care/api/v1/activity/:id/cancel': 'an activity id',
  'POST /api/care/api/v1/activity/:id/enrolments':
    'an activity id; the body’s guest is checked as the diary’s (src/routes/activity.test.ts)',
  'DELETE /api/care/api/v1/activity/:id/enrolments/:guest':
    'an activity id and a guest: as the enrolment',
  'GET /api/care/api/v1/activity/:id/attendance': 'an activity id',
  'PUT /api/care/api/v1/activity/:id/attendance': 'an activity id',
};

/** The id no account or personal data has: the `missing` target. */
export const MISSING_ID = 2_000_000_000;

/** What `caller` gets from the route of `entry` on `target`. */
export function targetOutcome(entry: TargetEntry, caller: Caller, target: TargetKind): Outcome {
  if (caller === 'anonymous') return unauthenticated;
  const { rule } = entry;
  const success = entry.success ?? ok();
  const mayActOnOthers = rule.others.includes(caller);
  // `only` limits whose own record is the route's business too (a guest's own diary).
  const ownAllowed = !entry.only || entry.only.includes(caller);
  if (target === 'self' && rule.self === 'allowed' && ownAllowed) return success;
  if (target === 'self' && rule.self === 'refused') {
    return mayActOnOthers ? { status: 409, errorCode: 'E018' } : forbidden;
  }
  if (!mayActOnOthers) return forbidden;
  const missing: Outcome = { status: 404, errorCode: rule.missing satisfies ServerErrorCode };
  if (target === 'missing') return missing;
  const role = target === 'self' ? caller : target;
  if (rule.ranked && !MAY_ACT_ON[caller].includes(role)) return forbidden;
  if (entry.only && !entry.only.includes(role)) return missing;
  return success;
}
