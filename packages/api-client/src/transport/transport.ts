import type { z } from 'zod';
import { ApiError, ApiSchemaError, isSessionEndingAnswer } from '../errors/api-error';
import { isServerErrorCode, type ErrorCode } from '../errors/catalogue';
import type { HttpMethod } from '../schemas/routes';
import type { TokenStore } from './token-store';

/** A query-string value; `null` and `undefined` are left out, arrays repeat the key. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Query-string parameters of a request. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** How the answer body is read before it is handed to the schema. */
export type ResponseType = 'json' | 'text' | 'blob';

/** One request, as given to `request(schema, options)`. */
export interface RequestOptions {
  /** Default `GET`. */
  method?: HttpMethod;
  /**
   * Relative to the base URL (`auth/sign-in` → `{baseUrl}auth/sign-in`), or absolute on the same
   * site (`/meta.json` → site root). Standard URL resolution; other origins are refused.
   */
  path: string;
  /** Sent as JSON (`Content-Type: application/json`) when not undefined. Not allowed on GET. */
  body?: unknown;
  /** Appended to the URL's query string. */
  query?: QueryParams;
  /** Cancels the request; the promise then rejects with an `ApiError` FEE001. */
  signal?: AbortSignal | undefined;
  /** When true, no `Authorization` header is sent (public files such as `/meta.json`). */
  anonymous?: boolean;
  /**
   * The fetch cache mode, e.g. `no-store` for the version check (spelled out rather than the DOM
   * library's `RequestCache`, so Node projects without that library can use the types).
   */
  cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached';
  /** How the body is read: JSON (default), text, or a Blob (images, downloads). */
  responseType?: ResponseType;
  /** Extra request headers (the transport's own headers win). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Gives up after this many ms (retries included) with an `ApiError` FEE003, like an answer that
   * never came. Default: the transport's `timeoutMs`; `0` means no limit for this call.
   */
  timeoutMs?: number | undefined;
}

/** Makes one request and returns the body parsed by `schema`; rejects only with `ApiError`. */
export type RequestFn = <S extends z.ZodType>(
  schema: S,
  options: RequestOptions,
) => Promise<z.output<S>>;

/** What `onLongResponse` is told. */
export interface LongResponseInfo {
  method: HttpMethod;
  path: string;
  /** Milliseconds since the call was made, at the moment the callback fires. */
  durationMs: number;
}

/** What `onSessionExpired` is told. */
export interface SessionExpiredInfo {
  /** 412, 417, or 401 E005 to a request that carried a token. */
  status: number;
  method: HttpMethod;
  path: string;
}

/** How the transport is set up. */
export interface TransportOptions {
  /**
   * The API base, e.g. `http://localhost:3000/api/` or `/api/` (resolved against the page in a
   * browser). A missing trailing slash is added.
   */
  baseUrl: string | URL;
  /** Where the session token lives. */
  tokenStore: TokenStore;
  /** The fetch to use (default: the global one, looked up at call time). */
  fetch?: typeof globalThis.fetch;
  /**
   * The IANA time zone sent as `X-Time-Zone` (default: the runtime's resolved zone, read for
   * each request so a device that changes zone sends the new one).
   */
  timeZone?: string | (() => string);
  /**
   * Called when an answer is 412, 417 or 401 E005 (see `endsSession`) while the store still held a token, after clearing it:
   * the session is over. Several requests failing together therefore report once; an expiry
   * answer when no token is stored (already signed out) only rejects.
   */
  onSessionExpired?: (info: SessionExpiredInfo) => void;
  /**
   * Called while a request is still waiting, as soon as it has taken longer than
   * `longResponseMs`, so the UI can show a "this is taking long" warning. It may return a
   * function, called when that request settles, to take the warning down.
   */
  // Like React's effect callbacks: return nothing, or a clean-up.
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  onLongResponse?: (info: LongResponseInfo) => void | (() => void);
  /**
   * The long-response threshold in ms (default 1500,
   * docs/behaviour/shell-and-session.md#slow-answers).
   */
  longResponseMs?: number;
  /**
   * Retries of a GET after a network failure or a 5xx answer (default 2: three attempts in all).
   * Writes are never retried. See "Retries" on `createTransport`.
   */
  networkRetries?: number;
  /** The first retry delay in ms, doubled for each further retry (default 300: 300, 600 ms). */
  retryDelayMs?: number;
  /**
   * Default time limit of a call in ms, retries included (default: none). A call past it rejects
   * with FEE003, so a request hanging on a half-dead network ends instead of spinning forever.
   * Calls may set their own `timeoutMs` (e.g. longer for uploads).
   */
  timeoutMs?: number;
}

