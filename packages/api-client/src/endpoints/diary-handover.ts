import { z } from 'zod/mini';
import {
  diaryHandoverPdfQuerySchema,
  diaryHandoverQuerySchema,
  diaryHandoverReadersResponseSchema,
  diaryHandoverReadResponseSchema,
  diaryHandoverReadSchema,
  diaryHandoverResponseSchema,
  type DiaryHandover,
  type DiaryHandoverQuery,
  type DiaryHandoverRead,
  type DiaryHandoverReaders,
  type DiaryHandoverReadRecord,
} from '../schemas/diary-handover';
import type { ExportLanguage } from '../schemas/exports';
import { diaryGroupQuerySchema, type DiaryGroupQuery } from '../schemas/diary-requests';
import { routesOf, call, type CallOptions, type EndpointContext } from './context';
import { DIARY_ROUTES } from '../schemas/diary-routes';

/** The method and filled path of a route of `DIARY_ROUTES`. */
const at = routesOf(DIARY_ROUTES);

/** The handover's request: the query with the chosen guests as ids. */
export type DiaryHandoverRequest = Omit<DiaryHandoverQuery, 'guests'> & {
  guests?: readonly number[] | undefined;
};

/** The handover (docs/behaviour/diary.md#handover). */
export interface DiaryHandoverEndpoints {
  /** `GET care/api/v1/diary/handover`: the sheet, grouped by guest. */
  handover(request?: DiaryHandoverRequest, options?: CallOptions): Promise<DiaryHandover>;
  /** `POST care/api/v1/diary/handover/read`: the caller has read the handover up to `to`. */
  markHandoverRead(
    body: DiaryHandoverRead,
    options?: CallOptions,
  ): Promise<DiaryHandoverReadRecord>;
  /** `GET care/api/v1/diary/handover/readers?groupId=` (managers): "handover read up to". */
  handoverReaders(query?: DiaryGroupQuery, options?: CallOptions): Promise<DiaryHandoverReaders>;
  /** `GET care/api/v1/diary/handover/pdf`: the sheet as a PDF (a Blob) in `lang`. */
  handoverPdf(
    request: DiaryHandoverRequest & { lang: ExportLanguage },
    options?: CallOptions,
  ): Promise<Blob>;
}

const blobSchema = z.instanceof(Blob);

/** The query as sent, checked by `schema`: guests joined by commas, absent values left out. */
function sent(schema: z.ZodMiniType, request: Record<string, unknown>): Record<string, string> {
  const { guests, ...rest } = request as { guests?: readonly number[] };
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  if (guests !== undefined) query.guests = guests.join(',');
  if (!schema.safeParse(query).success) {
    throw new TypeError('@care/api-client: invalid handover request');
  }
  return query;
}

/** Builds the handover endpoints of `api.diary`. */
export function diaryHandoverEndpoints({ request }: EndpointContext): DiaryHandoverEndpoints {
  return {
    async handover(input = {}, options = {}) {
      const route = { ...at('diaryHandover'), query: sent(diaryHandoverQuerySchema, input) };
      return (await request(diaryHandoverResponseSchema, { ...route, ...call(options) })).data;
    },
    async markHandoverRead(body, options = {}) {
      if (!diaryHandoverReadSchema.safeParse(body).success) {
        throw new TypeError('@care/api-client: invalid handover read');
      }
      const route = at('diaryHandoverRead');
      return (await request(diaryHandoverReadResponseSchema, { ...route, body, ...call(options) }))
        .data;
    },
    async handoverReaders(input = {}, options = {}) {
      const route = { ...at('diaryHandoverReaders'), query: sent(diaryGroupQuerySchema, input) };
      return (await request(diaryHandoverReadersResponseSchema, { ...route, ...call(options) }))
        .data;
    },
    async handoverPdf(input, options = {}) {
      const route = { ...at('diaryHandoverPdf'), query: sent(diaryHandoverPdfQuerySchema, input) };
      return request(blobSchema, { ...route, responseType: 'blob', ...call(options) });
    },
  };
}
