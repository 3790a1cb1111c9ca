/**
 * The authorization matrix: for every route of the app, who may call it and what each caller
 * gets. `matrix.test.ts` enumerates the app's route table and fails when a route has no entry here
 * or an entry names a route that does not exist, then calls every route as anonymous and as each
 * of the seven demo roles and checks the outcomes. A new route therefore cannot ship without a
 * decision about who may call it. `renderAuthzMatrix` turns it into the table of the /docs page
 * and of `pnpm --filter @care/server authz:matrix`.
 */
import {
  PEOPLE_MANAGERS,
  ROLES,
  STAFF_ROLES,
  type Role,
  type ServerErrorCode,
} from '@care/api-client/schemas';
import type { HttpMethod, RouteExample } from '../http/router';
import { documentAccessOutcome, SEEDED_DOCUMENT_PERMISSIONS } from './documents';

/** Who calls: nobody signed in, or a session of a role. */
export const CALLERS = ['anonymous', ...ROLES] as const;
/** A caller of the matrix. */
export type Caller = (typeof CALLERS)[number];

/** What a caller gets: the status, and for a failure the catalogue code of `{ errorCode }`. */
export interface Outcome {
  status: number;
  errorCode?: ServerErrorCode;
}

/** A route of the matrix: `METHOD url` exactly as registered (`GET /api/personal/translation/:locale`). */
export type RouteKey = `${HttpMethod} /${string}`;

/** One route's rule. */
export interface MatrixEntry {
  /** The outcome for each caller. */
  outcomes: Readonly<Record<Caller, Outcome>>;
  /** Why the rule is what it is, for the docs. */
  note?: string;
  /**
   * A valid call, for a route whose registration carries none (plugin routes such as the static
   * files). A route of our own declares its `example` beside itself instead.
   */
  example?: RouteExample;
}

/** Success. */
export const ok = (status = 200): Outcome => ({ status });
/** No (valid) session. */
export const unauthenticated: Outcome = { status: 401, errorCode: 'E005' };
/** Signed in, but the role may not do this. */
export const forbidden: Outcome = { status: 403, errorCode: 'E013' };

function byCaller(of: (caller: Caller) => Outcome): Readonly<Record<Caller, Outcome>> {
  return Object.fromEntries(CALLERS.map((caller) => [caller, of(caller)])) as Record<
    Caller,
    Outcome
  >;
}

/** Anybody, signed in or not, gets `outcome`. */
export function everyone(outcome: Outcome = ok()): Readonly<Record<Caller, Outcome>> {
  return byCaller(() => outcome);
}

/** Any signed-in role gets `outcome`; nobody signed in gets 401 E005. */
export function signedIn(outcome: Outcome = ok()): Readonly<Record<Caller, Outcome>> {
  return byCaller((caller) => (caller === 'anonymous' ? unauthenticated : outcome));
}

/** Only `roles` get `outcome`; other roles get `denied` (403 E013), nobody signed in 401 E005. */
export function onlyRoles(
  roles: readonly Role[],
  outcome: Outcome = ok(),
  denied: Outcome = forbidden,
): Readonly<Record<Caller, Outcome>> {
  return byCaller((caller) => {
    if (caller === 'anonymous') return unauthenticated;
    return roles.includes(caller) ? outcome : denied;
  });
}

const publicRead = { outcomes: everyone(), note: 'public' } as const;

/** The roles with `diary` write by default (docs/behaviour/module-access.md#the-default). */
export const DIARY_WRITERS: readonly Role[] = ['RA_ADMIN', 'RA_OSS', 'RA_DOCTOR', 'RA_NURSE'];
/** The staff roles with `diary` read or write by default. */
export const DIARY_STAFF_READERS: readonly Role[] = [...DIARY_WRITERS, 'RA_GUEST_ASSISTANCE'];
/** Every role with `diary` read or write by default, guests included. */
export const DIARY_READERS: readonly Role[] = [...DIARY_STAFF_READERS, 'RA_GUEST'];

/** The roles with `activity` write by default (docs/behaviour/module-access.md#the-default). */
export const ACTIVITY_WRITERS: readonly Role[] = ['RA_ADMIN', 'RA_OSS', 'RA_SECRETARY', 'RA_NURSE'];

