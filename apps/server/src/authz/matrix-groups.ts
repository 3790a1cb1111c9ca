/**
 * The group scope of the guest routes (see the server README, "Group scope"): for every route
 * that reads or writes guests or their records, what a staff caller of one group gets on a guest
 * of their own group and on a guest of another group. `matrix-groups.test.ts` takes every route
 * of the app tagged `guests`, `people` or `documents` in the contract, fails when one has no entry
 * here (or an entry names no route), and calls every scoped route as every staff role, in its own
 * group and in the other one. The own-group outcome is the authorization matrix's; the
 * other-group outcome follows from it.
 */
import { ROLES, type Role } from '@care/api-client/schemas';
import { ALL_GROUP_ROLES } from '../people/scope';
import { AUTHZ_MATRIX, forbidden, outcomeText, type Outcome, type RouteKey } from './matrix';

/** Contract tags whose routes touch guests or their records: each needs an entry below. */
export const GUEST_ROUTE_TAGS: readonly string[] = [
  'guests',
  'people',
  'documents',
  'exports',
  'diary',
  'activity',
  'measurement',
];

/** The callers of the group matrix: the staff roles (a guest reaches only their own records). */
export const GROUP_SCOPE_CALLERS: readonly Role[] = ROLES.filter((role) => role !== 'RA_GUEST');

/** How a guest route meets the group scope. */
export interface GroupScopeRule {
  /**
   * `record`: the example names a guest (or a guest's record, or a group: the guest list's
   * `groupId`) of the fixture's group; another group's answers 403 E013.
   * `filtered`: a list that leaves out records of guests of other groups (their tests check it).
   * `none`: touches no guest record (form structures, the audit log).
   * `author`: the caller's own records only (a diary correction): whose group they are in was
   * checked when they were written; the route's own tests check the scope.
   */
  scope: 'record' | 'filtered' | 'none' | 'author';
  note: string;
}

const record = (note: string): GroupScopeRule => ({ scope: 'record', note });
const filtered = (note: string): GroupScopeRule => ({ scope: 'filtered', note });
const none = (note: string): GroupScopeRule => ({ scope: 'none', note });
const author = (note: string): GroupScopeRule => ({ scope: 'author', note });

