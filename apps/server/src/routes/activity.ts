import {
  activityAttendanceResponseSchema,
  activityAttendanceWriteSchema,
  activityEnrolSchema,
  activityMineQuerySchema,
  activityMineResponseSchema,
  activityOccurrenceQuerySchema,
  activityParticipationResponseSchema,
  activityRangeQuerySchema,
  activityRangeResponseSchema,
  activityResponseSchema,
  activityWriteSchema,
  recordIdTextSchema,
} from '@care/api-client/schemas';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { getAttendance, recordAttendance } from '../activity/attendance';
import { enrol, unenrol } from '../activity/enrolments';
import {
  exampleActivity,
  exampleActivityBody,
  exampleActivityGuest,
  exampleGroup,
} from '../activity/examples';
import { guestProgramme } from '../activity/guest-programme';
import { participation } from '../activity/participation';
import { registerActivityLeaderRoute } from './activity-leaders';
import {
  ACTIVITY_BASE,
  ACTIVITY_READ,
  ACTIVITY_REACH_ERROR,
  ACTIVITY_WRITE,
} from './activity-shared';
import {
  activityRange,
  cancelActivity,
  createActivity,
  getActivity,
  updateActivity,
} from '../activity/programme';

const BASE = ACTIVITY_BASE;
const READ = ACTIVITY_READ;
const WRITE = ACTIVITY_WRITE;
const REACH_ERROR = ACTIVITY_REACH_ERROR;

const idParam = z.object({ id: recordIdTextSchema });
const guestParam = z.object({ id: recordIdTextSchema, guest: recordIdTextSchema });

const REACH =
  'Staff reach the activities of their groups (administrators every group); never a guest. ' +
  'Module `activity`: see docs/behaviour/module-access.md.';

const CANCELLED = { code: 'E034', status: 409, when: 'the activity is cancelled' } as const;
const BODY_ERRORS = [
  { code: 'E012', status: 400, when: 'a title or place missing or blank' },
  {
    code: 'E015',
    status: 400,
    when: 'a title, place or leader over 120 characters, a description over 2 000',
  },
  {
    code: 'E016',
    status: 400,
    when: 'an end before the start or more than a day after it, a capacity outside 1–200, a recurrence past a year or without weekdays, a leader who is no staff account, both a leader name and account, an unknown key',
  },
] as const;
const GUEST_ERRORS = [
  { code: 'E017', status: 404, when: 'no guest has that personalDataId' },
  { code: 'E016', status: 400, when: 'a guest who is not in the activity’s group' },
] as const;