/** The roles with `measurement` write by default (docs/behaviour/module-access.md#the-default). */
export const MEASUREMENT_WRITERS: readonly Role[] = ['RA_ADMIN', 'RA_OSS', 'RA_DOCTOR', 'RA_NURSE'];
/** The staff roles with `measurement` read or write by default. */
export const MEASUREMENT_STAFF_READERS: readonly Role[] = [
  ...MEASUREMENT_WRITERS,
  'RA_GUEST_ASSISTANCE',
];
/** Every role with `measurement` read or write by default, guests included. */
const MEASUREMENT_READERS: readonly Role[] = [...MEASUREMENT_STAFF_READERS, 'RA_GUEST'];
/** The roles with `measurementEventAlerts` write by default. */
const ALERT_WRITERS: readonly Role[] = ['RA_ADMIN', 'RA_DOCTOR', 'RA_NURSE'];
/** The roles with `measurementEventAlerts` read or write by default. */
export const ALERT_READERS: readonly Role[] = [...ALERT_WRITERS, 'RA_OSS'];

/**
 * The outcomes of a document route for the route examples' document: the guest's own, with the
 * seeded default permission of every role.
 */
function documentOutcomes(need: 'read' | 'write'): Readonly<Record<Caller, Outcome>> {
  return byCaller((caller) => {
    if (caller === 'anonymous') return unauthenticated;
    const outcome = documentAccessOutcome(need, SEEDED_DOCUMENT_PERMISSIONS[caller], true, caller);
    return outcome;
  });
}