/** Every guest route of the app. */
export const GROUP_SCOPE_MATRIX: Readonly<Record<RouteKey, GroupScopeRule>> = {
  // guests (src/routes/guests.ts)
  'GET /api/care/api/v1/guest/complete-list': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/guest/detail/:id/history': record('the guest’s history'),
  'GET /api/care/api/v1/guest/detail/:id/chart-header': record('the guest’s chart header'),
  'GET /api/care/api/v1/guest/dashboard': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/guest/with-allergy': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/guest/birthday': record('`groupId`: one of the caller’s groups'),
  'PUT /api/care/api/v1/guest/dismiss/:id': record('status change'),
  'PUT /api/care/api/v1/guest/suspend/:id': record('status change'),
  'PUT /api/care/api/v1/guest/actual/:id': record('status change'),

  // diary (src/routes/diary.ts, diary-changes.ts)
  'POST /api/care/api/v1/diary/guest/:id/entries': record('a new entry for the guest'),
  'GET /api/care/api/v1/diary/guest/:id/entries': record('the guest’s diary'),
  'GET /api/care/api/v1/diary/dashboard/significant-events/:id': record('the guest’s diary'),
  'GET /api/care/api/v1/diary/entry/:id': record('an entry of the guest'),
  'PUT /api/care/api/v1/diary/entry/:id/correct': author('the author’s own entry'),
  'PUT /api/care/api/v1/diary/entry/:id/amend': record('an entry of the guest'),
  'PUT /api/care/api/v1/diary/entry/:id/entered-in-error': record('an entry of the guest'),
  'POST /api/care/api/v1/diary/entry/:id/acknowledge': record('a critical entry of the guest'),
  'POST /api/care/api/v1/diary/entry/:id/attachments': record('an entry of the guest'),
  'GET /api/care/api/v1/diary/entry/:id/attachments': record('an entry of the guest'),
  'GET /api/care/api/v1/diary/attachment/:id': record('a file of an entry of the guest'),
  'PUT /api/care/api/v1/diary/attachment/:id/archive': record('a file of an entry of the guest'),
  'POST /api/care/api/v1/diary/read': filtered('entries of other groups’ guests are ignored'),
  'GET /api/care/api/v1/diary/unread-count': filtered('other groups’ guests are left out'),
  'GET /api/care/api/v1/diary/categories': none('the categories, no guest'),
  'POST /api/care/api/v1/diary/categories': none('a new category, no guest'),
  'PUT /api/care/api/v1/diary/categories/:id': none('a category, no guest'),
  'GET /api/care/api/v1/diary/facility': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/diary/facility/entries': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/diary/dashboard/critical-event': record(
    '`groupId`: one of the caller’s groups',
  ),
  'GET /api/care/api/v1/diary/handover': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/diary/handover/pdf': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/diary/handover/readers': record('`groupId`: one of the caller’s groups'),
  'POST /api/care/api/v1/diary/handover/read': none('the caller’s own read, no guest'),

  // activities (src/routes/activity.ts): an activity belongs to a group
  'GET /api/care/api/v1/activity': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/activity/leaders': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/activity/mine': none('guests only: the caller’s own programme'),
  'POST /api/care/api/v1/activity': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/activity/:id': record('an activity of the group'),
  'PUT /api/care/api/v1/activity/:id': record('an activity of the group'),
  'PUT /api/care/api/v1/activity/:id/cancel': record('an activity of the group'),
  'POST /api/care/api/v1/activity/:id/enrolments': record('an activity and a guest of the group'),
  'DELETE /api/care/api/v1/activity/:id/enrolments/:guest': record('an activity of the group'),
  'GET /api/care/api/v1/activity/:id/attendance': record('an activity of the group'),
  'PUT /api/care/api/v1/activity/:id/attendance': record(
    'an activity of the group; writes the guests’ diaries',
  ),
  'GET /api/care/api/v1/activity/guest/:id/participation': record('the guest’s participation'),

  // measurements (src/routes/measurement*.ts)
  'POST /api/care/api/v1/measurement/guest/:id/readings': record('the guest’s measurements'),
  'GET /api/care/api/v1/measurement/guest/:id/readings': record('the guest’s measurements'),
  'GET /api/care/api/v1/measurement/guest/:id/series': record('the guest’s measurements'),
  'GET /api/care/api/v1/measurement/guest/:id/water-balance': record('the guest’s measurements'),
  'POST /api/care/api/v1/measurement/guest/:id/vital-signs': record('the guest’s measurements'),
  'PUT /api/care/api/v1/measurement/reading/:id/entered-in-error': record('a reading of the guest'),
  'GET /api/care/api/v1/measurement/round': record('`groupId`: one of the caller’s groups'),
  'POST /api/care/api/v1/measurement/round': record('guests of the caller’s groups'),
  'GET /api/care/api/v1/measurement/latest': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/measurement/thresholds': none('the facility defaults, no guest'),
  'GET /api/care/api/v1/measurement/guest/:id/thresholds': record('the guest’s measurements'),
  'PUT /api/care/api/v1/measurement/guest/:id/thresholds/:parameter': record(
    'the guest’s measurements',
  ),
  'GET /api/care/api/v1/measurement/guest/:id/profile': record('the guest’s measurements'),
  'PUT /api/care/api/v1/measurement/guest/:id/profile': record('the guest’s measurements'),
  'GET /api/care/api/v1/measurement/settings': none('the facility settings, no guest'),
  'PUT /api/care/api/v1/measurement/settings': none('the facility settings, no guest'),
  'GET /api/care/api/v1/measurement/guest/:id/alerts': record('the guest’s measurements'),
  'POST /api/care/api/v1/measurement/alert/:id/acknowledge': record('an alert of the guest'),
  'GET /api/care/api/v1/measurement/dashboard/critical-event': record(
    '`groupId`: one of the caller’s groups',
  ),
  'GET /api/care/api/v1/measurement/dashboard/critical-value': record(
    '`groupId`: one of the caller’s groups',
  ),
  'GET /api/care/api/v1/measurement/guest/:id/schedules': record('the guest’s measurements'),
  'PUT /api/care/api/v1/measurement/guest/:id/schedules': record('the guest’s measurements'),
  'GET /api/care/api/v1/measurement/overdue': record('`groupId`: one of the caller’s groups'),
  'GET /api/care/api/v1/measurement/device': record('`groupId`: one of the caller’s groups'),
  'POST /api/care/api/v1/measurement/device': record('a group or guest of the caller’s groups'),
  'PUT /api/care/api/v1/measurement/device/:id': record('a device or queued reading of the group'),
  'POST /api/care/api/v1/measurement/device/:id/revoke': record(
    'a device or queued reading of the group',
  ),
  'POST /api/care/api/v1/measurement/device/:id/key': record(
    'a device or queued reading of the group',
  ),
  'GET /api/care/api/v1/measurement/device/queue': record('`groupId`: one of the caller’s groups'),
  'POST /api/care/api/v1/measurement/device/queue/:id/assign': record(
    'a device or queued reading of the group',
  ),
  'POST /api/care/api/v1/measurement/device/readings': none('a device’s key, no session'),

  // exports (src/routes/exports.ts)
  'GET /api/exports/:type': record('the guest’s records'),
  'GET /api/exports/:type/group': record('`groupId`: one of the caller’s groups'),

  // person detail and photos (src/routes/people.ts)
  'GET /api/personal-data/api/v1/personal-data/structure/:code': none('the form, no values'),
  'GET /api/personal-data/api/v1/personal-data/specific-personal-data/:id': record('detail'),
  'PUT /api/personal-data/api/v1/personal-data/specific-personal-data/:id': record('detail'),
  'GET /api/personal-data/api/v1/personal-data/profile-image-account/:id': record('photo'),
  'PUT /api/personal-data/api/v1/personal-data/profile-image/:id': record('photo'),
  'DELETE /api/personal-data/api/v1/personal-data/profile-image/:id': record('photo'),

  // account actions (src/routes/people.ts)
  'PUT /api/personal/delete-subscription/:id': record('account action'),
  'PUT /api/personal/restore-subscription/:id': record('account action'),
  'PUT /api/personal/generate-subscription/:id': record('account action'),
  'PUT /api/personal/reset-subscription/:id': record('account action'),
  'PUT /api/personal/reset-password/:id': record('account action'),

  // personal documents (src/routes/documents/): a document of a guest of another group is D
  'GET /api/document/structure': none('role rows and tags'),
  'POST /api/document': record('a document for the guest'),
  'PUT /api/document/:id': record('the guest’s document'),
  'GET /api/document/:id': record('the guest’s document'),
  'GET /api/document/:id/history': record('the guest’s document'),
  'POST /api/document/:id/attachment': record('the guest’s document'),
  'GET /api/attachment/:id': record('the guest’s document'),
  'DELETE /api/attachment/:id': record('the guest’s document'),
  'GET /api/document': filtered('another group’s guest’s documents are left out'),
  'GET /api/document/api/v1/dashboard/to-expire': filtered('left out, as in the list'),
  'GET /api/document/api/v1/dashboard/expired': filtered('left out, as in the list'),
  'GET /api/document/audit': none('administrators read the audit log'),
};