/** The activities care module (docs/behaviour/activities.md). */
export function registerActivityRoutes(context: ServerContext): void {
  const { router } = context;
  registerActivityLeaderRoute(context);

  router.add({
    ...READ,
    method: 'GET',
    url: BASE,
    summary: 'The programme of a period: every occurrence, by start',
    description:
      '`?groupId=&from=&to=` (instants; at most 31 days): the occurrences of the group’s ' +
      'activities that overlap the period, recurrences expanded, each with the number of guests ' +
      `enrolled; cancelled ones marked. \`groupId\` defaults to the caller’s first group. ${REACH}`,
    query: activityRangeQuerySchema,
    response: activityRangeResponseSchema,
    example: async (fixture) => {
      const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
      const to = new Date(Date.now() + 4 * 86_400_000).toISOString();
      const groupId = await exampleGroup(fixture);
      return { path: `${BASE}?groupId=${groupId}&from=${from}&to=${to}` };
    },
    errors: [
      REACH_ERROR,
      { code: 'E016', status: 400, when: 'a reversed period or one over 31 days' },
    ],
    async handler({ caller, query }) {
      return { data: await activityRange(context.db, caller, query) };
    },
  });

  router.add({
    tags: ['activity'],
    auth: true,
    access: { roles: ['RA_GUEST'] },
    module: { id: 'activity', level: 'read' },
    method: 'GET',
    url: `${BASE}/mine`,
    summary: 'A guest’s own programme of a period, by start',
    description:
      '`?from=&to=` (instants; at most 31 days): the occurrences of the activities of the ' +
      'calling guest’s groups that are not cancelled, each with `takingPart` (the guest is ' +
      'enrolled) and the number of guests enrolled, never their names. Guests only; module ' +
      '`activity` read (docs/behaviour/activities.md#a-guests-own-programme).',
    query: activityMineQuerySchema,
    response: activityMineResponseSchema,
    example: () => {
      const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
      const to = new Date(Date.now() + 4 * 86_400_000).toISOString();
      return { path: `${BASE}/mine?from=${from}&to=${to}` };
    },
    errors: [
      { code: 'E013', status: 403, when: 'not a guest, or the role’s `activity` level is none' },
      { code: 'E016', status: 400, when: 'a reversed period or one over 31 days' },
    ],
    async handler({ caller, query }) {
      return { data: await guestProgramme(context.db, caller.accountId, query) };
    },
  });

  router.add({
    ...WRITE,
    method: 'POST',
    url: BASE,
    idempotent: true,
    summary: 'A new activity',
    description:
      'In one of the caller’s groups. Title and place 1–120 characters, description up to 2 000, ' +
      'the leader a name (up to 120) or a staff account, capacity 1–200 or none; a recurrence ' +
      '(`daily`, or `weekly` on `weekdays`) until a day at most a year after the first. The ' +
      `occurrences keep the wall-clock time of the caller’s \`X-Time-Zone\`. ${REACH}`,
    body: activityWriteSchema,
    response: activityResponseSchema,
    example: async (fixture) => ({ path: BASE, body: await exampleActivityBody(fixture) }),
    errors: [REACH_ERROR, ...BODY_ERRORS],
    async handler({ caller, body, timeZone }) {
      return { data: await createActivity(context, caller, body, timeZone) };
    },
  });

  router.add({
    ...READ,
    method: 'GET',
    url: `${BASE}/:id`,
    summary: 'One activity with its enrolled guests',
    description: REACH,
    params: idParam,
    response: activityResponseSchema,
    example: async (fixture) => ({ path: `${BASE}/${(await exampleActivity(fixture)).id}` }),
    errors: [REACH_ERROR],
    async handler({ caller, params }) {
      return { data: await getActivity(context.db, caller, params.id) };
    },
  });

  router.add({
    ...WRITE,
    method: 'PUT',
    url: `${BASE}/:id`,
    summary: 'Change an activity',
    description:
      'The whole activity as for a new one, in the same group. A capacity below the guests ' +
      `enrolled is 409 E045. Recorded attendance stays with the occurrence it was for. ${REACH}`,
    params: idParam,
    body: activityWriteSchema,
    response: activityResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/${(await exampleActivity(fixture)).id}`,
      body: { ...(await exampleActivityBody(fixture)), title: 'Chair gym' },
    }),
    errors: [
      REACH_ERROR,
      CANCELLED,
      ...BODY_ERRORS,
      { code: 'E045', status: 409, when: 'a capacity below the guests enrolled' },
    ],
    async handler({ caller, params, body, timeZone }) {
      return { data: await updateActivity(context, caller, params.id, body, timeZone) };
    },
  });

  router.add({
    ...WRITE,
    method: 'PUT',
    url: `${BASE}/:id/cancel`,
    summary: 'Cancel an activity',
    description:
      'Kept and marked cancelled, with its enrolments and attendance; cancelled already is no ' +
      `change. ${REACH}`,
    params: idParam,
    response: activityResponseSchema,
    example: async (fixture) => ({ path: `${BASE}/${(await exampleActivity(fixture)).id}/cancel` }),
    errors: [REACH_ERROR],
    async handler({ caller, params }) {
      return { data: await cancelActivity(context, caller, params.id) };
    },
  });

  router.add({
    ...WRITE,
    method: 'POST',
    url: `${BASE}/:id/enrolments`,
    idempotent: true,
    summary: 'Enrol a guest in an activity',
    description:
      'A guest of the activity’s group, for every occurrence; enrolled already is no change. ' +
      `Beyond the capacity: 409 E045. ${REACH}`,
    params: idParam,
    body: activityEnrolSchema,
    response: activityResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/${(await exampleActivity(fixture)).id}/enrolments`,
      body: { personalDataId: (await exampleActivityGuest(fixture)).personalDataId },
    }),
    errors: [
      REACH_ERROR,
      CANCELLED,
      ...GUEST_ERRORS,
      { code: 'E045', status: 409, when: 'the activity is full' },
    ],
    async handler({ caller, params, body }) {
      return { data: await enrol(context, caller, params.id, body.personalDataId) };
    },
  });

  router.add({
    ...WRITE,
    method: 'DELETE',
    url: `${BASE}/:id/enrolments/:guest`,
    summary: 'Unenrol a guest from an activity',
    description: `\`{guest}\` is the personalDataId. Recorded attendance stays. ${REACH}`,
    params: guestParam,
    response: activityResponseSchema,
    example: async (fixture) => {
      const { id, guest } = await exampleActivity(fixture);
      return { path: `${BASE}/${id}/enrolments/${guest.personalDataId}` };
    },
    errors: [REACH_ERROR, GUEST_ERRORS[0]],
    async handler({ caller, params }) {
      return { data: await unenrol(context, caller, params.id, params.guest) };
    },
  });

  router.add({
    ...READ,
    method: 'GET',
    url: `${BASE}/:id/attendance`,
    summary: 'The attendance of one occurrence',
    description:
      '`?start=` (the occurrence’s start): every enrolled guest, and whoever has a record, with ' +
      `their status and note or null, and the diary entry it wrote. ${REACH}`,
    params: idParam,
    query: activityOccurrenceQuerySchema,
    response: activityAttendanceResponseSchema,
    example: async (fixture) => {
      const { id, start } = await exampleActivity(fixture);
      return { path: `${BASE}/${id}/attendance?start=${encodeURIComponent(start)}` };
    },
    errors: [REACH_ERROR, { code: 'E016', status: 400, when: 'a start that is no occurrence' }],
    async handler({ caller, params, query }) {
      return { data: await getAttendance(context, caller, params.id, query.start) };
    },
  });

  router.add({
    ...WRITE,
    method: 'PUT',
    url: `${BASE}/:id/attendance`,
    idempotent: true,
    summary: 'Record the attendance of one occurrence',
    description:
      '`{ start, records: [{ personalDataId, status: present|absent|refused, note }] }`, once ' +
      'the occurrence has started. Each record writes a routine entry in the guest’s diary ' +
      '(category `activities`, “Took part in: <title> (<place>)”); a changed record amends that ' +
      `entry (reason “attendance changed”). ${REACH}`,
    params: idParam,
    body: activityAttendanceWriteSchema,
    response: activityAttendanceResponseSchema,
    example: async (fixture) => {
      const { id, start, guest } = await exampleActivity(fixture);
      return {
        path: `${BASE}/${id}/attendance`,
        body: { start, records: [{ personalDataId: guest.personalDataId, status: 'present' }] },
      };
    },
    errors: [
      REACH_ERROR,
      CANCELLED,
      { code: 'E046', status: 409, when: 'the occurrence has not started yet' },
      { code: 'E015', status: 400, when: 'a note over 500 characters' },
      {
        code: 'E016',
        status: 400,
        when: 'a start that is no occurrence, a guest neither enrolled nor recorded, a guest twice, an unknown status',
      },
    ],
    async handler({ caller, params, body }) {
      return { data: await recordAttendance(context, caller, params.id, body) };
    },
  });

  router.add({
    ...READ,
    method: 'GET',
    url: `${BASE}/guest/:id/participation`,
    summary: 'A guest’s participation in the last 30 days',
    description: `The attendance recorded for the guest, newest first. ${REACH}`,
    params: idParam,
    response: activityParticipationResponseSchema,
    example: async (fixture) => ({
      path: `${BASE}/guest/${(await exampleActivityGuest(fixture)).personalDataId}/participation`,
    }),
    errors: [
      { ...REACH_ERROR, when: 'the role’s `activity` level is too low; a guest of another group' },
      GUEST_ERRORS[0],
    ],
    async handler({ caller, params }) {
      return { data: await participation(context.db, caller, params.id, context.clock()) };
    },
  });
}
