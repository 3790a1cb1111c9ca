import {
  diaryCategoriesResponseSchema,
  diaryEntryDetailResponseSchema,
  diaryEntryResponseSchema,
  diaryMarkReadResponseSchema,
  diaryPageResponseSchema,
  type DiaryCategory,
  type DiaryEntry,
  type DiaryEntryDetail,
  type DiaryPage,
} from '../schemas/diary';
import {
  diaryAmendSchema,
  diaryCategoryChangeSchema,
  diaryCategoryCreateSchema,
  diaryCorrectSchema,
  diaryCreateSchema,
  diaryEnteredInErrorSchema,
  diarySignificantListResponseSchema,
  diaryListQuerySchema,
  diaryMarkReadSchema,
  type DiaryAmend,
  type DiaryCategoryChange,
  type DiaryCategoryCreate,
  type DiaryCorrect,
  type DiaryCreate,
  type DiaryEnteredInError,
  type DiaryListQuery,
  type DiaryMarkRead,
} from '../schemas/diary-requests';
import {
  diaryFacilityEntriesQuerySchema,
  diaryFacilityEntriesResponseSchema,
  diaryFacilityPageResponseSchema,
  diaryFacilityQuerySchema,
  type DiaryFacilityEntriesPage,
  type DiaryFacilityEntriesQuery,
  type DiaryFacilityPage,
  type DiaryFacilityQuery,
} from '../schemas/diary-facility';
import { checked, diaryAlertEndpoints, type DiaryAlertEndpoints } from './diary-alerts';
import { diaryHandoverEndpoints, type DiaryHandoverEndpoints } from './diary-handover';
import { diaryAttachmentEndpoints, type DiaryAttachmentEndpoints } from './diary-attachments';
import type { z } from 'zod/mini';
import { routesOf, call, type CallOptions, type EndpointContext } from './context';
import { DIARY_ROUTES } from '../schemas/diary-routes';

/** The method and filled path of a route of `DIARY_ROUTES`. */
const at = routesOf(DIARY_ROUTES);

/** The diary care module (docs/behaviour/diary.md#routes). */
export interface DiaryEndpoints
  extends DiaryAlertEndpoints, DiaryHandoverEndpoints, DiaryAttachmentEndpoints {
  /** `POST care/api/v1/diary/guest/{personalDataId}/entries`: writes an entry. */
  create(personalDataId: number, body: DiaryCreate, options?: CallOptions): Promise<DiaryEntry>;
  /** `GET care/api/v1/diary/guest/{personalDataId}/entries`: a page, newest first. */
  list(personalDataId: number, query?: DiaryListQuery, options?: CallOptions): Promise<DiaryPage>;
  /** `GET care/api/v1/diary/entry/{id}`: one entry with its history. */
  entry(id: number, options?: CallOptions): Promise<DiaryEntryDetail>;
  /** `PUT …/entry/{id}/correct`: the author's correction within 60 minutes. */
  correct(id: number, body: DiaryCorrect, options?: CallOptions): Promise<DiaryEntryDetail>;
  /** `PUT …/entry/{id}/amend`: an amendment with its reason. */
  amend(id: number, body: DiaryAmend, options?: CallOptions): Promise<DiaryEntryDetail>;
  /** `PUT …/entry/{id}/entered-in-error`: the entry stays, marked, with the reason. */
  enteredInError(
    id: number,
    body: DiaryEnteredInError,
    options?: CallOptions,
  ): Promise<DiaryEntryDetail>;
  /** `POST care/api/v1/diary/read`: marks entries read; answers how many were new. */
  markRead(body: DiaryMarkRead, options?: CallOptions): Promise<number>;
  /** `GET care/api/v1/diary/categories`: every category, in display order. */
  categories(options?: CallOptions): Promise<DiaryCategory[]>;
  /** `POST care/api/v1/diary/categories` (administrators): answers every category. */
  addCategory(body: DiaryCategoryCreate, options?: CallOptions): Promise<DiaryCategory[]>;
  /** `PUT care/api/v1/diary/categories/{id}` (administrators): answers every category. */
  changeCategory(
    id: string,
    body: DiaryCategoryChange,
    options?: CallOptions,
  ): Promise<DiaryCategory[]>;
  /**
   * `GET care/api/v1/diary/dashboard/significant-events/{personalDataId}`: the guest's
   * significant and critical entries of the last 7 days (the guest chart's summary).
   */
  significantEvents(
    personalDataId: number,
    options?: CallOptions,
  ): Promise<{ items: DiaryEntry[]; total: number }>;
  /** `GET care/api/v1/diary/facility?groupId=&quiet=&page=`: the manager's overview. */
  facility(query?: DiaryFacilityQuery, options?: CallOptions): Promise<DiaryFacilityPage>;
  /** `GET care/api/v1/diary/facility/entries`: the group's entries with the list's filters. */
  facilityEntries(
    query?: DiaryFacilityEntriesQuery,
    options?: CallOptions,
  ): Promise<DiaryFacilityEntriesPage>;
}

