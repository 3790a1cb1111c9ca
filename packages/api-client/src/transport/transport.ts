// The transport behind every endpoint. One call's parts live beside it: types.ts (options),
// request-parts.ts (URL, headers), call.ts (cancelling, time limit, long-response warning),
// attempts.ts (fetch and retries), answer.ts (token rotation, errors, parsing).
import type { HttpMethod } from '../schemas/routes';
import { endsSession, failureOf, parseSuccess, rotateToken } from './answer';
import { attempt } from './attempts';
import { cancelled, startCall, tell, type CallSite } from './call';
import { buildHeaders, buildUrl, resolveBaseUrl } from './request-parts';
import { newIdempotencyKey } from './idempotency-key';
import { defaultTimeZone } from './time-zone';
import type { RequestFn, Transport, TransportOptions } from './types';

export type * from './types';
export { endsSession } from './answer';
export { runtimeTimeZone } from './time-zone';
export { newIdempotencyKey } from './idempotency-key';
export { sessionSecondsLeft } from './session-time';

/** Default long-response threshold (docs/behaviour/shell-and-session.md#slow-answers). */
export const DEFAULT_LONG_RESPONSE_MS = 1500;

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
 * - **Answers**: `onAnswer` hears of every answer (status and headers), e.g. to follow the
 *   session's time left (`Care-Session-Expires-In`, see `sessionSecondsLeft`).
 * - **Background calls**: a call marked `background` sends `Care-Background: true`; the server
 *   then leaves the session's idle expiry where it is.
 * - **Session expiry**: 412, 417, or a 401 E005 to a request with a token, clears the token, calls `onSessionExpired` (once for a burst:
 *   only while a token was still stored) and throws.
 * - **Errors**: every failure is an `ApiError`: the server's `{ errorCode }` (E008 when the
 *   answer has no known code), FEE001 cancelled, FEE002 contract broken (`ApiSchemaError`), FEE003
 *   network failure. Each carries the method, path and the stack of the calling code.
 * - **Idempotency keys**: a create (`idempotent`, from `API_ROUTES`) sends `Idempotency-Key`:
 *   the call's `idempotencyKey`, else a fresh key per call, the same on each of its attempts. The
 *   server answers a repeated key with the first answer, so such a call is retried like a GET.
 * - **Retries**: this is the client's one retry layer; code above it (TanStack Query in the web
 *   app) must not retry again, or the attempts multiply. Only a GET or a keyed create, only after
 *   a network failure (no answer, dropped connection) or a 5xx answer, is tried again: `networkRetries`
 *   more times (default 2, so 3 attempts in all), waiting `retryDelayMs` doubled each time
 *   (default 300 ms, then 600 ms). Never another write (the server may have done it), never a 4xx
 *   answer, a cancel, a broken contract or a call past its time limit (which counts every
 *   attempt and wait). The last failure is what the call rejects with.
 * - **Time limit**: with `timeoutMs` (per transport or per call) a call that has no answer in
 *   time, retries included, is aborted and rejects with FEE003.
 * - **Parsing**: every success body is parsed by its zod schema; bad data is never passed on.
 */
export function createTransport(options: TransportOptions): Transport {
  const baseUrl = resolveBaseUrl(options.baseUrl);
  const { tokenStore } = options;
  const networkRetries = Math.max(0, options.networkRetries ?? 2);
  const retryDelayMs = Math.max(0, options.retryDelayMs ?? 300);
  const defaultTimeoutMs = Math.max(0, options.timeoutMs ?? 0);
  const timeZone = options.timeZone ?? defaultTimeZone;
  const inFlightGets = new Map<string, AbortController>();

  /** Clears the token and reports once: only the first of a burst still finds a token. */
  function expireSession(status: number, site: CallSite): void {
    const hadSession = tokenStore.get() !== null;
    tokenStore.clear();
    if (!hadSession) return;
    tell(options.onSessionExpired, { status, method: site.method, path: site.path });
  }

  const request: RequestFn = async (schema, requestOptions) => {
    // Made synchronously, before any await, so its frames name the code that made the call.
    // V8 formats `.stack` only when read, so a successful call pays little for it.
    const callSite = new Error('request made here');
    const method: HttpMethod = requestOptions.method ?? 'GET';
    const { path } = requestOptions;
    const responseType = requestOptions.responseType ?? 'json';
    const site: CallSite = { method, path, callSite };
    const url = buildUrl(baseUrl, path, requestOptions.query);
    const hasBody = requestOptions.body !== undefined;
    if (hasBody && method === 'GET') {
      // fetch would refuse it with a TypeError that looks like a network failure.
      throw new TypeError(`@care/api-client: GET ${path} cannot have a body; use query`);
    }
    const idempotencyKey =
      requestOptions.idempotencyKey ??
      (requestOptions.idempotent ? newIdempotencyKey() : undefined);
    const retriable = method === 'GET' || (idempotencyKey !== undefined && method !== 'DELETE');
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const call = startCall({
      site,
      getKey: method === 'GET' ? `${method} ${url.href}` : undefined,
      inFlightGets,
      userSignal: requestOptions.signal,
      timeoutMs: Math.max(0, requestOptions.timeoutMs ?? defaultTimeoutMs),
      onLongResponse: options.onLongResponse,
      longResponseMs: options.longResponseMs ?? DEFAULT_LONG_RESPONSE_MS,
    });
    try {
      if (typeof fetchImpl !== 'function') {
        throw new TypeError('@care/api-client: no fetch available; pass one as `fetch`');
      }
      const { response, payload, sentToken } = await attempt({
        site,
        // Called as a plain function: a browser's fetch refuses any other `this` (Illegal
        // invocation), which a method call on this object would give it.
        fetch: (input, init) => fetchImpl(input, init),
        url,
        body: hasBody ? JSON.stringify(requestOptions.body) : undefined,
        cache: requestOptions.cache,
        responseType,
        signal: call.signal,
        retries: retriable ? networkRetries : 0,
        retryDelayMs,
        token: () => tokenStore.get(),
        headers: (token) => buildHeaders(requestOptions, token, hasBody, timeZone, idempotencyKey),
        rotate: (answer, token) => rotateToken(tokenStore, answer, token),
      });
      if (call.signal.aborted) throw cancelled(site, call.signal.reason);
      tell(options.onAnswer, {
        method,
        path,
        status: response.status,
        headers: response.headers,
        authenticated: sentToken !== null && !requestOptions.anonymous,
      });
      if (!response.ok) {
        const error = failureOf(site, response, payload);
        if (endsSession(error, requestOptions.anonymous ? null : sentToken)) {
          expireSession(response.status, site);
        }
        throw error;
      }
      return await parseSuccess(schema, site, response, payload, responseType);
    } finally {
      call.finish();
    }
  };

  return { request, baseUrl, tokenStore };
}
