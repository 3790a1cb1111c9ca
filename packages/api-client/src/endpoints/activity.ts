import type { z } from 'zod/mini';
import {
  activityAttendanceResponseSchema,
  activityAttendanceWriteSchema,
  activityEnrolSchema,
  activityLeaderQuerySchema,
  activityLeadersResponseSchema,
  activityMineQuerySchema,
  activityMineResponseSchema,
  activityOccurrenceQuerySchema,
  activityParticipationResponseSchema,
  activityRangeQuerySchema,
  activityRangeResponseSchema,
  activityResponseSchema,
  activityWriteSchema,
  type Activity,
  type ActivityAttendance,
  type ActivityAttendanceWrite,
  type ActivityLeader,
  type ActivityLeaderQuery,
  type ActivityMineOccurrence,
  type ActivityMineQuery,
  type ActivityOccurrence,
  type ActivityParticipation,
  type ActivityRangeQuery,
  type ActivityWrite,
} from '../schemas/activities';
import type { ApiRouteName } from '../schemas/api-routes';
import { routesOf, call, type CallOptions, type EndpointContext } from './context';
import { ACTIVITY_ROUTES } from '../schemas/activity-routes';

/** The method and filled path of a route of `ACTIVITY_ROUTES`. */
const at = routesOf(ACTIVITY_ROUTES);

/** The activities care module (docs/behaviour/activities.md#routes). */
export interface ActivityEndpoints {
  /** `GET care/api/v1/activity?groupId=&from=&to=`: the occurrences of a period, by start. */
  range(query: ActivityRangeQuery, options?: CallOptions): Promise<ActivityOccurrence[]>;
  /** `GET care/api/v1/activity/mine?from=&to=`: a guest's own programme, by start. */
  mine(query: ActivityMineQuery, options?: CallOptions): Promise<ActivityMineOccurrence[]>;
  /** `GET care/api/v1/activity/{id}`: one activity with its enrolled guests. */
  get(id: number, options?: CallOptions): Promise<Activity>;
  /** `POST care/api/v1/activity`: a new activity. */
  create(body: ActivityWrite, options?: CallOptions): Promise<Activity>;
  /** `PUT care/api/v1/activity/{id}`: changes an activity. */
  update(id: number, body: ActivityWrite, options?: CallOptions): Promise<Activity>;
  /** `PUT care/api/v1/activity/{id}/cancel`: cancels it (kept, marked). */
  cancel(id: number, options?: CallOptions): Promise<Activity>;
  /** `POST care/api/v1/activity/{id}/enrolments`: enrols a guest (409 E045 when full). */
  enrol(id: number, personalDataId: number, options?: CallOptions): Promise<Activity>;
  /** `DELETE care/api/v1/activity/{id}/enrolments/{personalDataId}`: unenrols a guest. */
  unenrol(id: number, personalDataId: number, options?: CallOptions): Promise<Activity>;
  /** `GET care/api/v1/activity/{id}/attendance?start=`: an occurrence's attendance. */
  attendance(id: number, start: string, options?: CallOptions): Promise<ActivityAttendance>;
  /** `PUT care/api/v1/activity/{id}/attendance`: records it (409 E046 before it started). */
  recordAttendance(
    id: number,
    body: ActivityAttendanceWrite,
    options?: CallOptions,
  ): Promise<ActivityAttendance>;
  /** `GET care/api/v1/activity/guest/{personalDataId}/participation`: the last 30 days. */
  participation(personalDataId: number, options?: CallOptions): Promise<ActivityParticipation[]>;
  /** `GET care/api/v1/activity/leaders?groupId=&q=`: the group's staff who may lead, by surname. */
  leaders(query: ActivityLeaderQuery, options?: CallOptions): Promise<ActivityLeader[]>;
}

/** `input` checked by `schema` before anything is sent; a programming error otherwise. */
function checked<T extends z.ZodMiniType>(schema: T, input: unknown, what: ApiRouteName): void {
  if (!schema.safeParse(input).success) {
    throw new TypeError(`@care/api-client: invalid ${what} input`);
  }
}

/** Builds the `activity` endpoints. */
export function activityEndpoints({ request }: EndpointContext): ActivityEndpoints {
  const one = async (route: ReturnType<typeof at>, body: unknown, options: CallOptions) =>
    (await request(activityResponseSchema, { ...route, body, ...call(options) })).data;
  return {
    async range(query, options = {}) {
      checked(activityRangeQuerySchema, query, 'activityRange');
      const sent: Record<string, string> = { from: query.from, to: query.to };
      if (query.groupId !== undefined) sent.groupId = String(query.groupId);
      const route = { ...at('activityRange'), query: sent };
      return (await request(activityRangeResponseSchema, { ...route, ...call(options) })).data;
    },
    async mine(query, options = {}) {
      checked(activityMineQuerySchema, query, 'activityMine');
      const route = { ...at('activityMine'), query: { from: query.from, to: query.to } };
      return (await request(activityMineResponseSchema, { ...route, ...call(options) })).data;
    },
    get: async (id, options = {}) => one(at('activityGet', { id }), undefined, options),
    async create(body, options = {}) {
      checked(activityWriteSchema, body, 'activityCreate');
      return one(at('activityCreate'), body, options);
    },
    async update(id, body, options = {}) {
      checked(activityWriteSchema, body, 'activityUpdate');
      return one(at('activityUpdate', { id }), body, options);
    },
    cancel: async (id, options = {}) => one(at('activityCancel', { id }), undefined, options),
    async enrol(id, personalDataId, options = {}) {
      const body = { personalDataId };
      checked(activityEnrolSchema, body, 'activityEnrol');
      return one(at('activityEnrol', { id }), body, options);
    },
    unenrol: async (id, personalDataId, options = {}) =>
      one(at('activityUnenrol', { id, guest: personalDataId }), undefined, options),
    async attendance(id, start, options = {}) {
      checked(activityOccurrenceQuerySchema, { start }, 'activityAttendance');
      const route = { ...at('activityAttendance', { id }), query: { start } };
      return (await request(activityAttendanceResponseSchema, { ...route, ...call(options) })).data;
    },
    async recordAttendance(id, body, options = {}) {
      checked(activityAttendanceWriteSchema, body, 'activityRecordAttendance');
      const route = at('activityRecordAttendance', { id });
      return (await request(activityAttendanceResponseSchema, { ...route, body, ...call(options) }))
        .data;
    },
    async leaders(query, options = {}) {
      checked(activityLeaderQuerySchema, query, 'activityLeaders');
      const sent: Record<string, string> = {};
      if (query.groupId !== undefined) sent.groupId = String(query.groupId);
      if (query.q?.trim()) sent.q = query.q.trim();
      const route = { ...at('activityLeaders'), query: sent };
      return (await request(activityLeadersResponseSchema, { ...route, ...call(options) })).data;
    },
    async participation(personalDataId, options = {}) {
      const route = at('activityParticipation', { id: personalDataId });
      return (await request(activityParticipationResponseSchema, { ...route, ...call(options) }))
        .data;
    },
  };
}