/** The transport: a `request` function bound to one base URL and token store. */
export interface Transport {
  /** Makes one request; see `RequestFn`. */
  request: RequestFn;
  /** The base URL every relative path resolves against. */
  baseUrl: URL;
  /** The token store in use. */
  tokenStore: TokenStore;
}

/** Token characters allowed by RFC 6750 (b64token); anything else is ignored as a token. */
const BEARER = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i;

/** Default long-response threshold (docs/behaviour/shell-and-session.md#slow-answers). */
export const DEFAULT_LONG_RESPONSE_MS = 1500;

function resolveBaseUrl(baseUrl: string | URL): URL {
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

// Resolving the zone through Intl builds a DateTimeFormat (about 25 ms the first time in Chromium,
// several times that on a slow tablet, on the first request's way), so the zone is read from
// Temporal where the runtime has it (about 1 ms), cached, and refreshed at most once a minute:
// a laptop that changes zone still sends the new one soon.
let cachedZone: { zone: string; at: number } | undefined;
const ZONE_REFRESH_MS = 60_000;

interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

/** The runtime's IANA time zone: Temporal's when it has one, else Intl's, else UTC. */
export function runtimeTimeZone(): string {
  try {
    const zone = (globalThis as { Temporal?: TemporalNow }).Temporal?.Now?.timeZoneId?.();
    if (zone) return zone;
  } catch {
    // Fall back to Intl.
  }
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function defaultTimeZone(): string {
  const now = Date.now();
  if (cachedZone && now - cachedZone.at < ZONE_REFRESH_MS) return cachedZone.zone;
  cachedZone = { zone: runtimeTimeZone(), at: now };
  return cachedZone.zone;
}

function report(error: unknown): void {
  // A throwing UI callback must not break the request or crash a timer; surface it like an
  // uncaught error would be, without throwing.
  const reportError = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (reportError) reportError(error);
  else console.error(error);
}

/** Sleeps `ms`, rejecting with the signal's reason when it aborts first. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Why a request was aborted by the transport itself. */
class Superseded extends Error {
  constructor() {
    super('superseded by an identical GET');
    this.name = 'Superseded';
  }
}

/** Why a request was aborted when its time limit passed. */
class TimedOut extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimedOut';
  }
}

/**
 * Creates the transport behind every endpoint. The rules it applies to every call:
 *
 * - **Headers**: `Authorization: Bearer {token}` when the store holds a token (unless the
 *   request is anonymous), `X-Time-Zone: {IANA zone}`, `Accept: application/json`, and
 *   `Content-Type: application/json` with a JSON body.
 * - **Token rotation**: an `Authorization: Bearer {token}` header on any answer (success or
 *   failure) replaces the stored token, unless the stored token changed while the request was in
 *   flight (sign-out, or a newer rotation), so a late answer never revives an ended session.
 * - **Duplicate GET**: a GET to the same URL (method + full URL with query) as a GET still in
 *   flight cancels the earlier one, which rejects with FEE001; the newer one proceeds. Only the
 *   latest answer for a URL can therefore land in a cache.
 * - **Long response**: `onLongResponse` fires once, while waiting, when a call passes
 *   `longResponseMs` (retries included); its returned function runs when the call settles.
 * - **Session expiry**: 412, 417, or a 401 E005 to a request with a token, clears the token, calls `onSessionExpired` (once for a burst:
 *   only while a token was still stored) and throws.
 * - **Errors**: every failure is an `ApiError`: the server's `{ errorCode }` (E008 when the
 *   answer has no known code), FEE001 cancelled, FEE002 contract broken (`ApiSchemaError`), FEE003
 *   network failure. Each carries the method, path and the stack of the calling code.
 * - **Retries**: this is the client's one retry layer; code above it (TanStack Query in the web
 *   app) must not retry again, or the attempts multiply. Only a GET, only after a network
 *   failure (no answer, dropped connection) or a 5xx answer, is tried again: `networkRetries`
 *   more times (default 2, so 3 attempts in all), waiting `retryDelayMs` doubled each time
 *   (default 300 ms, then 600 ms). Never a write (the server may have done it), never a 4xx
 *   answer, a cancel, a broken contract or a call past its time limit (which counts every
 *   attempt and wait). The last failure is what the call rejects with.
 * - **Time limit**: with `timeoutMs` (per transport or per call) a call that has no answer in
 *   time, retries included, is aborted and rejects with FEE003.
 * - **Parsing**: every success body is parsed by its zod schema; bad data is never passed on.
 */
