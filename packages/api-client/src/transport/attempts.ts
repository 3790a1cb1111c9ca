// The attempts of one call: fetch, read the body, and retry a read that failed (the client's one
// retry layer; the rule is on `createTransport`).
import { ApiError } from '../errors/api-error';
import { cancelled, type CallSite } from './call';
import { readBody } from './request-parts';
import type { RequestOptions, ResponseType } from './types';

/** The last attempt's answer, read. */
export interface Answer {
  response: Response;
  /** The body: text (always, for a failure) or a Blob. */
  payload: unknown;
  /** The token the answered attempt carried. */
  sentToken: string | null;
}

/** What `attempt` needs. */
export interface AttemptSetup {
  site: CallSite;
  fetch: typeof globalThis.fetch;
  url: URL;
  body: string | undefined;
  cache: RequestOptions['cache'];
  responseType: ResponseType;
  signal: AbortSignal;
  /** Retries after the first attempt (0 for a write without an idempotency key). */
  retries: number;
  /** The first retry's delay, doubled for each further one. */
  retryDelayMs: number;
  /** The token to send now (read again for each attempt). */
  token(): string | null;
  /** The attempt's headers for that token. */
  headers(token: string | null): Record<string, string>;
  /** Takes the token an answer rotated, as soon as its headers are in (every attempt's). */
  rotate(response: Response, sentToken: string | null): void;
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

/**
 * How long a cancelled request may still wait for its headers, for the token they may carry; then
 * it is dropped.
 */
const LATE_HEADERS_MS = 60_000;

/**
 * One request whose token is never lost (docs/behaviour/shell-and-session.md#session): the server
 * may rotate the token in any answer, so the token an answer carries is taken as soon as its
 * headers are in. Cancelling (the caller, a newer identical GET, the time limit) rejects at once;
 * the request itself is dropped only once its headers are in (their token taken), or
 * `LATE_HEADERS_MS` later. Dropped at once, a request the server had already answered with a new
 * token would leave the tab with the previous one, refused when its grace period ends.
 */
function requestKeepingToken(setup: AttemptSetup, init: RequestInit, sentToken: string | null) {
  const { signal } = setup;
  if (signal.aborted) return { response: Promise.reject<Response>(signal.reason), done: () => {} };
  const transfer = new AbortController();
  let headersIn = false;
  const arrived = setup.fetch(setup.url, { ...init, signal: transfer.signal }).then((answer) => {
    headersIn = true;
    setup.rotate(answer, sentToken);
    // Cancelled meanwhile: the token is taken, the body is not wanted.
    if (signal.aborted) transfer.abort(signal.reason);
    return answer;
  });
  let stopWaiting: (reason: unknown) => void = () => undefined;
  const onAbort = () => {
    stopWaiting(signal.reason);
    if (headersIn) return transfer.abort(signal.reason);
    // Cancelled before the headers: the request waits for them (their token), within a limit.
    const limit = setTimeout(() => transfer.abort(signal.reason), LATE_HEADERS_MS);
    (limit as { unref?: () => void }).unref?.();
    const clear = () => clearTimeout(limit);
    arrived.then(clear, clear);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  return {
    /** The response once its headers are in, its token taken. */
    response: new Promise<Response>((resolve, reject) => {
      stopWaiting = reject;
      arrived.then(resolve, reject);
    }),
    /** The attempt is over: a later cancel no longer concerns it. */
    done: () => signal.removeEventListener('abort', onAbort),
  };
}

/** Makes the call's attempts; resolves with the last answer, rejects only with `ApiError`. */
export async function attempt(setup: AttemptSetup): Promise<Answer> {
  const { site, signal } = setup;
  const { retries } = setup;
  const backOff = async (retry: number) => {
    try {
      await sleep(setup.retryDelayMs * 2 ** retry, signal);
    } catch (reason) {
      throw cancelled(site, reason);
    }
  };
  for (let retry = 0; ; retry += 1) {
    const sentToken = setup.token();
    // Built outside the try below: a bad header is a programming error, not a network one.
    const headers = setup.headers(sentToken);
    let response: Response;
    let payload: unknown;
    try {
      const init: RequestInit = { method: site.method, headers, body: setup.body };
      const request = requestKeepingToken(
        setup,
        setup.cache ? { ...init, cache: setup.cache } : init,
        sentToken,
      );
      try {
        response = await request.response;
        // Failure bodies are always read as text: they carry `{ errorCode }` (or a proxy's page).
        payload = await readBody(response, response.ok ? setup.responseType : 'text');
      } finally {
        request.done();
      }
    } catch (error) {
      if (signal.aborted) throw cancelled(site, signal.reason);
      if (retry >= retries) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new ApiError({ ...site, code: 'FEE003', status: 0, detail, cause: error });
      }
      await backOff(retry);
      continue;
    }
    if (response.status < 500 || retry >= retries) return { response, payload, sentToken };
    // A 5xx to a read or a keyed create: the next attempt sends the token this answer rotated.
    await backOff(retry);
  }
}