/** Every route of the app (with the web app built, fault hooks on, CSP reports listed). */
export const AUTHZ_MATRIX: Readonly<Record<RouteKey, MatrixEntry>> = {
  // auth
  'POST /api/auth/sign-in': {
    outcomes: everyone(),
    note: 'a session token is ignored: signing in again opens another session',
  },
  'POST /api/auth/sign-out': { outcomes: signedIn(), note: 'revokes the caller’s own session' },
  'POST /api/auth/extend-session': {
    outcomes: signedIn(),
    note: 'moves the caller’s own session’s idle expiry',
  },

  // credentials (src/routes/credentials/)
  'POST /api/auth/forgot-password': {
    outcomes: everyone(),
    note: 'the same answer for any username; 10 a minute per address, 5 mails per account an hour',
  },
  'POST /api/auth/check-token': {
    outcomes: everyone(),
    note: 'the one-time link is the credential',
  },
  'POST /api/auth/reset-password': {
    outcomes: everyone(),
    note: 'the one-time link is the credential; ends every session of its account',
  },
  'POST /api/auth/define-credential': {
    outcomes: everyone(),
    note: 'the one-time link is the credential; ends every session of its account',
  },
  'POST /api/auth/credential-invitation': {
    outcomes: onlyRoles(['RA_ADMIN']),
    note: 'administrators mail an account its define-credential link; not their own (E018)',
  },

  // remote configuration (src/routes/remote-config.ts)
  'GET /api/conf/remote-config': {
    ...publicRead,
    note: 'the login page reads the maintenance flag before anyone signs in',
  },
  'PUT /api/conf/remote-config': {
    outcomes: onlyRoles(['RA_ADMIN']),
    note: 'administrators set flags (maintenance)',
  },

  // module access (src/routes/module-access.ts)
  'GET /api/module-access': { outcomes: signedIn(), note: 'the caller’s own levels' },
  'GET /api/admin/module-access': {
    outcomes: onlyRoles(['RA_ADMIN']),
    note: 'administrators (module `configuration`: read)',
  },
  'PUT /api/admin/module-access': {
    outcomes: onlyRoles(['RA_ADMIN']),
    note: 'administrators (module `configuration`: write); never away from themselves (E036)',
  },

  // personal
  'GET /api/personal/myInfo': { outcomes: signedIn(), note: 'the caller’s own data only' },
  'GET /api/personal/structure/MY_INFO_EDIT/': {
    outcomes: signedIn(),
    note: 'the caller’s own profile form',
  },
  'PUT /api/personal/myInfo': { outcomes: signedIn(), note: 'the caller’s own writable fields' },
  'POST /api/personal/myInfo': { outcomes: signedIn(), note: 'the caller’s own photo' },
  'DELETE /api/personal/deleteImageProfile': {
    outcomes: signedIn(),
    note: 'the caller’s own photo',
  },
  'GET /api/personal/get-config/': { outcomes: signedIn(), note: 'the caller’s own settings' },
  'POST /api/personal/set-config/': { outcomes: signedIn(), note: 'the caller’s own settings' },
  'GET /api/care/api/v1/drafts/key': {
    outcomes: signedIn(),
    note: 'the caller’s own draft key',
  },

  // personal documents (src/routes/documents/). The examples use a new document of the guest
  // with the seeded default permissions (ADMIN W, OSS R, DOCTOR W, SECRETARY R, NURSE W,
  // GUEST_ASSISTANCE N, GUEST W); DOCUMENT_ACCESS in ./documents.ts states every route for every
  // role, W/R/N and own or other account, and documents.test.ts calls them all.
  'GET /api/document/structure': { outcomes: signedIn(), note: 'role rows and tags' },
  'POST /api/document': {
    outcomes: signedIn(),
    note: 'any account for staff; a guest only for their own account',
  },
  'PUT /api/document/:id': {
    outcomes: documentOutcomes('write'),
    note: 'RW only: the role’s W on the document',
  },
  'GET /api/document/:id': {
    outcomes: documentOutcomes('read'),
    note: 'RW or R; D answers 403 and nothing of the content',
  },
  'GET /api/document/:id/history': { outcomes: documentOutcomes('read'), note: 'RW or R' },
  'POST /api/document/:id/attachment': { outcomes: documentOutcomes('write'), note: 'RW only' },
  'GET /api/attachment/:id': { outcomes: documentOutcomes('read'), note: 'RW or R' },
  'DELETE /api/attachment/:id': {
    outcomes: documentOutcomes('write'),
    note: 'RW only; archives (status D)',
  },
  'GET /api/document': {
    outcomes: signedIn(),
    note: 'lists only the documents the caller may read',
  },
  'GET /api/document/api/v1/dashboard/to-expire': {
    outcomes: signedIn(),
    note: 'lists only the documents the caller may read',
  },
  'GET /api/document/api/v1/dashboard/expired': {
    outcomes: signedIn(),
    note: 'lists only the documents the caller may read',
  },
  'GET /api/document/audit': {
    outcomes: onlyRoles(['RA_ADMIN']),
    note: 'administrators read the document audit log',
  },

  // guests (src/routes/guests.ts; STAFF_ROLES and PEOPLE_MANAGERS of @care/api-client)
  'GET /api/care/api/v1/guest/complete-list': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: 'every staff role reads the guest list; guests do not',
  },
  'GET /api/care/api/v1/guest/detail/:id/history': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: 'every staff role',
  },
  'GET /api/care/api/v1/guest/detail/:id/chart-header': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: 'the guest chart’s header: staff roles with `summary` at read, as for the person detail',
  },
  'GET /api/care/api/v1/guest/dashboard': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: 'the home dashboard’s guest counts: every staff role',
  },
  'GET /api/care/api/v1/guest/with-allergy': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: 'the home dashboard’s allergy widget: every staff role',
  },
  'GET /api/care/api/v1/guest/birthday': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: 'the home dashboard’s birthday widget: every staff role',
  },
  'PUT /api/care/api/v1/guest/dismiss/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'secretaries and administrators; recorded in the history',
  },
  'PUT /api/care/api/v1/guest/suspend/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'secretaries and administrators; recorded in the history',
  },
  'PUT /api/care/api/v1/guest/actual/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'secretaries and administrators; recorded in the history',
  },

  // diary (src/routes/diary.ts, diary-changes.ts; docs/behaviour/diary.md): the module `diary`
  // at its default levels (write: ADMIN, OSS, DOCTOR, NURSE; read: GUEST_ASSISTANCE, GUEST). The
  // examples name a guest of the caller's group, and entries on it written by the demo nurse.
  'POST /api/care/api/v1/diary/guest/:id/entries': {
    outcomes: onlyRoles(DIARY_WRITERS),
    note: 'staff with `diary` write, on a guest of their groups; never a guest',
  },
  'GET /api/care/api/v1/diary/guest/:id/entries': {
    outcomes: onlyRoles(DIARY_STAFF_READERS),
    note: '`diary` read, on a guest of their groups; a guest only their own diary (403 here)',
  },
  'GET /api/care/api/v1/diary/dashboard/significant-events/:id': {
    outcomes: onlyRoles(DIARY_STAFF_READERS),
    note: 'the chart’s summary: as the guest’s diary',
  },
  'GET /api/care/api/v1/diary/entry/:id': {
    outcomes: onlyRoles(DIARY_STAFF_READERS),
    note: 'as the guest’s diary',
  },
  'GET /api/care/api/v1/diary/categories': {
    outcomes: onlyRoles(DIARY_READERS),
    note: '`diary` read',
  },
  'POST /api/care/api/v1/diary/categories': {
    outcomes: onlyRoles(['RA_ADMIN']),
    note: 'administrators add the facility’s own categories',
  },
  'PUT /api/care/api/v1/diary/categories/:id': {
    outcomes: onlyRoles(['RA_ADMIN']),
    note: 'administrators rename the facility’s own categories, take one out of or back in use',
  },
  'POST /api/care/api/v1/diary/read': {
    outcomes: onlyRoles(DIARY_READERS),
    note: '`diary` read; ids of entries the caller may not reach are ignored',
  },
  'GET /api/care/api/v1/diary/unread-count': {
    outcomes: onlyRoles(DIARY_READERS),
    note: '`diary` read; the caller’s own badge',
  },
  'PUT /api/care/api/v1/diary/entry/:id/correct': {
    outcomes: onlyRoles(['RA_NURSE']),
    note: 'the author only (the example’s entry is the demo nurse’s), within 60 minutes',
  },
  'PUT /api/care/api/v1/diary/entry/:id/amend': {
    outcomes: onlyRoles(DIARY_WRITERS),
    note: '`diary` write, with a reason; the original is kept',
  },
  'PUT /api/care/api/v1/diary/entry/:id/entered-in-error': {
    outcomes: onlyRoles(DIARY_WRITERS),
    note: '`diary` write, with a reason; the entry stays, marked',
  },
  'POST /api/care/api/v1/diary/entry/:id/attachments': {
    outcomes: onlyRoles(DIARY_WRITERS),
    note: '`diary` write, on an entry of a guest of their groups; the documents’ upload rules',
  },
  'GET /api/care/api/v1/diary/entry/:id/attachments': {
    outcomes: onlyRoles(DIARY_STAFF_READERS),
    note: 'as the entry: `diary` read; a guest only their own diary’s',
  },
  'GET /api/care/api/v1/diary/attachment/:id': {
    outcomes: onlyRoles(DIARY_STAFF_READERS),
    note: 'the file, as the entry: `diary` read; a guest only their own diary’s',
  },
  'PUT /api/care/api/v1/diary/attachment/:id/archive': {
    outcomes: onlyRoles(DIARY_WRITERS),
    note: '`diary` write; archived, never deleted',
  },
  'POST /api/care/api/v1/diary/entry/:id/acknowledge': {
    outcomes: onlyRoles(DIARY_WRITERS),
    note: '`diary` write and the `diary.alerts` flag',
  },
  'GET /api/care/api/v1/diary/dashboard/critical-event': {
    outcomes: onlyRoles(DIARY_STAFF_READERS),
    note: 'the home widget: staff with `diary` read and the `diary.alerts` flag',
  },
  'GET /api/care/api/v1/diary/facility': {
    outcomes: onlyRoles(['RA_ADMIN', 'RA_OSS', 'RA_NURSE', 'RA_GUEST_ASSISTANCE']),
    note: 'staff with `diary` read and the `diary.manager` flag (the demo doctor’s map withholds it)',
  },
  'GET /api/care/api/v1/diary/facility/entries': {
    outcomes: onlyRoles(['RA_ADMIN', 'RA_OSS', 'RA_NURSE', 'RA_GUEST_ASSISTANCE']),
    note: 'as the facility overview: `diary` read and the `diary.manager` flag',
  },
  'GET /api/care/api/v1/diary/handover': {
    outcomes: onlyRoles(DIARY_STAFF_READERS),
    note: 'the handover: staff with `diary` read, on their groups’ guests; never a guest',
  },
  'GET /api/care/api/v1/diary/handover/pdf': {
    outcomes: onlyRoles(DIARY_STAFF_READERS),
    note: 'the handover as a PDF: as the handover',
  },
  'POST /api/care/api/v1/diary/handover/read': {
    outcomes: onlyRoles(DIARY_STAFF_READERS),
    note: 'records the caller’s own handover read: staff with `diary` read',
  },
  'GET /api/care/api/v1/diary/handover/readers': {
    outcomes: onlyRoles(['RA_ADMIN', 'RA_OSS', 'RA_NURSE', 'RA_GUEST_ASSISTANCE']),
    note: '“handover read up to”: `diary` read and the `diary.manager` flag, as the overview',
  },

  // activities (src/routes/activity.ts; docs/behaviour/activities.md): the module `activity` at
  // its default levels (write: ADMIN, OSS, SECRETARY, NURSE; read: DOCTOR, GUEST_ASSISTANCE; a
  // guest's read is their own programme, `activity/mine`; every other route is for staff). The
  // examples name a fresh activity of
  // the caller's group, started an hour ago, with a seeded guest of the group enrolled.
  'GET /api/care/api/v1/activity': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: 'staff with `activity` read, for one of their groups; never a guest',
  },
  'GET /api/care/api/v1/activity/leaders': {
    outcomes: onlyRoles(ACTIVITY_WRITERS),
    note: 'the leader autocomplete: staff with `activity` write, on one of their groups',
  },
  'GET /api/care/api/v1/activity/mine': {
    outcomes: onlyRoles(['RA_GUEST']),
    note: 'a guest’s own programme: the activities of their groups and their own enrolment',
  },
  'POST /api/care/api/v1/activity': {
    outcomes: onlyRoles(ACTIVITY_WRITERS),
    note: 'staff with `activity` write, in one of their groups',
  },
  'GET /api/care/api/v1/activity/:id': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: '`activity` read, an activity of their groups',
  },
  'PUT /api/care/api/v1/activity/:id': {
    outcomes: onlyRoles(ACTIVITY_WRITERS),
    note: '`activity` write, an activity of their groups',
  },
  'PUT /api/care/api/v1/activity/:id/cancel': {
    outcomes: onlyRoles(ACTIVITY_WRITERS),
    note: '`activity` write; the activity is kept, marked',
  },
  'POST /api/care/api/v1/activity/:id/enrolments': {
    outcomes: onlyRoles(ACTIVITY_WRITERS),
    note: '`activity` write; a guest of the activity’s group, within the capacity',
  },
  'DELETE /api/care/api/v1/activity/:id/enrolments/:guest': {
    outcomes: onlyRoles(ACTIVITY_WRITERS),
    note: '`activity` write',
  },
  'GET /api/care/api/v1/activity/:id/attendance': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: '`activity` read',
  },
  'PUT /api/care/api/v1/activity/:id/attendance': {
    outcomes: onlyRoles(ACTIVITY_WRITERS),
    note: '`activity` write, once the occurrence started; writes or amends diary entries',
  },
  'GET /api/care/api/v1/activity/guest/:id/participation': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: '`activity` read, on a guest of their groups',
  },

  // measurements (src/routes/measurement*.ts; docs/behaviour/measurements.md): the modules
  // `measurement` (write: ADMIN, OSS, DOCTOR, NURSE; read: GUEST_ASSISTANCE, GUEST) and
  // `measurementEventAlerts` (write: ADMIN, DOCTOR, NURSE; read: OSS) at their default levels.
  // The examples name a seeded guest of the caller's group and fresh readings, alerts and
  // devices on it.
  'POST /api/care/api/v1/measurement/guest/:id/readings': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: 'staff with `measurement` write, on a guest of their groups; never a guest',
  },
  'GET /api/care/api/v1/measurement/guest/:id/readings': {
    outcomes: onlyRoles(MEASUREMENT_STAFF_READERS),
    note: '`measurement` read, on a guest of their groups; a guest only their own (403 here)',
  },
  'GET /api/care/api/v1/measurement/guest/:id/series': {
    outcomes: onlyRoles(MEASUREMENT_STAFF_READERS),
    note: 'as the guest’s readings',
  },
  'GET /api/care/api/v1/measurement/guest/:id/water-balance': {
    outcomes: onlyRoles(MEASUREMENT_STAFF_READERS),
    note: 'as the guest’s readings',
  },
  'POST /api/care/api/v1/measurement/guest/:id/vital-signs': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: 'as a reading',
  },
  'PUT /api/care/api/v1/measurement/reading/:id/entered-in-error': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: '`measurement` write, with a reason; the reading stays, marked',
  },
  'GET /api/care/api/v1/measurement/round': {
    outcomes: onlyRoles(MEASUREMENT_STAFF_READERS),
    note: 'staff with `measurement` read and the `measurement.allUsers` flag, for one of their groups',
  },
  'POST /api/care/api/v1/measurement/round': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: '`measurement` write and `measurement.allUsers`, on guests of their groups',
  },
  'GET /api/care/api/v1/measurement/latest': {
    outcomes: onlyRoles(MEASUREMENT_STAFF_READERS),
    note: 'as the round sheet',
  },
  'GET /api/care/api/v1/measurement/thresholds': {
    outcomes: onlyRoles(MEASUREMENT_READERS),
    note: 'the facility defaults: `measurement` read',
  },
  'GET /api/care/api/v1/measurement/guest/:id/thresholds': {
    outcomes: onlyRoles(MEASUREMENT_STAFF_READERS),
    note: 'as the guest’s readings',
  },
  'PUT /api/care/api/v1/measurement/guest/:id/thresholds/:parameter': {
    outcomes: onlyRoles(['RA_DOCTOR']),
    note: 'doctors only (`measurement` write and the role), with a reason; the history is kept',
  },
  'GET /api/care/api/v1/measurement/guest/:id/profile': {
    outcomes: onlyRoles(MEASUREMENT_STAFF_READERS),
    note: 'as the guest’s readings',
  },
  'PUT /api/care/api/v1/measurement/guest/:id/profile': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: '`measurement` write (the height); the SpO2 scale: doctors',
  },
  'GET /api/care/api/v1/measurement/settings': {
    outcomes: onlyRoles(MEASUREMENT_READERS),
    note: '`measurement` read',
  },
  'PUT /api/care/api/v1/measurement/settings': {
    outcomes: onlyRoles(['RA_ADMIN']),
    note: 'administrators',
  },
  'GET /api/care/api/v1/measurement/guest/:id/alerts': {
    outcomes: onlyRoles(ALERT_READERS),
    note: 'staff with `measurementEventAlerts` read, on a guest of their groups',
  },
  'POST /api/care/api/v1/measurement/alert/:id/acknowledge': {
    outcomes: onlyRoles(ALERT_WRITERS),
    note: '`measurementEventAlerts` write; writes the note in the guest’s diary',
  },
  'GET /api/care/api/v1/measurement/dashboard/critical-event': {
    outcomes: onlyRoles(ALERT_READERS),
    note: 'the home widget: staff with `measurementEventAlerts` read',
  },
  'GET /api/care/api/v1/measurement/dashboard/critical-value': {
    outcomes: onlyRoles(ALERT_READERS),
    note: 'the home widget: staff with `measurementEventAlerts` read',
  },
  'GET /api/care/api/v1/measurement/guest/:id/schedules': {
    outcomes: onlyRoles(MEASUREMENT_STAFF_READERS),
    note: 'as the guest’s readings',
  },
  'PUT /api/care/api/v1/measurement/guest/:id/schedules': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: '`measurement` write',
  },
  'GET /api/care/api/v1/measurement/overdue': {
    outcomes: onlyRoles(MEASUREMENT_STAFF_READERS),
    note: 'as the round sheet',
  },
  'GET /api/care/api/v1/measurement/device': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: 'the register: staff with `measurement` write, for one of their groups',
  },
  'POST /api/care/api/v1/measurement/device': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: 'as the register; the key is answered once',
  },
  'PUT /api/care/api/v1/measurement/device/:id': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: 'as the register',
  },
  'POST /api/care/api/v1/measurement/device/:id/revoke': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: 'as the register',
  },
  'POST /api/care/api/v1/measurement/device/:id/key': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: 'as the register',
  },
  'GET /api/care/api/v1/measurement/device/queue': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: 'as the register',
  },
  'POST /api/care/api/v1/measurement/device/queue/:id/assign': {
    outcomes: onlyRoles(MEASUREMENT_WRITERS),
    note: 'as the register, on a guest of their groups',
  },
  'POST /api/care/api/v1/measurement/device/readings': {
    outcomes: everyone(),
    note: 'the devices’ ingestion: no session; the device’s own key (X-Device-Key), else 401 E048',
  },

  // exports (src/routes/exports.ts)
  'GET /api/exports/:type': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: 'every staff role, on a guest of their groups; written to the export audit log',
  },
  'GET /api/exports/:type/group': {
    outcomes: onlyRoles(DIARY_STAFF_READERS),
    note: 'the example is `DIARY`: staff who read the diary, on one of their groups; a line per guest in the export audit log',
  },

  // person detail (src/routes/people.ts)
  'GET /api/personal-data/api/v1/personal-data/structure/:code': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: 'staff roles; read-only fields for those who may not change people',
  },
  'GET /api/personal-data/api/v1/personal-data/specific-personal-data/:id': {
    outcomes: onlyRoles(STAFF_ROLES),
    note: 'staff roles',
  },
  'PUT /api/personal-data/api/v1/personal-data/specific-personal-data/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'secretaries and administrators, up to their own role, not their own (E018); writable fields only',
  },
  'GET /api/personal-data/api/v1/personal-data/profile-image-account/:id': {
    outcomes: onlyRoles(STAFF_ROLES, ok(204)),
    note: 'staff roles for any account (204: no photo), anyone for their own',
  },
  'PUT /api/personal-data/api/v1/personal-data/profile-image/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'secretaries and administrators, up to their own role; not their own (E018)',
  },
  'DELETE /api/personal-data/api/v1/personal-data/profile-image/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'secretaries and administrators, up to their own role; not their own (E018)',
  },

  // account actions (src/routes/people.ts, src/people/account-actions.ts). Every route that acts
  // on a person's record is also checked target role by target role: ./matrix-targets.ts
  'PUT /api/personal/delete-subscription/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'blocks a login: sessions and sockets end at once; not one’s own (E018)',
  },
  'PUT /api/personal/restore-subscription/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'secretaries and administrators; not one’s own (E018)',
  },
  'PUT /api/personal/generate-subscription/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'mails a define-credential link; not one’s own (E018)',
  },
  'PUT /api/personal/reset-subscription/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'the password stops working, a new link is mailed; not one’s own (E018)',
  },
  'PUT /api/personal/reset-password/:id': {
    outcomes: onlyRoles(PEOPLE_MANAGERS),
    note: 'mails a reset-password link; not one’s own (E018)',
  },

  // i18n (examples beside the routes, src/routes/i18n.ts)
  'GET /api/personal/locale/': { ...publicRead, note: 'the login page needs it' },
  'GET /api/personal/translation/:locale': { ...publicRead, note: 'the login page needs it' },
  'PUT /api/personal/translation/:locale': {
    outcomes: onlyRoles(['RA_ADMIN']),
    note: 'translators: administrators only',
  },
  'POST /api/personal/addTerm/': { outcomes: signedIn(), note: 'missing-term reports' },
  'POST /api/public/addTerm/': {
    outcomes: everyone(),
    note: 'logged-out missing-term reports; 1 KiB body, stricter rate limit, at most 10 000 terms',
  },
  'GET /api/personal/legal-terms/:lang': {
    ...publicRead,
    note: 'sanitized legal texts; the logged-out terms page needs them',
  },
  'GET /api/product/legal': publicRead,
  'GET /api/personal/logo': publicRead,

  // help (src/routes/help.ts; docs/behaviour/help.md#who-may-read-it)
  'GET /api/help/:lang': {
    outcomes: signedIn(),
    note: 'the help index: every signed-in user; not before sign-in',
  },
  'GET /api/help/:lang/:page': { outcomes: signedIn(), note: 'one help page, as the index' },

  // notifications (src/realtime)
  'GET /api/notifications/socket': {
    outcomes: everyone({ status: 426, errorCode: 'E016' }),
    note: 'WebSocket only (a plain GET answers 426); the session comes in the first frame, for the user’s own channel only (4401/4403)',
  },
  'POST /api/notifications': {
    outcomes: onlyRoles(['RA_ADMIN']),
    note: 'administrators send a message to a user',
  },

  // meta and security
  'GET /api/health': { ...publicRead, note: 'for load balancers' },
  'GET /meta.json': publicRead,
  'POST /api/csp-report': { outcomes: everyone(ok(204)), note: 'browsers post without a session' },
  'GET /api/csp-report': {
    outcomes: everyone(),
    note: 'only outside production or with CSP_REPORTS_EXPOSED=1',
  },

  // documentation and the web app
  'GET /docs': publicRead,
  'GET /docs/openapi.json': publicRead,
  'GET /docs/docs.css': publicRead,
  'GET /': { ...publicRead, note: 'index.html with its CSP nonce' },
  'GET /index.html': publicRead,
  'GET /*': {
    ...publicRead,
    note: 'the built web app’s files (@fastify/static)',
    example: { path: '/favicon.svg' },
  },

  // test aids: absent in production
  'POST /api/__test__/faults': {
    outcomes: everyone(),
    note: 'only with FAULTS_ENABLED=1 outside production',
  },
  'GET /api/__test__/faults': {
    outcomes: everyone(),
    note: 'only with FAULTS_ENABLED=1 outside production',
  },
  'DELETE /api/__test__/faults': {
    outcomes: everyone(),
    note: 'only with FAULTS_ENABLED=1 outside production',
  },
  'POST /api/__test__/clock': {
    outcomes: everyone(),
    note: 'only with FAULTS_ENABLED=1 outside production',
  },
  'POST /api/__test__/session/expire': {
    outcomes: signedIn(),
    note: 'ends the caller’s own session; only with FAULTS_ENABLED=1 outside production',
  },
  'GET /api/__test__/mail': {
    outcomes: everyone(),
    note: 'the development outbox; only with FAULTS_ENABLED=1 or MAIL_OUTBOX_EXPOSED=1 outside production',
  },
  'POST /api/__test__/notifications': {
    outcomes: everyone(),
    note: 'only with FAULTS_ENABLED=1 or NOTIFICATIONS_TEST_PUBLISH=1 outside production',
  },
};

