import { z } from 'zod';
import { exportParamsSchema, exportQuerySchema, type ExportRequest } from '../schemas/exports';
import { at, call, type CallOptions, type EndpointContext } from './context';

/**
 * Exports of a guest's records (docs/behaviour/exports.md): the route serves every registered
 * type as a CSV or PDF download.
 */
export interface ExportEndpoints {
  /**
   * `exports/{type}?guestId=&from=&to=&format=&lang=`, relative to the API base: the export's
   * address (absent days are left out: the server takes the type's default period). A request
   * that breaks the contract (a type not in UPPER_SNAKE_CASE, a malformed day) is a programming
   * error (`TypeError`).
   */
  url(request: ExportRequest): string;
  /**
   * `GET exports/{type}?…`: the file as a Blob (`text/csv` or `application/pdf`). Fails with
   * the server's codes: E040 a reversed period, E041 a period over `EXPORT_MAX_DAYS`, E042 an
   * unknown type, E013 a guest the user may not read, E017 no such guest.
   */
  download(request: ExportRequest, options?: CallOptions): Promise<Blob>;
}

/**
 * The name to save a download under in a browser, as the server names it
 * (docs/behaviour/exports.md#download): `{type}_{surname}-{name}_{from}_{to}.{format}` (the parts
 * that are known). Characters a file name may not hold (separators, quotes, spaces, controls)
 * become `_`.
 */
export function exportFileName(
  { type, from, to, format }: ExportRequest,
  guest?: { name: string; surname: string },
): string {
  const who =
    guest && `${guest.surname}-${guest.name}`.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}\s]+/gu, '_');
  return [type, who, from, to].filter(Boolean).join('_') + `.${format}`;
}

const blobSchema = z.instanceof(Blob);

/** The path and query of `request`, checked against the contract. */
function parts(request: ExportRequest) {
  const params = exportParamsSchema.safeParse({ type: request.type });
  const query = exportQuerySchema.safeParse({
    guestId: String(request.guestId),
    from: request.from,
    to: request.to,
    format: request.format,
    lang: request.lang,
  });
  if (!params.success || !query.success) {
    throw new TypeError(`@care/api-client: invalid export request ${JSON.stringify(request)}`);
  }
  const { guestId, from, to, format, lang } = query.data;
  return {
    ...at('exportDownload', { type: params.data.type }),
    query: { guestId, ...(from ? { from } : {}), ...(to ? { to } : {}), format, lang },
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