/** The list query as sent: lists joined by commas, blanks and absent values left out. */
function listQuery(
  query: DiaryListQuery | DiaryFacilityEntriesQuery,
  schema: z.ZodMiniType = diaryListQuerySchema,
  route: keyof typeof DIARY_ROUTES = 'diaryList',
): Record<string, string | number> {
  checked(schema, query, route);
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== '') out[key] = text;
  }
  return out;
}

/** Builds the `diary` endpoints. */
export function diaryEndpoints(context: EndpointContext): DiaryEndpoints {
  const { request } = context;
  const detail = async (
    route: keyof typeof DIARY_ROUTES,
    id: number,
    body: unknown,
    options: CallOptions,
  ) =>
    (
      await request(diaryEntryDetailResponseSchema, {
        ...at(route, { id }),
        body,
        ...call(options),
      })
    ).data;
  return {
    ...diaryAlertEndpoints(context),
    ...diaryHandoverEndpoints(context),
    ...diaryAttachmentEndpoints(context),
    async create(personalDataId, body, options = {}) {
      checked(diaryCreateSchema, body, 'diaryCreate');
      const at_ = at('diaryCreate', { id: personalDataId });
      return (await request(diaryEntryResponseSchema, { ...at_, body, ...call(options) })).data;
    },
    async list(personalDataId, query = {}, options = {}) {
      const route = { ...at('diaryList', { id: personalDataId }), query: listQuery(query) };
      return (await request(diaryPageResponseSchema, { ...route, ...call(options) })).data;
    },
    entry: async (id, options = {}) => detail('diaryEntry', id, undefined, options),
    async correct(id, body, options = {}) {
      checked(diaryCorrectSchema, body, 'diaryCorrect');
      return detail('diaryCorrect', id, body, options);
    },
    async amend(id, body, options = {}) {
      checked(diaryAmendSchema, body, 'diaryAmend');
      return detail('diaryAmend', id, body, options);
    },
    async enteredInError(id, body, options = {}) {
      checked(diaryEnteredInErrorSchema, body, 'diaryEnteredInError');
      return detail('diaryEnteredInError', id, body, options);
    },
    async markRead(body, options = {}) {
      checked(diaryMarkReadSchema, body, 'diaryMarkRead');
      const route = at('diaryMarkRead');
      return (await request(diaryMarkReadResponseSchema, { ...route, body, ...call(options) })).data
        .marked;
    },
    async categories(options = {}) {
      const route = at('diaryCategories');
      return (await request(diaryCategoriesResponseSchema, { ...route, ...call(options) })).data;
    },
    async addCategory(body, options = {}) {
      checked(diaryCategoryCreateSchema, body, 'diaryCreateCategory');
      const route = at('diaryCreateCategory');
      return (await request(diaryCategoriesResponseSchema, { ...route, body, ...call(options) }))
        .data;
    },
    async changeCategory(id, body, options = {}) {
      checked(diaryCategoryChangeSchema, body, 'diaryChangeCategory');
      const route = at('diaryChangeCategory', { id });
      return (await request(diaryCategoriesResponseSchema, { ...route, body, ...call(options) }))
        .data;
    },
    async significantEvents(personalDataId, options = {}) {
      const route = at('diarySignificantEvents', { id: personalDataId });
      return (await request(diarySignificantListResponseSchema, { ...route, ...call(options) }))
        .data;
    },
    async facility(query = {}, options = {}) {
      const { groupId, quiet, page } = checked(diaryFacilityQuerySchema, query, 'diaryFacility');
      const sent = {
        page,
        ...(groupId === undefined ? {} : { groupId }),
        ...(quiet ? { quiet } : {}),
      };
      const route = { ...at('diaryFacility'), query: sent };
      return (await request(diaryFacilityPageResponseSchema, { ...route, ...call(options) })).data;
    },
    async facilityEntries(query = {}, options = {}) {
      const sent = listQuery(query, diaryFacilityEntriesQuerySchema, 'diaryFacilityEntries');
      const route = { ...at('diaryFacilityEntries'), query: sent };
      return (await request(diaryFacilityEntriesResponseSchema, { ...route, ...call(options) }))
        .data;
    },
  };
}
