// Building one request: the base URL, the full URL with its query, the headers, reading the body.
import { BACKGROUND_REQUEST_HEADER } from '../schemas/headers';
import type { QueryParams, RequestOptions, ResponseType } from './types';

/** The base URL with a trailing slash, resolved against the page when relative. */
export function resolveBaseUrl(baseUrl: string | URL): URL {
  const raw = String(baseUrl);
  const withSlash = raw.endsWith('/') ? raw : `${raw}/`;
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    return new URL(withSlash, page);
  } catch (cause) {
    throw new TypeError(
      `@care/api-client: baseUrl "${raw}" is not an absolute URL (and there is no page to resolve it against)`,
      { cause },
    );
  }
}

/** `path` resolved against `baseUrl`, with `query` appended; other origins are refused. */
export function buildUrl(baseUrl: URL, path: string, query: QueryParams | undefined): URL {
  const url = new URL(path, baseUrl);
  if (url.origin !== baseUrl.origin) {
    // The bearer token must never leave the API's origin.
    throw new TypeError(`@care/api-client: path "${path}" leaves the API origin`);
  }
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) url.searchParams.append(name, String(item));
  }
  return url;
}

/** The headers of one attempt: the caller's, then the transport's own (which win). */
export function buildHeaders(
  request: RequestOptions,
  token: string | null,
  hasBody: boolean,
  timeZone: string | (() => string),
  idempotencyKey?: string,
): Record<string, string> {
  const headers: Record<string, string> = { ...request.headers };
  headers['Accept'] =
    request.responseType === 'blob' ? '*/*' : (headers['Accept'] ?? 'application/json');
  headers['X-Time-Zone'] = typeof timeZone === 'function' ? timeZone() : timeZone;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
  if (request.background) headers[BACKGROUND_REQUEST_HEADER] = 'true';
  if (token !== null && !request.anonymous) headers['Authorization'] = `Bearer ${token}`;
  return headers;
}

/** The body as a Blob, or as text (JSON is parsed later, against the schema). */
export async function readBody(response: Response, type: ResponseType): Promise<unknown> {
  if (type === 'blob') return response.blob();
  return response.text();
}