const SHORT_NAMES: Record<Caller, string> = {
  anonymous: 'anonymous',
  RA_ADMIN: 'ADMIN',
  RA_OSS: 'OSS',
  RA_DOCTOR: 'DOCTOR',
  RA_SECRETARY: 'SECRETARY',
  RA_NURSE: 'NURSE',
  RA_GUEST_ASSISTANCE: 'GUEST_ASSISTANCE',
  RA_GUEST: 'GUEST',
};

/** An outcome as a table cell: `200`, `401 E005`. */
export function outcomeText(outcome: Outcome): string {
  return outcome.errorCode ? `${outcome.status} ${outcome.errorCode}` : String(outcome.status);
}

const pathOf = (key: string) => key.slice(key.indexOf(' ') + 1);

/** The matrix as rows of cells, header first (route, then one column per caller, then notes). */
export function authzMatrixRows(
  matrix: Readonly<Record<string, MatrixEntry>> = AUTHZ_MATRIX,
): string[][] {
  const header = ['Route', ...CALLERS.map((caller) => SHORT_NAMES[caller]), 'Note'];
  const rows = Object.entries(matrix)
    .sort(([a], [b]) => pathOf(a).localeCompare(pathOf(b)) || a.localeCompare(b))
    .map(([key, entry]) => [
      key,
      ...CALLERS.map((caller) => outcomeText(entry.outcomes[caller])),
      entry.note ?? '',
    ]);
  return [header, ...rows];
}

/** The matrix as a Markdown table (README, review). */
export function renderAuthzMatrix(
  matrix: Readonly<Record<string, MatrixEntry>> = AUTHZ_MATRIX,
): string {
  const [header = [], ...rows] = authzMatrixRows(matrix);
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [
    line(header),
    line(header.map(() => '---')),
    ...rows.map((row) => line(row.map((c, i) => (i === 0 ? `\`${c}\`` : c)))),
  ].join('\n');
}
