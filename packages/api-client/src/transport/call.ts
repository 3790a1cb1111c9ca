// The life of one call around its attempts: cancelling (the caller's signal, a newer identical
// GET, the time limit) and the long-response warning, all undone when the call settles.
import { ApiError } from '../errors/api-error';
import type { HttpMethod } from '../schemas/routes';
import type { TransportOptions } from './types';

/** Where a call was made: every error it rejects with carries this. */
export interface CallSite {
  method: HttpMethod;
  path: string;
  /** Made synchronously when the call was made, so its frames name the calling code. */
  callSite: Error;
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

/** Reports an error thrown by a UI callback without throwing (like an uncaught error). */
export function report(error: unknown): void {
  // A throwing UI callback must not break the request or crash a timer.
  const reportError = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (reportError) reportError(error);
  else console.error(error);
}

/** Calls a UI callback with `info`, reporting (never throwing) what it throws. */
export function tell<T>(callback: ((info: T) => void) | undefined, info: T): void {
  if (!callback) return;
  try {
    callback(info);
  } catch (error) {
    report(error);
  }
}

/**
 * The error of an aborted call: a cancel (FEE001), unless the transport's own time limit caused
 * it: then the answer never came, which is a network failure (FEE003) the user should hear about.
 */
export function cancelled(site: CallSite, cause: unknown): ApiError {
  if (cause instanceof TimedOut) {
    return new ApiError({ ...site, code: 'FEE003', status: 0, detail: cause.message, cause });
  }
  const detail = cause instanceof Superseded ? cause.message : 'aborted';
  return new ApiError({ ...site, code: 'FEE001', status: 0, detail, cause });
}

/** What a call is given by `startCall`. */
export interface Call {
  /** Aborts the call's fetches and waits. */
  signal: AbortSignal;
  /** Undoes everything `startCall` set up; call once, when the call settles. */
  finish(): void;
}

/** How `startCall` sets a call up. */
export interface CallSetup {
  site: CallSite;
  /** `method + URL` of a GET (identical GETs supersede each other), else undefined. */
  getKey: string | undefined;
  /** The GETs in flight, by key (shared by the transport's calls). */
  inFlightGets: Map<string, AbortController>;
  userSignal: AbortSignal | undefined;
  /** 0: no limit. */
  timeoutMs: number;
  onLongResponse: TransportOptions['onLongResponse'];
  longResponseMs: number;
}

/** Sets up one call's cancelling and warning; throws at once when the caller already aborted. */
export function startCall(setup: CallSetup): Call {
  const { site, getKey, inFlightGets, userSignal, timeoutMs, onLongResponse } = setup;
  if (userSignal?.aborted) throw cancelled(site, userSignal.reason);
  const controller = new AbortController();
  const onUserAbort = () => controller.abort(userSignal?.reason);
  userSignal?.addEventListener('abort', onUserAbort, { once: true });

  if (getKey !== undefined) {
    inFlightGets.get(getKey)?.abort(new Superseded());
    inFlightGets.set(getKey, controller);
  }

  const deadline =
    timeoutMs > 0
      ? setTimeout(() => controller.abort(new TimedOut(timeoutMs)), timeoutMs)
      : undefined;

  const started = performance.now();
  let takeDown: (() => void) | undefined;
  const longTimer = onLongResponse
    ? setTimeout(() => {
        try {
          const durationMs = Math.round(performance.now() - started);
          const result = onLongResponse({ method: site.method, path: site.path, durationMs });
          if (typeof result === 'function') takeDown = result;
        } catch (error) {
          report(error);
        }
      }, setup.longResponseMs)
    : undefined;

  return {
    signal: controller.signal,
    finish() {
      clearTimeout(longTimer);
      clearTimeout(deadline);
      userSignal?.removeEventListener('abort', onUserAbort);
      if (getKey !== undefined && inFlightGets.get(getKey) === controller) {
        inFlightGets.delete(getKey);
      }
      if (!takeDown) return;
      try {
        takeDown();
      } catch (error) {
        report(error);
      }
    },
  };
}
