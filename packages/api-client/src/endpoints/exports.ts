import { z } from 'zod/mini';
import {
  exportGroupQuerySchema,
  exportParamsSchema,
  exportQuerySchema,
  type ExportRequest,
} from '../schemas/exports';
import { at, call, type CallOptions, type EndpointContext } from './context';

/**
 * Exports of a guest's records (docs/behaviour/exports.md): the route serves every registered
 * type as a CSV or PDF download.
 */
export interface ExportEndpoints {
  /**
   * `exports/{type}?guestId=&from=&to=&format=&lang=` (a guest) or
   * `exports/{type}/group?groupId=&…` (a group's guests), relative to the API base: the export's
   * address (absent days are left out: the server takes the type's default period). A request
   * that breaks the contract (a type not in UPPER_SNAKE_CASE, a malformed day) is a programming
   * error (`TypeError`).
   */
  url(request: ExportRequest): string;
  /**
   * `GET exports/{type}?…`: the file as a Blob (`text/csv` or `application/pdf`). Fails with
   * the server's codes: E040 a reversed period, E041 a period over `EXPORT_MAX_DAYS`, E042 an
   * unknown type, E013 a guest or group the user may not read, E017 no such guest, E016 a type
   * that has no group export.
   */
  download(request: ExportRequest, options?: CallOptions): Promise<Blob>;
}

/**
 * The name to save a download under in a browser, as the server names it
 * (docs/behaviour/exports.md#download): `{type}_{surname}-{name}_{from}_{to}.{format}`, or
 * `{type}_{group}_{from}_{to}.{format}` for a group (the parts that are known). Characters a file
 * name may not hold (separators, quotes, spaces, controls) become `_`.
 */
export function exportFileName(
  { type, from, to, format }: ExportRequest,
  who?: { name: string; surname: string } | { groupName: string },
): string {
  const name = who && ('groupName' in who ? who.groupName : `${who.surname}-${who.name}`);
  const safe = name?.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}\s]+/gu, '_');
  return [type, safe, from, to].filter(Boolean).join('_') + `.${format}`;
}

const blobSchema = z.instanceof(Blob);

/** The path and query of `request`, checked against the contract. */
function parts(request: ExportRequest) {
  const params = exportParamsSchema.safeParse({ type: request.type });
  const choice = { from: request.from, to: request.to, format: request.format, lang: request.lang };
  const query =
    request.groupId === undefined
      ? exportQuerySchema.safeParse({ guestId: String(request.guestId), ...choice })
      : exportGroupQuerySchema.safeParse({ groupId: String(request.groupId), ...choice });
  if (!params.success || !query.success) {
    throw new TypeError(`@care/api-client: invalid export request ${JSON.stringify(request)}`);
  }
  const { from, to, format, lang, ...target } = query.data;
  const route = 'groupId' in target ? 'exportGroupDownload' : 'exportDownload';
  return {
    ...at(route, { type: params.data.type }),
    query: { ...target, ...(from ? { from } : {}), ...(to ? { to } : {}), format, lang },
  };
}

/** Builds the `exports` endpoints. */
export function exportEndpoints({ request }: EndpointContext): ExportEndpoints {
  return {
    url(input) {
      const { path, query } = parts(input);
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, String(value)]),
      );
      return `${path}?${search}`;
    },
    download(input, options = {}) {
      return request(blobSchema, { ...parts(input), responseType: 'blob', ...call(options) });
    },
  };
}