/** Whose guest the call names: one of the caller's groups, or another group. */
export type GuestGroup = 'own' | 'other';

/**
 * What a staff `caller` gets on `route` for a guest of `group`: in the own group, what the
 * authorization matrix says; in another group, a success turns into 403 E013 on a `record`
 * route, except for the roles that reach every group.
 */
export function groupScopeOutcome(route: RouteKey, caller: Role, group: GuestGroup): Outcome {
  const own = AUTHZ_MATRIX[route]?.outcomes[caller];
  if (!own) throw new Error(`${route} is not in the authorization matrix`);
  const rule = GROUP_SCOPE_MATRIX[route];
  if (group === 'own' || rule?.scope !== 'record' || own.status >= 400) return own;
  return ALL_GROUP_ROLES.includes(caller) ? own : forbidden;
}

/** The group matrix as a Markdown table: a row per route and group, a column per staff role. */
export function renderGroupScopeMatrix(): string {
  const header = ['Route', 'Guest of', ...GROUP_SCOPE_CALLERS.map((r) => r.slice(3)), 'Note'];
  const rows: string[][] = [];
  for (const [route, rule] of Object.entries(GROUP_SCOPE_MATRIX) as [RouteKey, GroupScopeRule][]) {
    const groups: GuestGroup[] = rule.scope === 'record' ? ['own', 'other'] : ['own'];
    for (const group of groups) {
      rows.push([
        `\`${route}\``,
        rule.scope === 'record' ? `${group} group` : rule.scope,
        ...GROUP_SCOPE_CALLERS.map((caller) =>
          outcomeText(groupScopeOutcome(route, caller, group)),
        ),
        rule.note,
      ]);
    }
  }
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