export function createTransport(options: TransportOptions): Transport {
  const baseUrl = resolveBaseUrl(options.baseUrl);
  const { tokenStore } = options;
  const longResponseMs = options.longResponseMs ?? DEFAULT_LONG_RESPONSE_MS;
  const networkRetries = Math.max(0, options.networkRetries ?? 2);
  const retryDelayMs = Math.max(0, options.retryDelayMs ?? 300);
  const defaultTimeoutMs = Math.max(0, options.timeoutMs ?? 0);
  const timeZone = options.timeZone ?? defaultTimeZone;
  const inFlightGets = new Map<string, AbortController>();

  function buildUrl(path: string, query: QueryParams | undefined): URL {
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

  function buildHeaders(
    request: RequestOptions,
    token: string | null,
    hasBody: boolean,
  ): Record<string, string> {
    const headers: Record<string, string> = { ...request.headers };
    headers['Accept'] =
      request.responseType === 'blob' ? '*/*' : (headers['Accept'] ?? 'application/json');
    headers['X-Time-Zone'] = typeof timeZone === 'function' ? timeZone() : timeZone;
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (token !== null && !request.anonymous) headers['Authorization'] = `Bearer ${token}`;
    return headers;
  }

  async function readBody(response: Response, type: ResponseType): Promise<unknown> {
    if (type === 'blob') return response.blob();
    return response.text();
  }

  const request: RequestFn = async (schema, requestOptions) => {
    // Made synchronously, before any await, so its frames name the code that made the call.
    // V8 formats `.stack` only when read, so a successful call pays little for it.
    const callSite = new Error('request made here');
    const method: HttpMethod = requestOptions.method ?? 'GET';
    const { path } = requestOptions;
    const responseType = requestOptions.responseType ?? 'json';
    const site = { method, path, callSite };
    const url = buildUrl(path, requestOptions.query);
    const hasBody = requestOptions.body !== undefined;
    if (hasBody && method === 'GET') {
      // fetch would refuse it with a TypeError that looks like a network failure.
      throw new TypeError(`@care/api-client: GET ${path} cannot have a body; use query`);
    }
    const body = hasBody ? JSON.stringify(requestOptions.body) : undefined;

    // An abort is a cancel (FEE001), unless the transport's own time limit caused it: then the
    // answer never came, which is a network failure (FEE003) the user should hear about.
    const cancelled = (cause: unknown) =>
      cause instanceof TimedOut
        ? new ApiError({ ...site, code: 'FEE003', status: 0, detail: cause.message, cause })
        : new ApiError({
            ...site,
            code: 'FEE001',
            status: 0,
            detail: cause instanceof Superseded ? cause.message : 'aborted',
            cause,
          });

    const userSignal = requestOptions.signal;
    if (userSignal?.aborted) throw cancelled(userSignal.reason);
    const controller = new AbortController();
    const onUserAbort = () => controller.abort(userSignal?.reason);
    userSignal?.addEventListener('abort', onUserAbort, { once: true });

    const key = `${method} ${url.href}`;
    if (method === 'GET') {
      inFlightGets.get(key)?.abort(new Superseded());
      inFlightGets.set(key, controller);
    }

    const timeoutMs = Math.max(0, requestOptions.timeoutMs ?? defaultTimeoutMs);
    const deadline =
      timeoutMs > 0
        ? setTimeout(() => controller.abort(new TimedOut(timeoutMs)), timeoutMs)
        : undefined;

    const started = performance.now();
    const warning: { takeDown?: (() => void) | undefined } = {};
    const longTimer = options.onLongResponse
      ? setTimeout(() => {
          try {
            const takeDown = options.onLongResponse?.({
              method,
              path,
              durationMs: Math.round(performance.now() - started),
            });
            if (typeof takeDown === 'function') warning.takeDown = takeDown;
          } catch (error) {
            report(error);
          }
        }, longResponseMs)
      : undefined;

    try {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      if (typeof fetchImpl !== 'function') {
        throw new TypeError('@care/api-client: no fetch available; pass one as `fetch`');
      }
      const backOff = async (retry: number) => {
        try {
          await sleep(retryDelayMs * 2 ** retry, controller.signal);
        } catch (reason) {
          throw cancelled(reason);
        }
      };
      let attempt = 0;
      let response: Response;
      let payload: unknown;
      let sentToken: string | null;
      for (;;) {
        sentToken = tokenStore.get();
        // Built outside the try below: a bad header is a programming error, not a network one.
        const headers = buildHeaders(requestOptions, sentToken, hasBody);
        try {
          response = await fetchImpl(url, {
            method,
            headers,
            body,
            signal: controller.signal,
            ...(requestOptions.cache ? { cache: requestOptions.cache } : {}),
          });
          // Failure bodies are always read as text: they carry `{ errorCode }` (or a proxy's page).
          payload = await readBody(response, response.ok ? responseType : 'text');
        } catch (error) {
          if (controller.signal.aborted) throw cancelled(controller.signal.reason);
          if (method !== 'GET' || attempt >= networkRetries) {
            throw new ApiError({
              ...site,
              code: 'FEE003',
              status: 0,
              detail: error instanceof Error ? error.message : String(error),
              cause: error,
            });
          }
          await backOff(attempt);
          attempt += 1;
          continue;
        }
        if (response.status < 500 || method !== 'GET' || attempt >= networkRetries) break;
        // A 5xx to a read: the next attempt sends the token this answer may have rotated.
        rotateToken(response, sentToken);
        await backOff(attempt);
        attempt += 1;
      }
      if (controller.signal.aborted) throw cancelled(controller.signal.reason);

      rotateToken(response, sentToken);

      if (!response.ok) {
        const error = new ApiError({
          ...site,
          code: errorCodeOf(payload),
          status: response.status,
          retryAfterSeconds: retryAfterOf(response.headers.get('Retry-After')),
        });
        if (endsSession(error, requestOptions.anonymous ? null : sentToken)) {
          // Only the first of a burst of expiry answers still finds a token: it alone reports.
          const hadSession = tokenStore.get() !== null;
          tokenStore.clear();
          if (hadSession) {
            try {
              options.onSessionExpired?.({ status: response.status, method, path });
            } catch (callbackError) {
              report(callbackError);
            }
          }
        }
        throw error;
      }

      let value: unknown = payload;
      if (responseType === 'json') {
        const text = payload as string;
        try {
          value = text === '' ? undefined : JSON.parse(text);
        } catch (cause) {
          throw new ApiSchemaError({
            ...site,
            status: response.status,
            detail: 'the answer is not JSON',
            cause,
          });
        }
      }
      const parsed = await schema.safeParseAsync(value);
      if (!parsed.success) {
        throw new ApiSchemaError({
          ...site,
          status: response.status,
          detail: parsed.error.issues
            .slice(0, 3)
            .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
            .join('; '),
          issues: parsed.error.issues,
          cause: parsed.error,
        });
      }
      return parsed.data;
    } finally {
      clearTimeout(longTimer);
      clearTimeout(deadline);
      userSignal?.removeEventListener('abort', onUserAbort);
      if (inFlightGets.get(key) === controller) inFlightGets.delete(key);
      if (warning.takeDown) {
        try {
          warning.takeDown();
        } catch (error) {
          report(error);
        }
      }
    }
  };

  function rotateToken(response: Response, sentToken: string | null): void {
    const header = response.headers.get('Authorization');
    const match = header ? BEARER.exec(header) : null;
    if (!match?.[1]) return;
    // A late answer must not overwrite a newer token or revive a session that ended meanwhile.
    if (tokenStore.get() !== sentToken) return;
    if (match[1] === sentToken) return;
    if (sentToken !== null && tokenStore.rotate) tokenStore.rotate(sentToken, match[1]);
    else tokenStore.set(match[1]);
  }

  return { request, baseUrl, tokenStore };
}

/**
 * Whether a failure answer means the session is over: 412 or 417 (expired, blocked), or 401 E005
 * to a request that carried a token (the server no longer knows it: revoked, or the copy of a
 * token rotated long ago in another tab). Another 401 (a wrong password) leaves the session alone.
 * The page then leaves for the login page and says why.
 */
export function endsSession(
  answer: { status: number; code: string },
  sentToken: string | null,
): boolean {
  if (!isSessionEndingAnswer(answer.status, answer.code)) return false;
  // A 401 to a request without a token is a failed sign-in, not a lost session.
  return answer.status !== 401 || sentToken !== null;
}

/** The seconds of a `Retry-After` header in its delta-seconds form; undefined otherwise. */
function retryAfterOf(header: string | null): number | undefined {
  if (header === null || !/^\d{1,9}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/** The catalogue code of a failure answer: its `errorCode` when it is a server code, else E008. */
function errorCodeOf(payload: unknown): ErrorCode {
  if (typeof payload !== 'string' || payload === '') return 'E008';
  try {
    const body: unknown = JSON.parse(payload);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const code = (body as { errorCode?: unknown }).errorCode;
      if (isServerErrorCode(code)) return code;
    }
  } catch {
    // Not JSON: a proxy's HTML page, an empty gateway answer, …
  }
  return 'E008';
}
