import type { z } from 'zod/mini';
import { ERROR_CATALOGUE, errorMessageKey, type ErrorCode } from './catalogue';

// A registry-wide brand, so `isApiError` also recognises errors made by a second copy of this
// package (two versions in one bundle, or another realm) where `instanceof` would fail.
const API_ERROR_BRAND = Symbol.for('@care/api-client/ApiError');

/** What an `ApiError` is made from. */
export interface ApiErrorInit {
  /** The catalogue code: a server code (E0xx) or a front-end code (FEE0xx). */
  code: ErrorCode;
  /** The HTTP status of the answer; 0 when there was no answer (cancelled, network, …). */
  status: number;
  /** The request method, upper case. */
  method: string;
  /** The path as the caller gave it (relative to the base URL). */
  path: string;
  /** The stack captured where the request was made (`new Error().stack` at call time). */
  requestStack?: string | undefined;
  /**
   * Alternatively, an `Error` made where the request was made: its stack is only formatted when
   * `requestStack` or `stack` is read, which keeps successful and quiet failures cheap.
   */
  callSite?: Error | undefined;
  /** A human-readable detail for developers; never shown to users. */
  detail?: string | undefined;
  /** The seconds of the answer's `Retry-After` header (429 E020: when to try again). */
  retryAfterSeconds?: number | undefined;
  /** The underlying error (network error, abort reason, zod error, …). */
  cause?: unknown;
}

/**
 * A failed API call. `code` comes from the error catalogue, `messageKey` is the i18n key to show
 * (`error.translation.code.{code}`), and `requestStack` points at the code that made the call
 * (the throw site inside the transport is useless after an `await`).
 */
export class ApiError extends Error {
  /** The catalogue code. */
  readonly code: ErrorCode;
  /** The HTTP status; 0 when no answer was received. */
  readonly status: number;
  /** The i18n key of the message: `error.translation.code.{code}`. */
  readonly messageKey: `error.translation.code.${ErrorCode}`;
  /** The request method, upper case. */
  readonly method: string;
  /** The request path as given by the caller. */
  readonly path: string;
  /** Seconds to wait before trying again, when the answer said (`Retry-After`). */
  readonly retryAfterSeconds: number | undefined;
  /** The stack of the request site, as captured when the call was made. */
  declare readonly requestStack: string | undefined;

  /** Builds the error; the transport does this, callers only read it. */
  constructor(init: ApiErrorInit) {
    const meaning = ERROR_CATALOGUE[init.code].meaning;
    const status = init.status > 0 ? ` (HTTP ${init.status})` : '';
    const detail = init.detail ? `: ${init.detail}` : '';
    super(`${init.method} ${init.path} failed with ${init.code} ${meaning}${status}${detail}`, {
      cause: init.cause,
    });
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.messageKey = errorMessageKey(init.code);
    this.method = init.method;
    this.path = init.path;
    this.retryAfterSeconds = init.retryAfterSeconds;
    const { callSite } = init;
    let requestStack = init.requestStack;
    const readRequestStack = () => (requestStack ??= callSite?.stack);
    Object.defineProperty(this, 'requestStack', {
      get: readRequestStack,
      enumerable: true,
      configurable: true,
    });
    if (init.requestStack !== undefined || callSite) {
      // The stack shows the request site's frames (without their own "Error" header line), so
      // devtools and test reports point at the caller rather than the transport's internals.
      let stack: string | undefined;
      Object.defineProperty(this, 'stack', {
        get: () => {
          if (stack === undefined) {
            const frames = (readRequestStack() ?? '').split('\n').slice(1).join('\n');
            stack = `${this.name}: ${this.message}\n${frames}`;
          }
          return stack;
        },
        set: (value: string) => {
          stack = value;
        },
        enumerable: false,
        configurable: true,
      });
    }
    Object.defineProperty(this, API_ERROR_BRAND, { value: true });
  }
}

/**
 * The answer arrived but broke the contract: not JSON, or not matching its zod schema. Code
 * `FEE002`. The bad data is never passed on; `issues` says what did not match.
 */
export class ApiSchemaError extends ApiError {
  /** The zod issues (empty when the body was not even JSON). */
  readonly issues: readonly z.core.$ZodIssue[];

  /** Builds the error; the transport does this, callers only read it. */
  constructor(
    init: Omit<ApiErrorInit, 'code'> & { issues?: readonly z.core.$ZodIssue[] | undefined },
  ) {
    super({ ...init, code: 'FEE002' });
    this.name = 'ApiSchemaError';
    this.issues = init.issues ?? [];
  }
}

/** True when `error` is an `ApiError` (also one made by another copy of this package). */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (typeof error === 'object' && error !== null && API_ERROR_BRAND in error)
  );
}

/** Whether an answer with this status and code ends the session: 412, 417, or 401 E005. */
export function isSessionEndingAnswer(status: number, code: string): boolean {
  return status === 412 || status === 417 || (status === 401 && code === 'E005');
}

/**
 * True when `error` is the answer that ended the session (see `isSessionEndingAnswer`). The
 * transport has already sent the page to the login page (`onSessionExpired`): a screen says
 * nothing about such a failure.
 */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && isSessionEndingAnswer(error.status, error.code);
}

/** True when `error` is an `ApiSchemaError`: the answer did not match the contract (FEE002). */
export function isApiSchemaError(error: unknown): error is ApiSchemaError {
  return isApiError(error) && error.code === 'FEE002';
}

/**
 * True when the request was cancelled (code FEE001): aborted by its signal or superseded by an
 * identical GET. A cancelled request shows nothing to the user. A native `AbortError` counts
 * too, so code that mixes plain `fetch` calls can use the same check.
 */
export function isCancelled(error: unknown): boolean {
  if (isApiError(error)) return error.code === 'FEE001';
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
