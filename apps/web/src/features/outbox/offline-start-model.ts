// The offline start (docs/behaviour/never-losing-work.md#starting-without-the-server): when the
// app starts and its session check gets no answer, it waits for the server instead of failing.
import { isApiError } from '@care/api-client';

/** While the server does not answer, its health check is asked again this often. */
export const OFFLINE_START_POLL_MS = 2_000;
/** One health check that has not answered by then counts as unanswered (and is aborted). */
export const OFFLINE_START_CHECK_TIMEOUT_MS = 10_000;

/**
 * True when the logged-in area could not be entered because the server gave no answer at all
 * (FEE003: no network, the server down, a chunk that could not be downloaded). An answer, even a
 * refusal (401, 412, 417: the session ended) or a server error, is not "offline": those keep
 * their own behaviour (the sign-in page, the load error).
 */
export function startsOffline(error: unknown): boolean {
  return isApiError(error) && error.code === 'FEE003';
}

/** How the wait asks and pauses; the defaults are the page's. */
export interface WaitForServerOptions {
  /** Resolves true when the server's health check answered OK; false or a rejection: not yet. */
  check: (signal: AbortSignal) => Promise<boolean>;
  /** Ends the wait without resolving it (the screen is gone). */
  signal: AbortSignal;
  intervalMs?: number;
  timeoutMs?: number;
  /** Pauses `ms` (tests pass their own, so that nothing waits for time). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const sleepFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/** One check, given up after `timeoutMs`. */
async function checkOnce(options: WaitForServerOptions, timeoutMs: number): Promise<boolean> {
  const attempt = new AbortController();
  const abort = () => attempt.abort();
  options.signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  try {
    return (await options.check(attempt.signal)) === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', abort);
  }
}

/**
 * Asks the server's own health check now and then every `intervalMs` (2 s) until it answers:
 * resolves true then, or false once `signal` aborts.
 */
export async function waitForServer(options: WaitForServerOptions): Promise<boolean> {
  const intervalMs = options.intervalMs ?? OFFLINE_START_POLL_MS;
  const timeoutMs = options.timeoutMs ?? OFFLINE_START_CHECK_TIMEOUT_MS;
  const sleep = options.sleep ?? sleepFor;
  while (!options.signal.aborted) {
    if (await checkOnce(options, timeoutMs)) return !options.signal.aborted;
    if (options.signal.aborted) break;
    await sleep(intervalMs, options.signal);
  }
  return false;
}
