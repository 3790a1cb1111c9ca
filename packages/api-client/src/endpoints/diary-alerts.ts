import type { z } from 'zod/mini';
import {
  diaryEntryResponseSchema,
  diaryUnreadCountResponseSchema,
  type DiaryEntry,
} from '../schemas/diary';
import {
  diaryAcknowledgeSchema,
  diaryCriticalListResponseSchema,
  diaryGroupQuerySchema,
  type DiaryAcknowledge,
  type DiaryCriticalEntry,
  type DiaryGroupQuery,
} from '../schemas/diary-alerts';
import { DIARY_ROUTES } from '../schemas/diary-routes';
import { call, routesOf, type CallOptions, type EndpointContext } from './context';

/** The method and filled path of a route of `DIARY_ROUTES`. */
const at = routesOf(DIARY_ROUTES);

/** `input` checked by `schema` before anything is sent; a programming error otherwise. */
export function checked<T extends z.ZodMiniType>(
  schema: T,
  input: unknown,
  what: string,
): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new TypeError(`@care/api-client: invalid ${what} input`);
  return parsed.data;
}

/**
 * The diary's critical events, their acknowledgement and the unread count
 * (docs/behaviour/diary.md#critical-events), part of {@link DiaryEndpoints} and also built
 * alone: the home page's widget and the navigation's badge load these and their schemas without
 * the rest of the diary's contract.
 */
export interface DiaryAlertEndpoints {
  /** `GET care/api/v1/diary/dashboard/critical-event`: critical entries awaiting acknowledgement. */
  criticalEvents(
    query?: DiaryGroupQuery,
    options?: CallOptions,
  ): Promise<{ items: DiaryCriticalEntry[]; total: number }>;
  /** `POST …/entry/{id}/acknowledge`: the action taken on a critical entry (its new entry). */
  acknowledge(id: number, body: DiaryAcknowledge, options?: CallOptions): Promise<DiaryEntry>;
  /** `GET care/api/v1/diary/unread-count`: the navigation badge. */
  unreadCount(options?: CallOptions): Promise<number>;
}

/** Builds the critical events' endpoints of the `diary` namespace. */
export function diaryAlertEndpoints({ request }: EndpointContext): DiaryAlertEndpoints {
  return {
    async criticalEvents(query = {}, options = {}) {
      const { groupId } = checked(diaryGroupQuerySchema, query, 'diaryCriticalEvents');
      const route = {
        ...at('diaryCriticalEvents'),
        query: groupId === undefined ? {} : { groupId },
      };
      return (await request(diaryCriticalListResponseSchema, { ...route, ...call(options) })).data;
    },
    async acknowledge(id, body, options = {}) {
      checked(diaryAcknowledgeSchema, body, 'diaryAcknowledge');
      const route = at('diaryAcknowledge', { id });
      return (await request(diaryEntryResponseSchema, { ...route, body, ...call(options) })).data;
    },
    async unreadCount(options = {}) {
      const route = at('diaryUnreadCount');
      return (await request(diaryUnreadCountResponseSchema, { ...route, ...call(options) })).data
        .unread;
    },
  };
}
