import type { ApiRoute } from './routes';

/**
 * The routes of the activities (docs/behaviour/activities.md), by endpoint: a table of its own, so that they load with the module's
 * endpoints, not with every page's first load (`CORE_ROUTES` explains the shape).
 */
export const ACTIVITY_ROUTES = {
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
} as const satisfies Record<string, ApiRoute>;
